/**
 * The corpus items as the client keeps them: one paged list per filter (the Prospects tab is
 * the list filtered to PROSPECT), and the pure update a review, its undo or an edit makes to
 * every loaded list — the item leaves a list whose filter it no longer matches, is updated in
 * place where it still does, and comes back (in its place, newest first) where it matches
 * again, with the counts following. No React here, so it is unit-tested.
 */
import type { CorpusFilters, ItemState, SourceKind } from './corpus-url';

export type TopicSourceKind = 'CURATOR' | 'FEED' | 'METADATA' | 'CLASSIFIER';

export interface CorpusItemSourceRow {
  kind: SourceKind;
  label: string;
  addedAt: number;
}

export interface CorpusItemRow {
  id: string;
  url: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  publisher: string | null;
  language: string | null;
  topic: string | null;
  topicSource: TopicSourceKind | null;
  topicConfidence: number | null;
  state: ItemState;
  isCuratorPick: boolean;
  recommendable: boolean;
  sources: CorpusItemSourceRow[];
  parseStatus: string;
  /** Unix seconds. */
  createdAt: number;
  reviewedAt: number | null;
}

export interface CorpusItemsPage {
  items: CorpusItemRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The shape TanStack Query keeps for an infinite query. */
export interface PagedItems {
  pages: CorpusItemsPage[];
  pageParams: unknown[];
}

/**
 * Whether `item` belongs in a list with `filters`: true, false, or null when only the server
 * can tell (a text search).
 */
export function matchesFilters(item: CorpusItemRow, filters: CorpusFilters): boolean | null {
  if (filters.state && item.state !== filters.state) return false;
  if (filters.topic && item.topic !== filters.topic) return false;
  if (filters.language && item.language !== filters.language) return false;
  if (filters.source && !item.sources.some((source) => source.kind === filters.source)) {
    return false;
  }
  return filters.search ? null : true;
}

/** Newest first, as the server lists them; the id breaks ties the same way every time. */
const comesBefore = (a: CorpusItemRow, b: CorpusItemRow) =>
  a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : Number(a.id) > Number(b.id);

function withCount(data: PagedItems, delta: number): PagedItems {
  return delta === 0
    ? data
    : {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          totalCount: Math.max(0, page.totalCount + delta),
        })),
      };
}

/** Inserts `item` where it sorts among the loaded pages; not at all past the last loaded one. */
function inserted(data: PagedItems, item: CorpusItemRow): PagedItems | null {
  for (const [pageIndex, page] of data.pages.entries()) {
    const at = page.items.findIndex((other) => comesBefore(item, other));
    const last = pageIndex === data.pages.length - 1;
    if (at === -1 && !(last && !page.hasNextPage)) continue;
    const items = [...page.items];
    items.splice(at === -1 ? items.length : at, 0, item);
    return {
      ...data,
      pages: data.pages.map((other, index) => (index === pageIndex ? { ...page, items } : other)),
    };
  }
  return null;
}

/**
 * The list with `filters` once `item` is as given: removed if it no longer matches, replaced if
 * it is there, inserted in order if it now matches and was not there.
 */
export function placeItem(
  data: PagedItems | undefined,
  filters: CorpusFilters,
  item: CorpusItemRow,
): PagedItems | undefined {
  if (!data) return data;
  const present = data.pages.some((page) => page.items.some((other) => other.id === item.id));
  const matches = matchesFilters(item, filters);
  if (present && matches === false) {
    const next = {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((other) => other.id !== item.id),
      })),
    };
    return withCount(next, -1);
  }
  if (present) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((other) => (other.id === item.id ? item : other)),
      })),
    };
  }
  if (matches !== true) return data;
  const next = inserted(data, item);
  return next ? withCount(next, 1) : withCount(data, 1);
}

/** The item as it looks the moment a review is sent (the server's answer follows). */
export function reviewed(item: CorpusItemRow, decision: ItemState, now: Date): CorpusItemRow {
  return {
    ...item,
    state: decision,
    recommendable:
      decision === 'APPROVED' ? true : decision === 'REJECTED' ? false : item.recommendable,
    reviewedAt: decision === 'PROSPECT' ? null : Math.floor(now.getTime() / 1000),
  };
}

/** All items of the loaded pages, once each (an item may move between pages while paging). */
export function itemsOf(data: PagedItems | undefined): CorpusItemRow[] {
  const seen = new Set<string>();
  const items: CorpusItemRow[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export function findItem(data: PagedItems | undefined, id: string): CorpusItemRow | undefined {
  return itemsOf(data).find((item) => item.id === id);
}
