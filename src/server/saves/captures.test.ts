/**
 * Pages saved as the browser rendered them (migration 0025): the HTML is extracted and sanitised
 * exactly like a fetched page, becomes the saver's private item, and nobody else ever sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAGE } from '../../../e2e/fixture-server.js';
import type { Actor } from '../core/actor.js';
import { actorFromCookie } from '../test/factories.js';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

const SECRET_WORD = 'zephyrine';
const paragraph = (i: number) =>
  `<p>Paragraph ${i} of a members-only essay about ${SECRET_WORD} tides, long enough to read as an article: the harbour empties twice a day and the boats lean on the mud until the sea returns.</p>`;
const MEMBERS_PAGE = `<!doctype html><html lang="en"><head><title>The Members' Essay</title></head>
<body><nav>Account · Sign out</nav><article><h1>The Members' Essay</h1>
${Array.from({ length: 8 }, (_, i) => paragraph(i + 1)).join('\n')}</article></body></html>`;
const LOGIN_WALL = `<!doctype html><html lang="en"><head><title>Sign in</title></head>
<body><form><p>Please sign in to read this essay.</p><input name="user"></form></body></html>`;
const ARTICLE = `<!doctype html><html lang="en"><head><title>Open Letters</title></head><body><article>
${'<p>An ordinary public article about open letters and the people who write them, with enough words to be an article.</p>'.repeat(8)}
</article></body></html>`;

const EXECUTABLE =
  /<script|onerror|onload|onclick|onfocus|javascript:|evil\.invalid|<form|<input|<svg|<iframe/i;

const ITEM_BY_URL = `query($url: String!) { itemByUrl(url: $url) {
  itemId givenUrl title article savedItem { id status tags { name } }
} }`;
const SAVE_BY_ID = `query($id: ID!) { user { savedItemById(id: $id) { id item { ... on Item { article } } } } }`;

interface ItemByUrl {
  itemByUrl: {
    itemId: string;
    givenUrl: string;
    title: string | null;
    article: string | null;
    savedItem: { id: string; status: string; tags: Array<{ name: string }> } | null;
  } | null;
}

describe('saving a page as the browser rendered it', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let alice: { cookie: string; password: string; actor: Actor };
  let bob: { cookie: string; actor: Actor };

  beforeAll(async () => {
    fixtures = await startFixtureServer({
      '/xss.html': [200, 'text/html; charset=utf-8', XSS_PAGE],
      '/members/essay': [200, 'text/html; charset=utf-8', LOGIN_WALL],
      '/open-letters': [200, 'text/html; charset=utf-8', ARTICLE],
      '/members/other': [200, 'text/html; charset=utf-8', LOGIN_WALL],
    });
    t = await createTestApp({ allowPrivateFetch: true });
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    alice = { ...a, actor: await actorFromCookie(t.services, a.cookie) };
    bob = { ...b, actor: await actorFromCookie(t.services, b.cookie) };
  }, 60_000);
  afterAll(async () => {
    await fixtures?.close();
    await t?.close();
  });

  const privateItemCount = async (itemId: number) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM items WHERE item_id = $1 AND owner_user_id IS NOT NULL)::int
              + (SELECT count(*) FROM item_captures WHERE item_id = $1)::int AS n`,
        [itemId],
      )
    )[0]!.n;

  it('sanitises the XSS page sent as HTML exactly as it sanitises it fetched', async () => {
    const url = fixtures.url('/xss.html');
    const fetched = await t.services.saves.save(bob.actor, { url });
    const captured = await t.services.saves.save(alice.actor, { url, html: XSS_PAGE });
    expect(captured.captured).toBe(true);
    expect(captured.saved.itemId).not.toBe(fetched.saved.itemId);
    await t.services.items.parse(fetched.saved.itemId);
    const hitsBefore = fixtures.hits.get('/xss.html');
    await t.services.items.parse(captured.saved.itemId);
    // The capture is extracted from the stored HTML: the page is not fetched for it.
    expect(fixtures.hits.get('/xss.html')).toBe(hitsBefore);

    const fetchedArticle = (await t.services.items.article(fetched.saved.itemId)) ?? '';
    const capturedArticle = (await t.services.items.article(captured.saved.itemId)) ?? '';
    expect(capturedArticle).toContain('slow work of writing things down');
    expect(capturedArticle).not.toMatch(EXECUTABLE);
    expect(capturedArticle).toBe(fetchedArticle);
    const item = await t.services.items.get(captured.saved.itemId);
    expect(item).toMatchObject({ title: 'A perfectly innocent article', resolvedUrl: url });
  }, 60_000); // the first parse starts the extraction worker

  it("extracts a login-only page from the saver's HTML; another user sees only the public page", async () => {
    const url = fixtures.url('/members/essay');
    const first = await t.services.saves.save(alice.actor, {
      url,
      html: MEMBERS_PAGE,
      tags: ['essays'],
    });
    expect(first).toMatchObject({ previouslySavedAt: null, captured: true });
    const privateId = first.saved.itemId;
    await t.services.items.parse(privateId);

    const mine = await graphql<ItemByUrl>(t.app, alice, ITEM_BY_URL, { url });
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.itemByUrl).toMatchObject({
      itemId: String(privateId),
      givenUrl: url,
      title: "The Members' Essay",
      savedItem: { id: String(privateId), status: 'UNREAD', tags: [{ name: 'essays' }] },
    });
    expect(mine.data?.itemByUrl?.article).toContain(SECRET_WORD);
    const found = await t.services.search.search(alice.actor, { query: SECRET_WORD });
    expect(found.edges.map((edge) => edge.node.savedItem.itemId)).toEqual([privateId]);

    // Bob has not saved it: nothing, by URL or by Alice's item id.
    expect((await graphql<ItemByUrl>(t.app, bob, ITEM_BY_URL, { url })).data?.itemByUrl).toBeNull();
    const byId = await graphql<{ user: { savedItemById: unknown } }>(t.app, bob, SAVE_BY_ID, {
      id: String(privateId),
    });
    expect(byId.data?.user.savedItemById).toBeNull();
    expect(await t.services.itemAccess.article(bob.actor, privateId)).toBeNull();

    // Bob saves the same URL: he gets the public item, fetched (the login wall), never the capture.
    const bobs = await t.services.saves.save(bob.actor, { url });
    expect(bobs.saved.itemId).not.toBe(privateId);
    await t.services.items.parse(bobs.saved.itemId);
    const his = await graphql<ItemByUrl>(t.app, bob, ITEM_BY_URL, { url });
    expect(his.data?.itemByUrl?.itemId).toBe(String(bobs.saved.itemId));
    expect(his.data?.itemByUrl?.article ?? '').not.toContain(SECRET_WORD);
    // Saving again (the public item now exists beside Alice's private one) still finds his.
    expect((await t.services.saves.save(bob.actor, { url })).saved.itemId).toBe(bobs.saved.itemId);
    expect((await t.services.search.search(bob.actor, { query: SECRET_WORD })).totalCount).toBe(0);
    const stillNot = await graphql<{ user: { savedItemById: unknown } }>(t.app, bob, SAVE_BY_ID, {
      id: String(privateId),
    });
    expect(stillNot.data?.user.savedItemById).toBeNull();
    // A later plain save by Alice keeps her private copy: still one save of the URL.
    const again = await t.services.saves.save(alice.actor, { url });
    expect(again.saved.itemId).toBe(privateId);
    expect(again.captured).toBe(false);
    expect(again.previouslySavedAt).toEqual(first.saved.createdAt);
    // Refreshing re-extracts the stored HTML instead of fetching the login wall.
    const refreshed = await t.services.saves.refresh(alice.actor, url);
    expect(refreshed.item.itemId).toBe(privateId);
    expect(await t.services.items.article(privateId)).toContain(SECRET_WORD);
  });

  it('moves an existing save to the capture, keeping its tags, highlights and state', async () => {
    const url = fixtures.url('/open-letters');
    const plain = await t.services.saves.save(alice.actor, { url, tags: ['letters'] });
    const publicId = plain.saved.itemId;
    await t.services.items.parse(publicId);
    await t.services.highlights.create(alice.actor, [
      { itemId: publicId, quote: 'open letters', patch: '', version: 2, note: 'keep this' },
    ]);
    const capture = MEMBERS_PAGE.replace("The Members' Essay", 'Open Letters, as I saw them');
    const moved = await t.services.saves.save(alice.actor, { url, html: capture, tags: ['mine'] });
    expect(moved.previouslySavedAt).toEqual(plain.saved.createdAt);
    const privateId = moved.saved.itemId;
    expect(privateId).not.toBe(publicId);
    expect(moved.saved.tagNames).toEqual(['letters', 'mine']);
    expect(moved.saved.highlights.map((h) => [h.quote, h.note])).toEqual([
      ['open letters', 'keep this'],
    ]);
    expect(await t.services.saves.get(alice.actor, publicId)).toBeUndefined();
    const all = await t.services.saves.list(alice.actor, {});
    expect(all.edges.filter((edge) => edge.node.givenUrl === url)).toHaveLength(1);

    await t.services.items.parse(privateId);
    const found = await t.services.search.search(alice.actor, { query: 'boats lean on the mud' });
    expect(found.edges.map((edge) => edge.node.savedItem.itemId)).toContain(privateId);
    const byTag = await t.services.search.search(alice.actor, { query: 'letters' });
    expect(byTag.edges.map((edge) => edge.node.savedItem.itemId)).toContain(privateId);
  });

  it('counts a save in the trash as not saved, and brings it back with the capture', async () => {
    const url = fixtures.url('/members/other');
    const plain = await t.services.saves.save(alice.actor, { url });
    await t.services.saves.change(alice.actor, plain.saved.itemId, 'DELETE');
    const back = await t.services.saves.save(alice.actor, { url, html: MEMBERS_PAGE });
    expect(back.previouslySavedAt).toBeNull();
    expect(back.saved.status).toBe('UNREAD');
  });

  it('refuses a capture over 5 MB or blank, writing nothing', async () => {
    const url = fixtures.url('/never-written');
    // 2.7 million two-byte characters: under 5 MB counted in characters, over it in UTF-8.
    const big = `<html><body>${'é'.repeat(2_700_000)}</body></html>`;
    await expect(t.services.saves.save(alice.actor, { url, html: big })).rejects.toThrow(
      "The page's HTML is larger than 5 MB.",
    );
    await expect(t.services.saves.save(alice.actor, { url, html: ' \n ' })).rejects.toThrow(
      "The page's HTML is empty.",
    );
    const rows = await t.db.query('SELECT 1 FROM items WHERE given_url = $1', [url]);
    expect(rows).toHaveLength(0);
  });

  it('keeps a captured URL on its private item when an import brings it again', async () => {
    const url = fixtures.url('/members/essay');
    const before = await t.services.saves.save(alice.actor, { url });
    const { writeImportBatch } = await import('../imports/import-writes.repo.js');
    const { normalizeUrl } = await import('../items/normalize-url.js');
    const records = [
      {
        row: 1,
        givenUrl: url,
        normalUrl: normalizeUrl(url),
        title: null,
        savedAt: null,
        status: 'UNREAD' as const,
        favorite: false,
        tags: ['imported'],
        highlights: [],
      },
    ];
    await t.db.transaction(async (tx) => {
      const items = await t.services.items.itemsForBatch(tx, records, alice.actor.userId);
      await writeImportBatch(tx, alice.actor.userId, records, items);
    });
    const mine = await t.db.query<{ item_id: number }>(
      `SELECT s.item_id FROM saved_items s JOIN items i USING (item_id)
        WHERE s.user_id = $1 AND i.normal_url = $2`,
      [alice.actor.userId, normalizeUrl(url)],
    );
    expect(mine.map((row) => Number(row.item_id))).toEqual([before.saved.itemId]);
    expect((await t.services.saves.get(alice.actor, before.saved.itemId))?.tagNames).toContain(
      'imported',
    );
  });

  it('removes the private item and its HTML with the save: clear saved data, account deletion', async () => {
    const privateIds = (
      await t.db.query<{ item_id: number }>('SELECT item_id FROM items WHERE owner_user_id = $1', [
        alice.actor.userId,
      ])
    ).map((row) => Number(row.item_id));
    expect(privateIds.length).toBeGreaterThanOrEqual(3);
    await t.services.accountSettings.clear(alice.actor, { password: alice.password });
    for (const id of privateIds) expect(await privateItemCount(id)).toBe(0);

    const carol = await signUp(t.app);
    const carolActor = await actorFromCookie(t.services, carol.cookie);
    const url = fixtures.url('/members/essay');
    const hers = await t.services.saves.save(carolActor, { url, html: MEMBERS_PAGE });
    expect(await privateItemCount(hers.saved.itemId)).toBe(2);
    await t.services.accountSettings.deleteAccount(carolActor, { password: carol.password });
    expect(await privateItemCount(hers.saved.itemId)).toBe(0);
    // The public item Bob reads is untouched.
    const bobs = await graphql<ItemByUrl>(t.app, bob, ITEM_BY_URL, { url });
    expect(bobs.data?.itemByUrl?.itemId).toBeDefined();
  });
});
