import { describe, expect, test } from 'vitest';
import { findItem, itemsOf, matchesFilters, placeItem, reviewed } from './corpus-items-cache';
import type { CorpusItemRow, PagedItems } from './corpus-items-cache';

const item = (
  id: string,
  createdAt: number,
  extra: Partial<CorpusItemRow> = {},
): CorpusItemRow => ({
  id,
  url: `https://example.com/${id}`,
  title: `Item ${id}`,
  excerpt: null,
  imageUrl: null,
  publisher: null,
  language: 'en',
  topic: 'science',
  topicSource: 'FEED',
  topicConfidence: 0.5,
  state: 'PROSPECT',
  isCuratorPick: false,
  recommendable: false,
  sources: [{ kind: 'INSTANCE_FEED', label: 'Instance feed: Nature', addedAt: createdAt }],
  parseStatus: 'PARSED',
  createdAt,
  reviewedAt: null,
  ...extra,
});

/** Two loaded pages of prospects, newest first, and more on the server. */
const prospects = (): PagedItems => ({
  pages: [
    { items: [item('5', 500), item('4', 400)], totalCount: 6, endCursor: 'c4', hasNextPage: true },
    { items: [item('3', 300), item('2', 200)], totalCount: 6, endCursor: 'c2', hasNextPage: true },
  ],
  pageParams: [null, 'c4'],
});

const ids = (data: PagedItems | undefined) => itemsOf(data).map((row) => row.id);
const total = (data: PagedItems | undefined) => data?.pages[0]?.totalCount;
const now = new Date('2026-11-26T08:00:00Z');

describe('corpus items cache: review with undo', () => {
  test('approving takes the item out of Prospects at once, undo puts it back in its place', () => {
    const before = prospects();
    const target = findItem(before, '4')!;
    const approved = placeItem(before, { state: 'PROSPECT' }, reviewed(target, 'APPROVED', now));
    expect(ids(approved)).toEqual(['5', '3', '2']);
    expect(total(approved)).toBe(5);
    // The cache is not changed in place (React Query compares by reference).
    expect(ids(before)).toEqual(['5', '4', '3', '2']);

    const undone = placeItem(approved, { state: 'PROSPECT' }, reviewed(target, 'PROSPECT', now));
    expect(ids(undone)).toEqual(['5', '4', '3', '2']);
    expect(total(undone)).toBe(6);
    expect(findItem(undone, '4')?.reviewedAt).toBeNull();
  });

  test('in the unfiltered Corpus list a review changes the item where it is', () => {
    const all = prospects();
    const rejected = reviewed(findItem(all, '3')!, 'REJECTED', now);
    const next = placeItem(all, {}, rejected);
    expect(ids(next)).toEqual(['5', '4', '3', '2']);
    expect(findItem(next, '3')).toMatchObject({
      state: 'REJECTED',
      recommendable: false,
      reviewedAt: Math.floor(now.getTime() / 1000),
    });
    expect(total(next)).toBe(6);
  });

  test('an item reviewed elsewhere joins the Approved list in date order, not past what is loaded', () => {
    const approvedList: PagedItems = {
      pages: [
        {
          items: [item('9', 900, { state: 'APPROVED' })],
          totalCount: 3,
          endCursor: 'c9',
          hasNextPage: true,
        },
      ],
      pageParams: [null],
    };
    const newer = reviewed(item('10', 1000), 'APPROVED', now);
    expect(ids(placeItem(approvedList, { state: 'APPROVED' }, newer))).toEqual(['10', '9']);
    // Older than everything loaded, with more pages on the server: it will come with its page.
    const older = placeItem(
      approvedList,
      { state: 'APPROVED' },
      reviewed(item('1', 100), 'APPROVED', now),
    );
    expect(ids(older)).toEqual(['9']);
    expect(total(older)).toBe(4);
  });

  test('at the end of the whole list an older item is appended', () => {
    const last: PagedItems = {
      pages: [{ items: [item('9', 900)], totalCount: 1, endCursor: null, hasNextPage: false }],
      pageParams: [null],
    };
    expect(ids(placeItem(last, { state: 'PROSPECT' }, item('1', 100)))).toEqual(['9', '1']);
    expect(
      ids(placeItem({ ...last, pages: [{ ...last.pages[0]!, items: [] }] }, {}, item('1', 100))),
    ).toEqual(['1']);
  });

  test('topic, language and source filters decide too; a text search is left to the server', () => {
    const german = item('7', 700, { language: 'de', topic: 'travel' });
    expect(matchesFilters(german, { topic: 'travel', language: 'de' })).toBe(true);
    expect(matchesFilters(german, { topic: 'science' })).toBe(false);
    expect(matchesFilters(german, { source: 'CURATOR' })).toBe(false);
    expect(matchesFilters(german, { source: 'INSTANCE_FEED' })).toBe(true);
    expect(matchesFilters(german, { search: 'reise' })).toBeNull();

    const searched: PagedItems = {
      pages: [{ items: [item('8', 800)], totalCount: 1, endCursor: null, hasNextPage: false }],
      pageParams: [null],
    };
    // Not inserted into a search's results (only the server knows if it matches)…
    expect(placeItem(searched, { search: 'reise' }, german)).toBe(searched);
    // …but updated where it is one.
    const edited = { ...findItem(searched, '8')!, title: 'Über „Reisen“ — نص' };
    expect(findItem(placeItem(searched, { search: 'reise' }, edited), '8')?.title).toBe(
      'Über „Reisen“ — نص',
    );
  });

  test('undoing a rejection does not make the item recommendable by itself; the server says', () => {
    const fromHighFeed = item('6', 600, { recommendable: true });
    const rejected = reviewed(fromHighFeed, 'REJECTED', now);
    expect(rejected.recommendable).toBe(false);
    expect(reviewed(rejected, 'PROSPECT', now).recommendable).toBe(false);
    expect(reviewed(rejected, 'APPROVED', now).recommendable).toBe(true);
  });

  test('nothing loaded stays nothing loaded; an item on two pages is listed once', () => {
    expect(placeItem(undefined, {}, item('1', 1))).toBeUndefined();
    const paged = prospects();
    paged.pages[1]!.items.unshift(item('4', 400));
    expect(ids(paged)).toEqual(['5', '4', '3', '2']);
  });
});
