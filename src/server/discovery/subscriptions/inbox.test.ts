/**
 * The feed inbox through GraphQL (docs/FEEDS.md "Subscriptions, inbox and OPML"): newest first
 * with cursors, one feed, unseen only, seen marks and counts, isSaved from the viewer's save,
 * and privacy: another user's subscriptions, entries and ids answer as unknown ones. Feeds are
 * subscribed by OPML (no fetch); their entries are stored as the feeds module stores them, and
 * the fan-out trigger of migration 0027 puts them in the followers' inboxes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';
import { actorFromCookie, saveUrl } from '../../test/factories.js';

let t: TestApp;
let alice: Auth & { id: string; cookie: string };
let bob: Auth & { id: string; cookie: string };

const FEEDS = `{ user { feeds { id url title status error itemCount unreadCount folder topic } } }`;
const ITEMS = `query Items($feedId: ID, $unseenOnly: Boolean, $pagination: PaginationInput) {
  user { feedItems(feedId: $feedId, unseenOnly: $unseenOnly, pagination: $pagination) {
    edges { cursor node { id url title excerpt publishedAt seen isSaved savedItemId
      feed { id title unreadCount } item { itemId givenUrl article } } }
    pageInfo { hasNextPage hasPreviousPage endCursor } totalCount } } }`;

interface Sub {
  id: string;
  url: string;
  title: string;
  itemCount: number;
  unreadCount: number;
  folder: string | null;
}
interface Entry {
  id: string;
  url: string;
  title: string;
  publishedAt: number;
  seen: boolean;
  isSaved: boolean;
  savedItemId: string | null;
  feed: { id: string; title: string; unreadCount: number };
  item: { itemId: string; givenUrl: string; article: string | null } | null;
}
interface Page {
  edges: Array<{ cursor: string; node: Entry }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  totalCount: number;
}

const code = (response: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0]?.extensions?.code;

async function feeds(auth: Auth): Promise<Sub[]> {
  const response = await graphql<{ user: { feeds: Sub[] } }>(t.app, auth, FEEDS);
  expect(response.errors).toBeUndefined();
  return response.data!.user.feeds;
}

async function items(auth: Auth, variables: Record<string, unknown> = {}): Promise<Page> {
  const response = await graphql<{ user: { feedItems: Page } }>(t.app, auth, ITEMS, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.user.feedItems;
}

/** Subscribes through the OPML service (no fetch); answers the subscriptions by feed URL. */
async function follow(who: { cookie: string }, urls: Array<{ url: string; title: string }>) {
  const actor = await actorFromCookie(t.services, who.cookie);
  const outlines = urls
    .map(({ url, title }) => `<outline text="${title}" xmlUrl="${url}"/>`)
    .join('');
  await t.services.feedSubscriptions.importOpml(
    actor,
    Buffer.from(`<opml version="2.0"><body>${outlines}</body></opml>`),
  );
  const subs = await feeds(who);
  return new Map(subs.map((sub) => [sub.url, sub]));
}

/** Stores entries as the feeds module does (an item per page, then the entry). */
async function addEntries(
  feedUrl: string,
  entries: Array<{ guid: string; url: string; title: string | null; publishedAt: string }>,
): Promise<string[]> {
  const [feed] = await t.db.query<{ feed_id: number }>('SELECT feed_id FROM feeds WHERE url = $1', [
    feedUrl,
  ]);
  const ids: string[] = [];
  for (const entry of entries) {
    const { itemId } = await t.services.items.itemForUrl(entry.url);
    const [row] = await t.db.query<{ entry_id: number }>(
      `INSERT INTO feed_entries (feed_id, guid, url, item_id, title, excerpt, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING entry_id`,
      [
        feed!.feed_id,
        entry.guid,
        entry.url,
        itemId,
        entry.title,
        `About ${entry.guid}`,
        entry.publishedAt,
      ],
    );
    ids.push(String(row!.entry_id));
  }
  return ids;
}

const A = 'https://news.example/feed.xml';
const B = 'https://blog.example/atom.xml';
let aliceSubs: Map<string, Sub>;
let entryIds: { a: string[]; b: string[] };

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  aliceSubs = await follow(alice, [
    { url: A, title: 'أخبار &amp; News' },
    { url: B, title: 'Blog «B»' },
  ]);
  entryIds = {
    a: await addEntries(A, [
      {
        guid: 'a1',
        url: 'https://news.example/1',
        title: 'عنوان الخبر الأول',
        publishedAt: '2026-11-20T10:00:00Z',
      },
      {
        guid: 'a2',
        url: 'https://news.example/2',
        title: 'Second: "quoted" & <tagged>',
        publishedAt: '2026-11-22T10:00:00Z',
      },
      // Same second as b1: the entry id breaks the tie.
      {
        guid: 'a3',
        url: 'https://news.example/3',
        title: null,
        publishedAt: '2026-11-24T10:00:00Z',
      },
    ]),
    b: await addEntries(B, [
      {
        guid: 'b1',
        url: 'https://blog.example/posts/1',
        title: 'Ünïcödé post',
        publishedAt: '2026-11-24T10:00:00Z',
      },
      {
        guid: 'b2',
        url: 'https://blog.example/posts/2',
        title: '日本語の記事',
        publishedAt: '2026-11-25T10:00:00Z',
      },
    ]),
  };
});
afterAll(() => t.close());

describe('the inbox', () => {
  it('lists every followed entry newest first, paging with cursors, titles falling back to the URL', async () => {
    const first = await items(alice, { pagination: { first: 2 } });
    expect(first.totalCount).toBe(5);
    expect(first.edges.map((edge) => edge.node.title)).toEqual([
      '日本語の記事',
      'Ünïcödé post', // b1 and a3 share a second: the later entry id first
    ]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await items(alice, {
      pagination: { first: 2, after: first.pageInfo.endCursor },
    });
    expect(second.edges.map((edge) => edge.node.title)).toEqual([
      'https://news.example/3',
      'Second: "quoted" & <tagged>',
    ]);
    const third = await items(alice, {
      pagination: { first: 2, after: second.pageInfo.endCursor },
    });
    expect(third.edges.map((edge) => edge.node.title)).toEqual(['عنوان الخبر الأول']);
    expect(third.pageInfo.hasNextPage).toBe(false);

    const newest = first.edges[0]!.node;
    expect(newest).toMatchObject({
      id: entryIds.b[1],
      url: 'https://blog.example/posts/2',
      publishedAt: Date.parse('2026-11-25T10:00:00Z') / 1000,
      seen: false,
      isSaved: false,
      savedItemId: null,
      feed: { id: aliceSubs.get(B)!.id, title: 'Blog «B»', unreadCount: 2 },
    });
    // The public item's preview is there; no article, as the page has not been parsed yet.
    expect(newest.item).toMatchObject({ givenUrl: 'https://blog.example/posts/2', article: null });
  });

  it('keeps one feed with feedId (a subscription id), and refuses a cursor it did not make', async () => {
    const page = await items(alice, { feedId: aliceSubs.get(A)!.id });
    expect(page.edges.map((edge) => edge.node.id)).toEqual([...entryIds.a].reverse());
    expect(page.totalCount).toBe(3);
    const bad = await graphql(t.app, alice, ITEMS, { pagination: { after: 'bm90IGEgY3Vyc29y' } });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    const backwards = await graphql(t.app, alice, ITEMS, { pagination: { last: 2 } });
    expect(code(backwards)).toBe('BAD_USER_INPUT');
    expect(backwards.errors?.[0]?.message).toMatch(/forward only/);
  });

  it('marks entries seen and unseen, for the counts and unseenOnly', async () => {
    const marked = await graphql<{ markFeedEntriesSeen: string[] }>(
      t.app,
      alice,
      'mutation($ids: [ID!]!) { markFeedEntriesSeen(ids: $ids) }',
      { ids: [entryIds.a[0], entryIds.b[1]] },
    );
    expect(marked.data?.markFeedEntriesSeen.sort()).toEqual([entryIds.a[0], entryIds.b[1]].sort());
    const unseen = await items(alice, { unseenOnly: true });
    expect(unseen.totalCount).toBe(3);
    expect(unseen.edges.map((edge) => edge.node.id)).not.toContain(entryIds.b[1]);
    const subs = new Map((await feeds(alice)).map((sub) => [sub.url, sub]));
    expect(subs.get(A)).toMatchObject({ itemCount: 3, unreadCount: 2 });
    expect(subs.get(B)).toMatchObject({ itemCount: 2, unreadCount: 1 });
    expect((await items(alice)).edges[0]!.node.seen).toBe(true);

    const unmarked = await graphql<{ markFeedEntriesUnseen: string[] }>(
      t.app,
      alice,
      'mutation($ids: [ID!]!) { markFeedEntriesUnseen(ids: $ids) }',
      { ids: [entryIds.b[1]] },
    );
    expect(unmarked.data?.markFeedEntriesUnseen).toEqual([entryIds.b[1]]);
    expect((await items(alice, { unseenOnly: true })).totalCount).toBe(4);

    const malformed = await graphql(
      t.app,
      alice,
      'mutation { markFeedEntriesSeen(ids: ["1; DROP"]) }',
    );
    expect(code(malformed)).toBe('BAD_USER_INPUT');
  });

  it('says an entry is saved once the viewer saves its page, with the save', async () => {
    const saved = await saveUrl(t.app, alice, { url: 'https://news.example/2' });
    const entry = (await items(alice, { feedId: aliceSubs.get(A)!.id })).edges.find(
      (edge) => edge.node.id === entryIds.a[1],
    )!.node;
    expect(entry).toMatchObject({ isSaved: true, savedItemId: saved.id });
    // The same page seen through the entry: the article is readable once saved (null until parsed).
    expect(entry.item?.itemId).toBe(saved.id);

    await graphql(t.app, alice, 'mutation($id: ID!) { deleteSavedItem(id: $id) }', {
      id: saved.id,
    });
    const after = (await items(alice, { feedId: aliceSubs.get(A)!.id })).edges.find(
      (edge) => edge.node.id === entryIds.a[1],
    )!.node;
    expect(after).toMatchObject({ isSaved: false, savedItemId: null });
  });
  it("counts the viewer's private copy of a page (a capture) as their save of the entry", async () => {
    const actor = await actorFromCookie(t.services, alice.cookie);
    const captured = await t.services.saves.save(actor, {
      url: 'https://news.example/1',
      html: '<!doctype html><html><head><title>Members only</title></head><body><p>Ce texte réservé.</p></body></html>',
    });
    expect(captured.captured).toBe(true);
    const entry = (await items(alice, { feedId: aliceSubs.get(A)!.id })).edges.find(
      (edge) => edge.node.id === entryIds.a[0],
    )!.node;
    // The entry's item is the public one; the save is on the private copy.
    expect(entry).toMatchObject({ isSaved: true, savedItemId: String(captured.saved.itemId) });
    expect(entry.item?.itemId).not.toBe(String(captured.saved.itemId));
  });
});

describe('privacy', () => {
  it("never shows one user another's subscriptions or entries, and answers their ids as unknown", async () => {
    expect(await feeds(bob)).toEqual([]);
    expect((await items(bob)).totalCount).toBe(0);
    const aSub = aliceSubs.get(A)!.id;
    expect(code(await graphql(t.app, bob, ITEMS, { feedId: aSub }))).toBe('NOT_FOUND');
    const unsubscribe = await graphql(
      t.app,
      bob,
      'mutation($id: ID!) { unsubscribeFromFeed(id: $id) }',
      { id: aSub },
    );
    expect(code(unsubscribe)).toBe('NOT_FOUND');
    const refresh = await graphql(
      t.app,
      bob,
      'mutation($id: ID!) { refreshFeed(id: $id) { id } }',
      { id: aSub },
    );
    expect(code(refresh)).toBe('NOT_FOUND');
    // Bob's marks reach only his own rows: none here.
    const seen = await graphql<{ markFeedEntriesSeen: string[] }>(
      t.app,
      bob,
      'mutation($ids: [ID!]!) { markFeedEntriesSeen(ids: $ids) }',
      { ids: entryIds.a },
    );
    expect(seen.data?.markFeedEntriesSeen).toEqual([]);
    const [row] = await t.db.query<{ unseen: number }>(
      `SELECT count(*)::int AS unseen FROM feed_inbox WHERE user_id = $1 AND seen_at IS NULL
          AND entry_id = ANY($2::bigint[])`,
      [Number(alice.id), entryIds.a.map(Number)],
    );
    expect(row!.unseen).toBe(2); // a1 was marked by Alice herself above

    // When Bob follows the same feed he gets his own inbox rows, with their own seen marks.
    const bobs = await follow(bob, [{ url: A, title: 'Mine' }]);
    expect(bobs.get(A)!.id).not.toBe(aSub);
    const page = await items(bob);
    expect(page.edges.map((edge) => [edge.node.id, edge.node.seen, edge.node.feed.title])).toEqual(
      [...entryIds.a].reverse().map((id) => [id, false, 'Mine']),
    );
  });

  it('refuses a caller who is not signed in', async () => {
    expect(code(await graphql(t.app, {}, FEEDS))).toBe('UNAUTHENTICATED');
    expect(code(await graphql(t.app, {}, ITEMS))).toBe('UNAUTHENTICATED');
    for (const mutation of [
      'mutation { subscribeToFeed(url: "https://news.example/feed.xml") { id } }',
      'mutation { unsubscribeFromFeed(id: "1") }',
      'mutation { markFeedEntriesSeen(ids: ["1"]) }',
      'mutation { refreshFeed(id: "1") { id } }',
      '{ discoverFeeds(url: "https://news.example/") { url } }',
    ]) {
      expect(code(await graphql(t.app, {}, mutation))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('unsubscribing', () => {
  it("removes the user's inbox rows of the feed, and the feed is no longer followed once nobody does", async () => {
    const carol = await signUp(t.app);
    const subs = await follow(carol, [{ url: B, title: 'B' }]);
    const [before] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM feed_inbox WHERE user_id = $1',
      [Number(carol.id)],
    );
    expect(before!.count).toBe(2); // backfilled from the entries already stored
    const done = await graphql<{ unsubscribeFromFeed: string }>(
      t.app,
      carol,
      'mutation($id: ID!) { unsubscribeFromFeed(id: $id) }',
      { id: subs.get(B)!.id },
    );
    expect(done.data?.unsubscribeFromFeed).toBe(subs.get(B)!.id);
    expect(await feeds(carol)).toEqual([]);
    expect((await items(carol)).totalCount).toBe(0);
    const again = await graphql(
      t.app,
      carol,
      'mutation($id: ID!) { unsubscribeFromFeed(id: $id) }',
      {
        id: subs.get(B)!.id,
      },
    );
    expect(code(again)).toBe('NOT_FOUND');

    // Alice still follows B; once she leaves too, nothing follows it (the poller's rule).
    const followed = async () =>
      (
        await t.db.query<{ followed: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM feed_subscriptions s JOIN feeds f USING (feed_id) WHERE f.url = $1)
               OR EXISTS (SELECT 1 FROM corpus_feeds c JOIN feeds f USING (feed_id) WHERE f.url = $1)
               AS followed`,
          [B],
        )
      )[0]!.followed;
    expect(await followed()).toBe(true);
    await graphql(t.app, alice, 'mutation($id: ID!) { unsubscribeFromFeed(id: $id) }', {
      id: aliceSubs.get(B)!.id,
    });
    expect(await followed()).toBe(false);
    // The poller agrees: it fetches nothing for the feed.
    const [feed] = await t.db.query<{ feed_id: number }>(
      'SELECT feed_id FROM feeds WHERE url = $1',
      [B],
    );
    expect(await t.services.feeds.poll(Number(feed!.feed_id))).toBe('unfollowed');
    expect((await items(alice)).edges.map((edge) => edge.node.url)).not.toContain(
      'https://blog.example/posts/1',
    );
  });
});
