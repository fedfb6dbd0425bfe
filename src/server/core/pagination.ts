/**
 * Relay-style pages as services return them (GraphQL's connections expose them as they are), and
 * the keyset cursor of admin lists.
 */
import { badInput } from './errors.js';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** A page of nodes, each with its cursor, and the count of all that match (capped by the caller). */
export interface Page<Node> {
  edges: Array<{ cursor: string; node: Node }>;
  pageInfo: PageInfo;
  totalCount: number;
}

/** A keyset cursor: base64url of "<sort key>:<id>" of a page's last row. */
export const encodeKeysetCursor = (sortKey: string, id: number) =>
  Buffer.from(`${sortKey}:${id}`).toString('base64url');

/** The sort key and id of a keyset cursor; a badInput on `after` for anything else. */
export function decodeKeysetCursor(value: string): { sortKey: string; id: number } {
  const match = /^(-?\d{1,18}):(\d{1,15})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw badInput('after is not a cursor from this list.', 'after');
  return { sortKey: match[1]!, id: Number(match[2]) };
}
