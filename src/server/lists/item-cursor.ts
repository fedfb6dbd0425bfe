/**
 * Cursors of ShareableList.items: the item's position in display order (sortOrder, createdAt,
 * itemId, id), so a page stays correct when items before it are added or removed.
 */
import { LIST_ITEMS_PAGE_SIZE } from '../../common/list-rules.js';
import { badInput } from '../core/errors.js';
import type { ItemKey } from './lists.repo.js';
import type { ListItemPagination } from './lists.types.js';

/** PostgreSQL's timestamptz text, e.g. 2026-11-22 16:53:09.123456+00 (checked before the cast). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;

export function encodeItemCursor(key: ItemKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeItemCursor(cursor: string): ItemKey {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 4 &&
      Number.isInteger(key[0]) &&
      typeof key[1] === 'string' &&
      TIMESTAMP.test(key[1]) &&
      Number.isInteger(key[2]) &&
      Number.isInteger(key[3])
    )
      return key as ItemKey;
  } catch {
    // fall through to the error below
  }
  throw badInput('This page cursor is not valid; start again from the first page.', 'pagination');
}

export interface ItemPageRequest {
  direction: 'forward' | 'backward';
  key: ItemKey | undefined;
  size: number;
}

/** first/after or last/before, each 0–30 (default 30 forward). */
export function itemPageRequest(pagination: ListItemPagination): ItemPageRequest {
  const { first, after, last, before } = pagination;
  const checkSize = (value: number, name: string) => {
    if (!Number.isInteger(value) || value < 0 || value > LIST_ITEMS_PAGE_SIZE)
      throw badInput(`${name} must be from 0 to ${LIST_ITEMS_PAGE_SIZE}.`, 'pagination');
    return value;
  };
  if (first != null && last != null) throw badInput('Give first or last, not both.', 'pagination');
  if (last != null || before != null) {
    if (after != null) throw badInput('Give after or before, not both.', 'pagination');
    return {
      direction: 'backward',
      key: before != null ? decodeItemCursor(before) : undefined,
      size: checkSize(last ?? LIST_ITEMS_PAGE_SIZE, 'last'),
    };
  }
  return {
    direction: 'forward',
    key: after != null ? decodeItemCursor(after) : undefined,
    size: checkSize(first ?? LIST_ITEMS_PAGE_SIZE, 'first'),
  };
}
