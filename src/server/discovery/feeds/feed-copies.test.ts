/**
 * A feed speaks only for its own entries (docs/FEEDS.md "Fallback content"). A hostile feed lists
 * a URL whose page fails, with its own title and text: a reader who never followed it and saves
 * the URL sees the page's own failure (GraphQL and the share link's preview and public page); a
 * follower reads the feed's copy, labelled with the feed; the corpus shows a failed page through
 * an instance feed's copy only. Real app, loopback feed server, real parses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../../test/factories.js';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../../test/feed-server.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let server: FeedServer;
let admin: Auth;
let alice: Auth;
let followers: Auth[];

const HOSTILE = FEED_PATHS.fallback; // "Feed with full content"
const INSTANCE = FEED_PATHS.maxAge; // "A feed with max-age"
const PRIVATE_DOC = '/victim/private-doc';
const SHARED_DOC = '/victim/shared-doc';
const SPOOF_TITLE = 'Company recalls every product — « official »';
const SPOOF_TEXT = 'The board announced today that every product is recalled at once';
const spoofContent = (n: number) =>
  `<h1>${SPOOF_TITLE}</h1>${Array.from(
    { length: 8 },
    (_, i) =>
      `<p>${SPOOF_TEXT}, paragraph ${n}.${i}, and customers should return what they bought to the nearest store without delay.</p>`,
  ).join('')}<script>document.title='owned'</script><img src="x" onerror="alert(1)">`;
const INSTANCE_TITLE = 'Die Stadtbibliothek öffnet am Sonntag';
const INSTANCE_SUMMARY = 'Ab nächster Woche ist die Bibliothek auch sonntags geöffnet.';
const INSTANCE_TEXT =
  'Die Stadtbibliothek hat beschlossen, ihre Türen künftig auch am Sonntag zu öffnen, damit ' +
  'Familien, Schüler und Berufstätige in Ruhe lesen, lernen und Bücher ausleihen können.';

const READER = `query Reader($id: ID!) { readerSlug(slug: $id) { savedItem { item { ... on Item {
  itemId title excerpt parseStatus parseError article
  articleSource { kind feedTitle title language direction } } } } } }`;

interface ReaderItem {
  itemId: string;
  title: string | null;
  excerpt: string | null;
  parseStatus: string;
  parseError: string | null;
  article: string | null;
  articleSource: {
    kind: string;
    feedTitle: string | null;
    title: string | null;
    language: string | null;
    direction: string | null;
  } | null;
}

async function readerItem(auth: Auth, itemId: number): Promise<ReaderItem> {
  const response = await graphql<{ readerSlug: { savedItem: { item: ReaderItem } | null } }>(
    t.app,
    auth,
    READER,
    { id: String(itemId) },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.readerSlug.savedItem!.item;
}

async function subscribe(auth: Auth, path: string) {
  const response = await graphql(
    t.app,
    auth,
    'mutation($url: String!) { subscribeToFeed(url: $url) { id } }',
    { url: server.url(path) },
  );
  expect(response.errors).toBeUndefined();
}

async function pollFeed(path: string) {
  const feed = await t.services.feeds.feedForUrl(server.url(path));
  expect(await t.services.feeds.poll(feed.id)).toBe('updated');
}

/** The item of a page of the feed server, parsed now (the job's final attempt). */
async function parsedItem(path: string): Promise<number> {
  const { itemId } = await t.services.items.itemForUrl(server.url(path));
  await t.services.items.parse(itemId);
  return itemId;
}

const copyCount = async () =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM feed_entry_copies c
         JOIN feed_entries e ON e.entry_id = c.entry_id
        WHERE e.url = $1`,
      [server.url(PRIVATE_DOC)],
    )
  )[0]!.n;

beforeAll(async () => {
  server = await startFeedServer();
  t = await createTestApp();
  admin = await signUp(t.app); // the first account: the administrator
  alice = await signUp(t.app);
  followers = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  server.addEntry(HOSTILE, {
    id: 'spoof-private',
    url: PRIVATE_DOC,
    title: SPOOF_TITLE,
    summary: `${SPOOF_TEXT}.`,
    contentHtml: spoofContent(1),
  });
  // Three followers: enough for the corpus to take the feed's entries as SUBSCRIBED_FEED.
  for (const follower of followers) await subscribe(follower, HOSTILE);
  await pollFeed(HOSTILE);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe("a feed's copy of a page that fails", () => {
  it("a reader who never followed the feed sees the page's own failure, not the feed's words", async () => {
    const itemId = await parsedItem(PRIVATE_DOC);
    expect(server.requests(PRIVATE_DOC).at(-1)?.status).toBe(404);
    await saveUrl(t.app, alice, { url: server.url(PRIVATE_DOC) });
    expect(await readerItem(alice, itemId)).toEqual({
      itemId: String(itemId),
      title: null,
      excerpt: null,
      parseStatus: 'FAILED',
      parseError: 'The site answered with HTTP 404.',
      article: null,
      articleSource: null,
    });
    const stored = await t.services.items.get(itemId);
    expect(stored).toMatchObject({ parseStatus: 'FAILED', title: null, excerpt: null });
    expect(await t.services.items.article(itemId)).toBeNull();
  });

  it('the share link preview and its public page never show the feed’s text', async () => {
    const created = await graphql<{ createShareLink: { slug: string } }>(
      t.app,
      alice,
      'mutation($target: ValidUrl!) { createShareLink(target: $target) { slug } }',
      { target: server.url(PRIVATE_DOC) },
    );
    expect(created.errors).toBeUndefined();
    const slug = created.data!.createShareLink.slug;
    const preview = await graphql<{
      shareSlug: { preview: { title: string | null; excerpt: string | null } };
    }>(
      t.app,
      {},
      `
        query ($slug: ID!) {
          shareSlug(slug: $slug) {
            ... on PocketShare {
              preview {
                ... on PocketMetadata {
                  title
                  excerpt
                }
              }
            }
          }
        }
      `,
      { slug },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.shareSlug.preview).toEqual({ title: 'private doc', excerpt: null });
    const page = await t.app.inject({ method: 'GET', url: `/share/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Company recalls');
    expect(page.body).not.toContain(SPOOF_TEXT);
  });

  it("a follower reads the feed's copy, sanitised and labelled with the feed; parsed once", async () => {
    const [carol] = followers;
    const { itemId } = await t.services.items.itemForUrl(server.url(PRIVATE_DOC));
    await saveUrl(t.app, carol!, { url: server.url(PRIVATE_DOC) });
    const item = await readerItem(carol!, itemId);
    expect(item).toMatchObject({
      title: null,
      parseStatus: 'FAILED',
      parseError: 'The site answered with HTTP 404.',
      articleSource: {
        kind: 'FEED',
        feedTitle: 'Feed with full content',
        title: SPOOF_TITLE,
        direction: 'LTR',
      },
    });
    expect(item.article).toContain(`${SPOOF_TEXT}, paragraph 1.5`);
    expect(item.article).not.toMatch(/<script|onerror|document\.title/);
    expect(await copyCount()).toBe(1);
    // Kept: a second view reads the stored copy.
    expect((await readerItem(carol!, itemId)).article).toBe(item.article);
    expect(await copyCount()).toBe(1);
    // The follower's view changed nothing for the reader who does not follow the feed.
    expect(await readerItem(alice, itemId)).toMatchObject({ article: null, articleSource: null });
  });

  it('a page read for itself is the article for everyone, followers included', async () => {
    const [carol] = followers;
    server.addEntry(HOSTILE, {
      id: 'spoof-readable',
      url: '/generated/7.html',
      title: SPOOF_TITLE,
      contentHtml: spoofContent(3),
    });
    await pollFeed(HOSTILE);
    const itemId = await parsedItem('/generated/7.html');
    await saveUrl(t.app, carol!, { url: server.url('/generated/7.html') });
    const item = await readerItem(carol!, itemId);
    expect(item.parseStatus).toBe('PARSED');
    expect(item.articleSource).toEqual({
      kind: 'PAGE',
      feedTitle: null,
      title: null,
      language: null,
      direction: null,
    });
    expect(item.article).toContain('(7.3)');
    expect(item.article).not.toContain(SPOOF_TEXT);
  });
});

describe('the corpus', () => {
  it("shows a failed page through its instance feed's copy, never a subscribed feed's", async () => {
    server.addEntry(INSTANCE, {
      id: 'instance-shared',
      url: SHARED_DOC,
      title: INSTANCE_TITLE,
      summary: INSTANCE_SUMMARY,
      contentHtml: Array.from({ length: 6 }, () => `<p>${INSTANCE_TEXT}</p>`).join(''),
    });
    const added = await graphql<{ adminAddCorpusFeed: { id: string } }>(
      t.app,
      admin,
      'mutation($url: String!) { adminAddCorpusFeed(url: $url, topic: "education") { id } }',
      { url: server.url(INSTANCE) },
    );
    expect(added.errors).toBeUndefined();
    await pollFeed(INSTANCE);
    // The hostile feed lists the same page later, with its own words.
    server.addEntry(HOSTILE, {
      id: 'spoof-shared',
      url: SHARED_DOC,
      title: SPOOF_TITLE,
      summary: `${SPOOF_TEXT}.`,
      contentHtml: spoofContent(2),
    });
    await pollFeed(HOSTILE);
    const sharedItem = await parsedItem(SHARED_DOC);
    const privateItem = (await t.services.items.itemForUrl(server.url(PRIVATE_DOC))).itemId;

    const rows = await t.db.query<{ id: number; item_id: number; kinds: string[] }>(
      `SELECT ci.corpus_item_id::int AS id, ci.item_id::int AS item_id,
              array_agg(DISTINCT s.source_kind ORDER BY s.source_kind) AS kinds
         FROM corpus_items ci JOIN corpus_item_sources s USING (corpus_item_id)
        WHERE ci.item_id = ANY($1::bigint[]) GROUP BY ci.corpus_item_id`,
      [[sharedItem, privateItem]],
    );
    const idOf = (itemId: number) => rows.find((row) => row.item_id === itemId)!;
    expect(idOf(privateItem).kinds).toEqual(['SUBSCRIBED_FEED']);
    expect(idOf(sharedItem).kinds).toEqual(['INSTANCE_FEED', 'SUBSCRIBED_FEED']);

    const [privateView, sharedView] = await t.services.corpusItems.views(
      [idOf(privateItem).id, idOf(sharedItem).id],
      undefined,
    );
    expect(privateView).toMatchObject({ title: server.url(PRIVATE_DOC), excerpt: '' });
    expect(sharedView).toMatchObject({ title: INSTANCE_TITLE, excerpt: INSTANCE_SUMMARY });

    // Classification reads the instance feed's copy (German), not the hostile one (English).
    await t.services.corpusIntake.classify(idOf(sharedItem).id);
    await t.services.corpusIntake.classify(idOf(privateItem).id);
    const languages = await t.db.query<{ item_id: number; language: string | null }>(
      'SELECT item_id::int AS item_id, language FROM corpus_items WHERE item_id = ANY($1::bigint[])',
      [[sharedItem, privateItem]],
    );
    expect(Object.fromEntries(languages.map((row) => [row.item_id, row.language]))).toEqual({
      [sharedItem]: 'de',
      [privateItem]: null,
    });
  });
});
