/**
 * What a saves card shows, from the shared display model (src/common/item-display) plus the
 * Satchel parse state: 'pending' while the page is fetched, 'failed' when it could not be.
 */
import { deriveItemDisplay } from '../../../../common/item-display.js';
import type { ItemDisplay } from '../../../../common/item-display.js';
import type { SavedItemSummary } from '../../../lib/saved-items';

export type ParseState = 'pending' | 'failed' | 'parsed';

export interface CardModel {
  display: ItemDisplay;
  title: string;
  parse: ParseState;
  /** Where a click goes: the reader (internal) or the original (new tab). */
  href: string | null;
  internal: boolean;
  /** The plain original URL, for "Copy link". */
  copyUrl: string;
}

export function parseStateOf(item: SavedItemSummary): ParseState {
  if (item.item.__typename === 'PendingItem') return 'pending';
  if (item.item.parseStatus === 'PENDING') return 'pending';
  if (item.item.parseStatus === 'FAILED') return 'failed';
  return 'parsed';
}

export function cardModel(item: SavedItemSummary, origin: string): CardModel {
  const details =
    item.item.__typename === 'PendingItem'
      ? { itemId: item.item.itemId, givenUrl: item.item.url }
      : item.item;
  const display = deriveItemDisplay({ ...item, item: details }, { origin, source: 'saves' });
  const parse = parseStateOf(item);
  // A page still being fetched (or that failed) has no reader view yet.
  const href = parse === 'parsed' ? display.itemUrl : display.externalUrl;
  return {
    display,
    title: display.title ?? item.url,
    parse,
    href,
    internal: href !== null && href.startsWith('/'),
    copyUrl: display.saveUrl ?? item.url,
  };
}
