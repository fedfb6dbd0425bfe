/**
 * The inbox view lives in the address (`/feeds?feed=12&unseen=1`), so a view can be linked to,
 * reloaded and left with Back.
 */
import type { InboxView } from '../api/query-keys';

export const FEEDS_PATH = '/feeds';

export function viewFromSearch(search: URLSearchParams): InboxView {
  const feed = search.get('feed');
  return {
    feedId: feed && /^[\w-]{1,64}$/.test(feed) ? feed : null,
    unseenOnly: search.get('unseen') === '1',
  };
}

export function searchForView(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.feedId !== null) params.set('feed', view.feedId);
  if (view.unseenOnly) params.set('unseen', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The row scrolled out of sight above the top edge: the reader went past it. */
export function scrolledPast(entry: {
  isIntersecting: boolean;
  boundingClientRect: { bottom: number };
  rootBounds: { top: number } | null;
}): boolean {
  if (entry.isIntersecting) return false;
  return entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
}
