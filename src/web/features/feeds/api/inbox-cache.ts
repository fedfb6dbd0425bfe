/**
 * Changes to the cached inbox pages and subscriptions made before the server answers: an entry
 * turning seen or unseen (and its feed's unread count), an entry saved. Entries that turn seen
 * stay in an "unseen only" view until it is loaded again, so nothing jumps under the reader.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FeedEntry, InboxData } from './get-feed-items';
import type { FeedSubscription } from './get-feeds';
import { feedsKeys } from './query-keys';

function cachedEntries(queryClient: QueryClient): Map<string, FeedEntry> {
  const byId = new Map<string, FeedEntry>();
  for (const [, data] of queryClient.getQueriesData<InboxData>({ queryKey: feedsKeys.entries })) {
    for (const page of data?.pages ?? []) {
      for (const entry of page.entries) byId.set(entry.id, entry);
    }
  }
  return byId;
}

function patchEntries(
  queryClient: QueryClient,
  patch: (entry: FeedEntry) => FeedEntry | null,
): void {
  queryClient.setQueriesData<InboxData>({ queryKey: feedsKeys.entries }, (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      const entries = page.entries.map((entry) => {
        const next = patch(entry);
        if (!next) return entry;
        changed = true;
        return next;
      });
      return { ...page, entries };
    });
    return changed ? { ...data, pages } : data;
  });
}

/**
 * Marks `ids` seen (or unseen) in every cached view and moves the feeds' unread counts by the
 * entries that changed. Returns the ids that changed, for a rollback.
 */
export function setEntriesSeen(
  queryClient: QueryClient,
  ids: readonly string[],
  seen: boolean,
): string[] {
  const wanted = new Set(ids);
  const changed: FeedEntry[] = [];
  for (const entry of cachedEntries(queryClient).values()) {
    if (wanted.has(entry.id) && entry.seen !== seen) changed.push(entry);
  }
  if (changed.length === 0) return [];
  const changedIds = new Set(changed.map((entry) => entry.id));
  patchEntries(queryClient, (entry) => (changedIds.has(entry.id) ? { ...entry, seen } : null));
  const delta = new Map<string, number>();
  for (const entry of changed) {
    delta.set(entry.feed.id, (delta.get(entry.feed.id) ?? 0) + (seen ? -1 : 1));
  }
  queryClient.setQueryData<FeedSubscription[]>(feedsKeys.subscriptions, (feeds) =>
    feeds?.map((feed) => {
      const by = delta.get(feed.id);
      return by ? { ...feed, unreadCount: Math.max(0, feed.unreadCount + by) } : feed;
    }),
  );
  return [...changedIds];
}

/** The entry's URL is now saved (every entry with that URL, in every view). */
export function setEntrySaved(queryClient: QueryClient, url: string, savedItemId: string): void {
  patchEntries(queryClient, (entry) =>
    entry.url === url ? { ...entry, isSaved: true, savedItemId } : null,
  );
}

/** The seen state of a cached entry, or undefined when no view holds it. */
export function cachedSeen(queryClient: QueryClient, id: string): boolean | undefined {
  return cachedEntries(queryClient).get(id)?.seen;
}
