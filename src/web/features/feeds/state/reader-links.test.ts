import { describe, expect, test } from 'vitest';
import type { FeedEntry } from '../api/get-feed-items';
import { entryReaderPath, inboxPath, inboxViewOfReader, opensInReader } from './reader-links';

const entry = (over: Partial<FeedEntry>, item: Partial<NonNullable<FeedEntry['item']>> | null) =>
  ({
    id: '7',
    url: 'https://news.example/a?b=1&c=«2»',
    title: 'A',
    isSaved: false,
    savedItemId: null,
    ...over,
    item: item && { itemId: '41', parseStatus: 'PARSED', ...item },
  }) as FeedEntry;

describe('reader links of inbox entries', () => {
  const view = { feedId: '12', unseenOnly: true };

  test('a parsed or pending page opens its item in the reader, with the view', () => {
    const path = entryReaderPath(entry({}, {}), view);
    expect(path).toBe('/read/41?feed=12&unseen=1&from=feeds');
    expect(entryReaderPath(entry({}, { parseStatus: 'PENDING' }), view)).toBe(path);
    expect(inboxViewOfReader(new URL(`http://x${path}`).searchParams)).toEqual(view);
  });

  test('a save opens the save; a failed page opens the original (unless forced)', () => {
    const saved = entry({ isSaved: true, savedItemId: '99' }, { parseStatus: 'FAILED' });
    expect(entryReaderPath(saved, { feedId: null, unseenOnly: false })).toBe('/read/99?from=feeds');
    const failed = entry({}, { parseStatus: 'FAILED' });
    expect(opensInReader(failed)).toBe(false);
    expect(entryReaderPath(failed, view)).toBeNull();
    expect(entryReaderPath(failed, view, true)).toBe('/read/41?feed=12&unseen=1&from=feeds');
    expect(entryReaderPath(entry({}, null), view, true)).toBeNull();
  });

  test('a reader not opened from the inbox has no view; Back goes to the view', () => {
    expect(inboxViewOfReader(new URLSearchParams('feed=12'))).toBeNull();
    expect(inboxPath(view)).toBe('/feeds?feed=12&unseen=1');
    expect(inboxPath({ feedId: null, unseenOnly: false })).toBe('/feeds');
  });
});
