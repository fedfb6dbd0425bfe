/**
 * The reader opened from the inbox (docs/PRODUCT.md §10.10 "Reading an entry"): an entry opens in
 * the reader when it is saved (its save) or its page was parsed or is being parsed (the entry
 * itself, unsaved); only an entry whose page could not be read opens the original. The reader's
 * address carries the inbox view (`?from=feeds&feed=12&unseen=1`), so j / k there walk the same
 * entries in the same order, and Back returns to that view.
 */
import type { FeedEntry } from '../api/get-feed-items';
import type { InboxView } from '../api/query-keys';
import { FEEDS_PATH, searchForView, viewFromSearch } from './inbox-view';

const FROM = 'feeds';

/** The reader id of an entry: its save, else its page's item; null when it has no item yet. */
export function entryReaderId(entry: FeedEntry): string | null {
  if (entry.isSaved && entry.savedItemId) return entry.savedItemId;
  return entry.item?.itemId ?? null;
}

/** Whether the inbox opens the entry in the reader (else the original, in a new tab). */
export function opensInReader(entry: FeedEntry): boolean {
  if (entry.isSaved && entry.savedItemId) return true;
  return Boolean(entry.item) && entry.item?.parseStatus !== 'FAILED';
}

/** The reader's address for an entry of the view; `force` takes a failed page there too. */
export function entryReaderPath(entry: FeedEntry, view: InboxView, force = false): string | null {
  const id = entryReaderId(entry);
  if (!id || (!force && !opensInReader(entry))) return null;
  const search = new URLSearchParams(searchForView(view).replace(/^\?/, ''));
  search.set('from', FROM);
  return `/read/${encodeURIComponent(id)}?${search.toString()}`;
}

/** The inbox view a reader address came from, or null when it was not opened from the inbox. */
export function inboxViewOfReader(search: URLSearchParams): InboxView | null {
  return search.get('from') === FROM ? viewFromSearch(search) : null;
}

/** The inbox view's own address (the reader's Back). */
export function inboxPath(view: InboxView): string {
  return `${FEEDS_PATH}${searchForView(view)}`;
}
