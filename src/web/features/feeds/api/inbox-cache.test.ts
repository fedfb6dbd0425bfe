import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import type { FeedEntry, InboxData } from './get-feed-items';
import type { FeedSubscription } from './get-feeds';
import { cachedSeen, setEntriesSeen, setEntrySaved } from './inbox-cache';
import { feedsKeys } from './query-keys';

function subscription(id: string, unreadCount: number): FeedSubscription {
  return {
    id,
    url: `https://feeds.example/${id}.xml`,
    title: `Feed ${id}`,
    siteUrl: null,
    iconUrl: null,
    status: 'OK',
    lastFetchedAt: 1_790_000_000,
    error: null,
    itemCount: 10,
    unreadCount,
    folder: null,
    topic: null,
    createdAt: 1_780_000_000,
  };
}

function entry(
  id: string,
  feedId: string,
  seen: boolean,
  url = `https://a.example/${id}`,
): FeedEntry {
  return {
    id,
    url,
    title: `Entry ${id}`,
    excerpt: null,
    publishedAt: 1_790_000_000,
    seen,
    isSaved: false,
    savedItemId: null,
    feed: { id: feedId, title: `Feed ${feedId}`, siteUrl: null, iconUrl: null },
    item: null,
  };
}

function pages(...entries: FeedEntry[]): InboxData {
  return {
    pages: [{ entries, endCursor: null, hasNextPage: false, totalCount: entries.length }],
    pageParams: [null],
  };
}

function setup() {
  const client = new QueryClient();
  client.setQueryData(feedsKeys.subscriptions, [subscription('1', 2), subscription('2', 1)]);
  // The same entries in the All view and in feed 1's view.
  client.setQueryData(
    feedsKeys.inbox({ feedId: null, unseenOnly: false }),
    pages(
      entry('a', '1', false),
      entry('b', '1', false),
      entry('c', '2', false),
      entry('d', '2', true),
    ),
  );
  client.setQueryData(
    feedsKeys.inbox({ feedId: '1', unseenOnly: true }),
    pages(entry('a', '1', false), entry('b', '1', false)),
  );
  return client;
}

const unread = (client: QueryClient) =>
  client.getQueryData<FeedSubscription[]>(feedsKeys.subscriptions)!.map((feed) => feed.unreadCount);

describe('inbox cache', () => {
  test('seen changes every view holding the entry and each feed count once', () => {
    const client = setup();
    expect(setEntriesSeen(client, ['a', 'c', 'd', 'unknown'], true).sort()).toEqual(['a', 'c']);
    expect(unread(client)).toEqual([1, 0]);
    const feedView = client.getQueryData<InboxData>(
      feedsKeys.inbox({ feedId: '1', unseenOnly: true }),
    )!;
    // Seen entries stay in an unseen-only view until it loads again: nothing jumps.
    expect(feedView.pages[0]!.entries.map((one) => [one.id, one.seen])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(cachedSeen(client, 'c')).toBe(true);
  });

  test('the rollback (the changed ids back to unseen) restores the counts', () => {
    const client = setup();
    const changed = setEntriesSeen(client, ['a', 'b'], true);
    expect(unread(client)).toEqual([0, 1]);
    setEntriesSeen(client, changed, false);
    expect(unread(client)).toEqual([2, 1]);
    expect(cachedSeen(client, 'a')).toBe(false);
  });

  test('counts never go below zero, and nothing changes for entries already in that state', () => {
    const client = setup();
    client.setQueryData(feedsKeys.subscriptions, [subscription('1', 0), subscription('2', 0)]);
    setEntriesSeen(client, ['a', 'b'], true);
    expect(unread(client)).toEqual([0, 0]);
    expect(setEntriesSeen(client, ['a', 'b'], true)).toEqual([]);
  });

  test('saving marks every entry with that URL as saved, with the save id', () => {
    const client = setup();
    client.setQueryData(
      feedsKeys.inbox({ feedId: '2', unseenOnly: false }),
      pages(entry('x', '2', false, 'https://a.example/a')),
    );
    setEntrySaved(client, 'https://a.example/a', '901');
    const all = client.getQueryData<InboxData>(
      feedsKeys.inbox({ feedId: null, unseenOnly: false }),
    )!;
    expect(all.pages[0]!.entries.find((one) => one.id === 'a')).toMatchObject({
      isSaved: true,
      savedItemId: '901',
    });
    expect(all.pages[0]!.entries.find((one) => one.id === 'b')!.isSaved).toBe(false);
    const other = client.getQueryData<InboxData>(
      feedsKeys.inbox({ feedId: '2', unseenOnly: false }),
    )!;
    expect(other.pages[0]!.entries[0]!.savedItemId).toBe('901');
  });
});
