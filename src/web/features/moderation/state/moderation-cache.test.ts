import { describe, expect, test } from 'vitest';
import { checkHideReason, listsOf, withList, withModeration } from './moderation-cache';
import type { PagedLists, ReportedListRow } from './moderation-cache';

const list = (id: string, over: Partial<ReportedListRow> = {}): ReportedListRow => ({
  externalId: id,
  title: `List ${id}`,
  ownerUsername: 'owner',
  publicPath: `/sharedlists/${id}/list-${id}`,
  moderationStatus: 'VISIBLE',
  moderatedBy: null,
  moderationReason: null,
  reportCount: 1,
  lastReportedAt: '2026-11-20T10:00:00.000Z',
  reports: [],
  ...over,
});

const data: PagedLists = {
  pages: [
    { lists: [list('a'), list('b')], totalCount: 3, endCursor: 'b', hasNextPage: true },
    { lists: [list('c')], totalCount: 3, endCursor: 'c', hasNextPage: false },
  ],
  pageParams: [null, 'b'],
};

describe('reported lists cache', () => {
  test('listsOf flattens the pages in order', () => {
    expect(listsOf(data).map((l) => l.externalId)).toEqual(['a', 'b', 'c']);
    expect(listsOf(undefined)).toEqual([]);
  });

  test('an optimistic hide changes only that list, and the old state puts it back', () => {
    const hidden = withModeration(data, 'c', {
      moderationStatus: 'HIDDEN',
      moderatedBy: null,
      moderationReason: 'Spam',
    });
    const rows = listsOf(hidden);
    expect(rows.find((l) => l.externalId === 'c')).toMatchObject({
      moderationStatus: 'HIDDEN',
      moderationReason: 'Spam',
    });
    expect(rows.filter((l) => l.moderationStatus === 'HIDDEN')).toHaveLength(1);
    expect(listsOf(data).every((l) => l.moderationStatus === 'VISIBLE')).toBe(true);
    const reverted = withModeration(hidden, 'c', {
      moderationStatus: 'VISIBLE',
      moderatedBy: null,
      moderationReason: null,
    });
    expect(listsOf(reverted)).toEqual(listsOf(data));
  });

  test("the server's answer replaces the list", () => {
    const next = list('a', { moderationStatus: 'HIDDEN', moderatedBy: 'admin', reportCount: 4 });
    expect(listsOf(withList(data, next))[0]).toEqual(next);
    expect(withList(undefined, next)).toBeUndefined();
  });

  test('a hiding reason is required and at most 300 characters', () => {
    expect(checkHideReason('   ')).toMatchObject({ ok: false });
    expect(checkHideReason('  Spam  ')).toEqual({ ok: true, reason: 'Spam' });
    expect(checkHideReason('x'.repeat(300))).toMatchObject({ ok: true });
    expect(checkHideReason('x'.repeat(301))).toMatchObject({
      ok: false,
      error: expect.stringContaining('300') as unknown,
    });
    // Counted as people count: 300 emoji fit.
    expect(checkHideReason('🙂'.repeat(300))).toMatchObject({ ok: true });
  });
});
