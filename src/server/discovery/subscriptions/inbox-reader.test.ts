/**
 * Reading an entry of one's feed inbox without saving it (docs/FEEDS.md "Reading an entry"):
 * readerSlug answers the subscriber with the entry and its item's parsed article; anyone else —
 * another user, an app's token, the subscriber after unsubscribing — gets what an unknown id gets.
 * Saving the entry turns it into a normal save at the same reader address. Real app, loopback
 * feed server, real fetches and parses of the fixture articles.
 */
import { APP_SCOPES } from '../../../common/token-scopes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../../test/feed-server.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let server: FeedServer;
let alice: Auth & { id: string };
let bob: Auth;

const READER = `query Reader($id: ID!) { readerSlug(slug: $id) {
  slug
  savedItem { id status item { ... on Item { itemId article } } }
  feedEntry { id url title seen isSaved savedItemId feed { id title }
    item { itemId title parseStatus article articleSource { kind } } }
  fallbackPage { __typename ... on ItemNotFound { message } } } }`;

interface ReaderAnswer {
  slug: string;
  savedItem: {
    id: string;
    status: string;
    item: { itemId: string; article: string | null };
  } | null;
  feedEntry: {
    id: string;
    url: string;
    title: string;
    seen: boolean;
    isSaved: boolean;
    savedItemId: string | null;
    feed: { id: string; title: string };
    item: {
      itemId: string;
      title: string | null;
      parseStatus: string;
      article: string | null;
      articleSource: { kind: string } | null;
    } | null;
  } | null;
  fallbackPage: { __typename: string; message?: string } | null;
}

async function reader(auth: Auth, id: string) {
  return graphql<{ readerSlug: ReaderAnswer }>(t.app, auth, READER, { id });
}

const INBOX = `{ user { feedItems(pagination: { first: 50 }) { edges { node {
  id url title item { itemId article } } } } } }`;

interface InboxNode {
  id: string;
  url: string;
  title: string;
  item: { itemId: string; article: string | null } | null;
}

async function inbox(auth: Auth): Promise<InboxNode[]> {
  const response = await graphql<{ user: { feedItems: { edges: Array<{ node: InboxNode }> } } }>(
    t.app,
    auth,
    INBOX,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.user.feedItems.edges.map((edge) => edge.node);
}

let entry: InboxNode;
let itemId: string;

beforeAll(async () => {
  server = await startFeedServer();
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const subscribed = await graphql(
    t.app,
    alice,
    'mutation($url: String!) { subscribeToFeed(url: $url) { id } }',
    { url: server.url(FEED_PATHS.rss) },
  );
  expect(subscribed.errors).toBeUndefined();
  const feed = await t.services.feeds.feedForUrl(server.url(FEED_PATHS.rss));
  expect(await t.services.feeds.poll(feed.id)).toBe('updated');
  const entries = await inbox(alice);
  expect(entries.length).toBeGreaterThan(2);
  entry = entries.find((one) => one.item)!;
  itemId = entry.item!.itemId;
  // The parse job's work, done now: the page is fetched from the feed server and extracted.
  await t.services.items.parse(Number(itemId));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe('reading an entry of the inbox', () => {
  it("gives the subscriber the entry and its page's parsed article, without a save", async () => {
    const answer = await reader(alice, itemId);
    expect(answer.errors).toBeUndefined();
    const view = answer.data!.readerSlug;
    expect(view.savedItem).toBeNull();
    expect(view.fallbackPage).toBeNull();
    expect(view.feedEntry).toMatchObject({
      id: entry.id,
      url: entry.url,
      title: entry.title,
      isSaved: false,
      savedItemId: null,
      feed: { title: expect.stringMatching(/Fixture News/) as unknown },
      item: { itemId, parseStatus: 'PARSED', articleSource: { kind: 'PAGE' } },
    });
    expect(view.feedEntry!.item!.article!.length).toBeGreaterThan(500);
    // The inbox hands its owner the same article.
    const listed = (await inbox(alice)).find((one) => one.id === entry.id)!;
    expect(listed.item!.article).toBe(view.feedEntry!.item!.article);
  });

  it('answers anyone else exactly as an unknown id: another user, an app token, an ex-subscriber', async () => {
    const unknown = (await reader(bob, '999999999')).data!.readerSlug;
    expect(unknown).toEqual({
      slug: '999999999',
      savedItem: null,
      feedEntry: null,
      fallbackPage: { __typename: 'ItemNotFound', message: 'This item could not be found.' },
    });
    const other = await reader(bob, itemId);
    expect(other.errors).toBeUndefined();
    expect(other.data!.readerSlug).toEqual({ ...unknown, slug: itemId });
    // Bob's own inbox is empty, and the shared item's article stays closed to him everywhere.
    expect(await inbox(bob)).toEqual([]);
    const byId = await graphql<{ user: { savedItemById: unknown } }>(
      t.app,
      bob,
      'query($id: ID!) { user { savedItemById(id: $id) { id } } }',
      { id: itemId },
    );
    expect(byId.data?.user.savedItemById).toBeNull();

    // Feeds are the website's: Alice's app token reads no entry either.
    const { token } = await t.services.auth.createAccessToken(Number(alice.id), 'An app', {
      scopes: APP_SCOPES,
      consumerKey: '94110-9f3c1e7a2b4d6f8e0a1c3e5b',
    });
    const viaApp = await reader({ token }, itemId);
    expect(viaApp.data?.readerSlug).toEqual({ ...unknown, slug: itemId });

    // A user who unsubscribes has the entry no more, nor its article.
    const carol = await signUp(t.app);
    const sub = await graphql<{ subscribeToFeed: { id: string } }>(
      t.app,
      carol,
      'mutation($url: String!) { subscribeToFeed(url: $url) { id } }',
      { url: server.url(FEED_PATHS.rss) },
    );
    expect((await reader(carol, itemId)).data!.readerSlug.feedEntry?.item?.article).toBeTruthy();
    await graphql(t.app, carol, 'mutation($id: ID!) { unsubscribeFromFeed(id: $id) }', {
      id: sub.data!.subscribeToFeed.id,
    });
    expect((await reader(carol, itemId)).data!.readerSlug).toEqual({ ...unknown, slug: itemId });
  });

  it('saves the entry from the reader: the same address then opens the save', async () => {
    const saved = await graphql<{ upsertSavedItem: { id: string } }>(
      t.app,
      alice,
      'mutation($url: String!) { upsertSavedItem(input: { url: $url }) { id } }',
      { url: entry.url },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.upsertSavedItem.id).toBe(itemId);
    const view = (await reader(alice, itemId)).data!.readerSlug;
    expect(view).toMatchObject({
      savedItem: { id: itemId, status: 'UNREAD', item: { itemId } },
      feedEntry: null,
      fallbackPage: null,
    });
    expect(view.savedItem!.item.article!.length).toBeGreaterThan(500);
    const listed = (await inbox(alice)).find((one) => one.id === entry.id)!;
    expect(listed).toMatchObject({ id: entry.id });
  });
});
