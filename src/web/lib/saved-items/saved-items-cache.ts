/**
 * Updates every cached saves view after a mutation (docs/PRODUCT.md §4 "Saved-list page"): items
 * that no longer match a view's filter leave it, a newly saved item goes to the top of the views it
 * matches when they are newest first, and a deleted item can be put back where it was.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SavedItemsFilter, SavedItemsSort } from '../../gql/graphql';
import { matchesFilter, shouldInject } from './view-rules';
import { savedItemsKeys } from './query-keys';
import type { SavedItemsData, SavedItemSummary } from './saved-items-page';
import { SEARCH_RESULTS_KEY } from '../query-keys';

type Entry = [readonly unknown[], SavedItemsData | undefined];
export type CacheSnapshot = Entry[];

/** Where a removed item was, per view, so "Undo" can put it back. */
export type Positions = Array<{ key: readonly unknown[]; page: number; index: number }>;

function entries(client: QueryClient): Entry[] {
  return client.getQueriesData<SavedItemsData>({ queryKey: savedItemsKeys.all });
}

function keyParts(key: readonly unknown[]): { filter: SavedItemsFilter; sort: SavedItemsSort } {
  return { filter: key[1] as SavedItemsFilter, sort: key[2] as SavedItemsSort };
}

function mapPages(
  data: SavedItemsData,
  fn: (items: SavedItemSummary[], page: number) => SavedItemSummary[],
): SavedItemsData {
  return {
    ...data,
    pages: data.pages.map((page, index) => ({ ...page, items: fn(page.items, index) })),
  };
}

export async function cancelSavedItems(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: savedItemsKeys.all });
}

export function snapshot(client: QueryClient): CacheSnapshot {
  return entries(client);
}

export function restore(client: QueryClient, saved: CacheSnapshot): void {
  for (const [key, data] of saved) client.setQueryData(key, data);
}

/**
 * Marks every view stale without refetching the one on screen (it is already up to date, unless
 * `refetchOnScreen` says the change could not be made in place); search results on screen are
 * refetched, as they are not patched in place.
 */
export async function markStale(
  client: QueryClient,
  { refetchOnScreen = false }: { refetchOnScreen?: boolean } = {},
): Promise<void> {
  await Promise.all([
    client.invalidateQueries({
      queryKey: savedItemsKeys.all,
      refetchType: refetchOnScreen ? 'active' : 'none',
    }),
    client.invalidateQueries({ queryKey: SEARCH_RESULTS_KEY }),
  ]);
}

/** Applies `update` to the item with `id` everywhere; it leaves the views it no longer matches. */
export function patchItem(
  client: QueryClient,
  id: string,
  update: (item: SavedItemSummary) => SavedItemSummary,
): void {
  for (const [key, data] of entries(client)) {
    if (!data) continue;
    const { filter } = keyParts(key);
    client.setQueryData<SavedItemsData>(
      key,
      mapPages(data, (items) =>
        items.flatMap((item) => {
          if (item.id !== id) return [item];
          const next = update(item);
          return matchesFilter(next, filter) ? [next] : [];
        }),
      ),
    );
  }
}

/** The save as the saves lists hold it, when one of them does. */
export function cachedItem(client: QueryClient, id: string): SavedItemSummary | undefined {
  for (const [, data] of entries(client)) {
    for (const page of data?.pages ?? []) {
      const item = page.items.find((candidate) => candidate.id === id);
      if (item) return item;
    }
  }
  return undefined;
}

/** Where the item is in every view (before a change that may take it out of some). */
export function positionsOf(client: QueryClient, id: string): Positions {
  const positions: Positions = [];
  for (const [key, data] of entries(client)) {
    data?.pages.forEach((page, pageIndex) => {
      const index = page.items.findIndex((item) => item.id === id);
      if (index >= 0) positions.push({ key, page: pageIndex, index });
    });
  }
  return positions;
}

/** Removes the item from every view and says where it was. */
export function removeItem(client: QueryClient, id: string): Positions {
  const positions = positionsOf(client, id);
  for (const [key, data] of entries(client)) {
    if (!data) continue;
    client.setQueryData<SavedItemsData>(
      key,
      mapPages(data, (items) => items.filter((item) => item.id !== id)),
    );
  }
  return positions;
}

/** Puts a restored item back at its old position in the views it was removed from. */
export function reinsertItem(client: QueryClient, positions: Positions, item: SavedItemSummary) {
  for (const { key, page, index } of positions) {
    const { filter } = keyParts(key);
    if (!matchesFilter(item, filter)) continue;
    client.setQueryData<SavedItemsData>(key, (data) => {
      if (!data || !data.pages[page]) return data;
      return mapPages(data, (items, pageIndex) => {
        const rest = items.filter((existing) => existing.id !== item.id);
        if (pageIndex !== page) return rest;
        return [...rest.slice(0, index), item, ...rest.slice(index)];
      });
    });
  }
}

/**
 * A newly saved (or re-added) item: first in every view it matches that is newest first, updated
 * or removed in the others.
 */
export function injectItem(client: QueryClient, item: SavedItemSummary): void {
  for (const [key, data] of entries(client)) {
    if (!data) continue;
    const { filter, sort } = keyParts(key);
    const inject = shouldInject(item, filter, sort);
    client.setQueryData<SavedItemsData>(
      key,
      mapPages(data, (items, page) => {
        const rest = items.filter((existing) => existing.id !== item.id);
        if (inject) return page === 0 ? [item, ...rest] : rest;
        const had = rest.length !== items.length;
        if (!had || !matchesFilter(item, filter)) return rest;
        return items.map((existing) => (existing.id === item.id ? item : existing));
      }),
    );
  }
}

/** Prepends newer items (a "load previous" page) to the first page, without duplicates. */
export function prependItems(
  data: SavedItemsData | undefined,
  newer: SavedItemSummary[],
  startCursor: string | null,
): SavedItemsData | undefined {
  if (!data || newer.length === 0) return data;
  const ids = new Set(newer.map((item) => item.id));
  return {
    ...data,
    pages: data.pages.map((page, index) =>
      index === 0
        ? {
            ...page,
            startCursor: startCursor ?? page.startCursor,
            items: [...newer, ...page.items.filter((item) => !ids.has(item.id))],
          }
        : { ...page, items: page.items.filter((item) => !ids.has(item.id)) },
    ),
  };
}
