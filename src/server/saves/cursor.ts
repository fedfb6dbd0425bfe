/**
 * Opaque page cursors for saved-item lists, in Pocket's shape: base64("<itemId>_*_<sortKey>").
 * Pocket put epoch seconds in the sort key; we keep microseconds so that saves made in the same
 * second still page in a stable order. Clients treat the value as opaque either way.
 */
import { badInput } from '../core/errors.js';

export interface Cursor {
  itemId: number;
  /** Sort column value in microseconds since the epoch, as a decimal string. */
  sortKey: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.itemId}_*_${cursor.sortKey}`).toString('base64');
}

export function decodeCursor(value: string): Cursor {
  const match = /^(\d{1,15})_\*_(-?\d{1,17})$/.exec(Buffer.from(value, 'base64').toString('utf8'));
  if (!match) throw badInput(`Invalid cursor: ${value.slice(0, 60)}`, 'pagination');
  return { itemId: Number(match[1]), sortKey: match[2]! };
}
