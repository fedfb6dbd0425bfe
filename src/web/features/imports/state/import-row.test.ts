import { describe, expect, test } from 'vitest';
import {
  countsText,
  finishedSince,
  moreProblems,
  pagesText,
  percentDone,
  pollInterval,
  progressText,
  seenOf,
  toUnixSeconds,
} from './import-row';
import type { ImportRow } from './import-row';

const row = (fields: Partial<ImportRow>): ImportRow => ({
  id: '1',
  importType: 'pocket',
  format: 'Pocket export (CSV)',
  fileName: 'part_000000.csv',
  status: 'RUNNING',
  total: 10,
  processed: 4,
  created: 3,
  existing: 1,
  failed: 0,
  listsCreated: 0,
  pagesTotal: 0,
  pagesFetched: 0,
  pagesFailed: 0,
  problems: [],
  problemCount: 0,
  error: null,
  createdAt: 1_700_000_000,
  finishedAt: null,
  ...fields,
});

describe('an import in the list', () => {
  test('progress is processed over total, unknown until the file is read', () => {
    expect(percentDone(row({}))).toBe(40);
    expect(progressText(row({}))).toBe('4 of 10');
    expect(percentDone(row({ total: null, processed: 0 }))).toBeNull();
    expect(progressText(row({ total: null, processed: 0 }))).toBe('Reading the file…');
    expect(percentDone(row({ status: 'DONE', total: 0 }))).toBe(100);
    expect(progressText(row({ total: 1200, processed: 1000 }))).toBe('1,000 of 1,200');
  });

  test('counts read as new, already saved and failed', () => {
    expect(countsText(row({ created: 1, existing: 2, failed: 3 }))).toBe(
      '1 new save · 2 already saved · 3 failed',
    );
    expect(countsText(row({ created: 0, existing: 0, failed: 0 }))).toBe(
      '0 new saves · 0 already saved · 0 failed',
    );
    expect(countsText(row({ created: 5, existing: 0, failed: 0, listsCreated: 2 }))).toBe(
      '5 new saves · 0 already saved · 0 failed · 2 lists',
    );
  });

  test('"and N more" counts the problems not listed', () => {
    const problems = [{ row: 2, url: 'nope', reason: 'Not a URL' }];
    expect(moreProblems(row({ problems, problemCount: 1 }))).toBe(0);
    expect(moreProblems(row({ problems, problemCount: 250 }))).toBe(249);
  });

  test('the list polls only while an import is queued or running', () => {
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval([row({ status: 'DONE' }), row({ status: 'FAILED' })])).toBe(false);
    expect(pollInterval([row({ status: 'DONE' }), row({ status: 'QUEUED' })])).toBe(2000);
  });

  test('dates arrive as ISO strings', () => {
    expect(toUnixSeconds('2026-01-02T03:04:05.000Z')).toBe(1_767_323_045);
    expect(toUnixSeconds(null)).toBeNull();
    expect(toUnixSeconds('soon')).toBeNull();
  });
});

describe('when an import finishes', () => {
  test('one seen running that is now done or failed counts', () => {
    const before = seenOf([row({ id: 'a', status: 'RUNNING' }), row({ id: 'b', status: 'DONE' })]);
    expect(
      finishedSince(before, [
        row({ id: 'a', status: 'RUNNING' }),
        row({ id: 'b', status: 'DONE' }),
      ]),
    ).toBe(false);
    expect(
      finishedSince(before, [row({ id: 'a', status: 'DONE' }), row({ id: 'b', status: 'DONE' })]),
    ).toBe(true);
    expect(
      finishedSince(before, [row({ id: 'a', status: 'FAILED' }), row({ id: 'b', status: 'DONE' })]),
    ).toBe(true);
  });

  test('a new import that is already done counts, but not the first answer', () => {
    expect(finishedSince(seenOf([]), [row({ id: 'c', status: 'DONE' })])).toBe(true);
    expect(finishedSince(seenOf([]), [row({ id: 'c', status: 'QUEUED' })])).toBe(false);
    expect(finishedSince(null, [row({ id: 'c', status: 'DONE' })])).toBe(false);
  });
});

describe("an import's page fetches", () => {
  test('shows how many pages are fetched while they are, and what failed at the end', () => {
    expect(pagesText(row({}))).toBeNull();
    const fetching = row({
      status: 'DONE',
      pagesTotal: 10_000,
      pagesFetched: 7_200,
      pagesFailed: 10,
    });
    expect(pagesText(fetching)).toBe('7,210 of 10,000 pages fetched (10 could not be read)');
    expect(pagesText(row({ pagesTotal: 3, pagesFetched: 1 }))).toBe('1 of 3 pages fetched');
    expect(pagesText(row({ pagesTotal: 3, pagesFetched: 2, pagesFailed: 1 }))).toBe(
      '2 pages fetched · 1 could not be read',
    );
    expect(pagesText(row({ pagesTotal: 1, pagesFetched: 1 }))).toBe('1 page fetched');
  });

  test('the list keeps polling while a finished import still fetches its pages', () => {
    const done = row({ status: 'DONE', pagesTotal: 5, pagesFetched: 5 });
    expect(pollInterval([done])).toBe(false);
    expect(pollInterval([{ ...done, pagesFetched: 4 }])).toBe(2_000);
  });
});
