/**
 * /v3/add with Satchel's `html` (a capture, docs/API.md): limits and types answered as v3 errors,
 * the `satchel` reply key, and a token saving only into its own user's account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_EXTENSION_KEY } from '../../../common/extension-apps.js';
import { APP_SCOPES, EXTENSION_SCOPES } from '../../../common/token-scopes.js';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-pages.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

const PAGE = `<!doctype html><html lang="en"><head><title>Rendered by scripts</title></head><body><article>
${'<p>Text that only exists once the page has run its scripts, captured by the browser and sent to Satchel.</p>'.repeat(8)}
</article></body></html>`;

interface SatchelKey {
  item_id: string;
  already_saved: boolean;
  previously_saved_at: number | null;
  status: string;
  reader_path: string;
  captured: boolean;
}

describe('v3/add with html', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let aliceToken: string;
  let bobToken: string;
  let bobCookie: string;
  let bobId: number;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await startFixtureServer({ '/app': [200, 'text/html', '<div id="root"></div>'] });
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    bobCookie = bob.cookie;
    bobId = Number(bob.id);
    // Satchel's extension is granted captures (src/common/token-scopes.ts).
    const extension = { scopes: EXTENSION_SCOPES, consumerKey: CHROMIUM_EXTENSION_KEY };
    aliceToken = (await t.services.auth.createAccessToken(Number(alice.id), 'ext', extension))
      .token;
    bobToken = (await t.services.auth.createAccessToken(Number(bob.id), 'ext', extension)).token;
  });
  afterAll(async () => {
    await fixtures.close();
    await t.close();
  });

  const add = (token: string, payload: Record<string, unknown> | string, form = false) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/add',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const itemsOf = async (url: string) =>
    t.db.query('SELECT 1 FROM items WHERE given_url = $1', [url]);

  it('saves the capture and says so in the satchel key; saving again says when', async () => {
    const url = fixtures.url('/app?article=7');
    const first = await add(aliceToken, { url, html: PAGE, tags: 'js,apps' });
    expect(first.statusCode).toBe(200);
    const body = first.json<{
      item: Record<string, unknown>;
      status: number;
      satchel: SatchelKey;
    }>();
    expect(body.status).toBe(1);
    expect(body.item.given_url).toBe(url);
    const slug = await t.services.items.readerSlug(Number(body.satchel.item_id));
    expect(body.satchel).toEqual({
      item_id: body.item.item_id,
      already_saved: false,
      previously_saved_at: null,
      status: 'UNREAD',
      reader_path: `/read/${slug}`,
      captured: true,
    });
    const firstSavedAt = await t.db.query<{ s: string }>(
      'SELECT floor(extract(epoch FROM created_at))::bigint::text AS s FROM saved_items WHERE item_id = $1',
      [Number(body.satchel.item_id)],
    );
    const again = await add(aliceToken, { url });
    expect(again.json<{ satchel: SatchelKey }>().satchel).toEqual({
      ...body.satchel,
      already_saved: true,
      previously_saved_at: Number(firstSavedAt[0]!.s),
      captured: false,
    });
  });

  it('takes html in a form body too, past the app-wide 1 MB body limit', async () => {
    const url = fixtures.url('/app?article=form');
    const reply = await add(
      aliceToken,
      // 2 MB: over the app's 1 MB body limit, within this route's.
      new URLSearchParams({ url, html: PAGE + ' '.repeat(2_000_000), title: 'A form' }).toString(),
      true,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ satchel: SatchelKey }>().satchel.captured).toBe(true);
  });

  it('refuses html over 5 MB, and a body over the route limit, as v3 400s writing nothing', async () => {
    const url = fixtures.url('/app?article=huge');
    const justOver = `<html><body>${'x'.repeat(5 * 1024 * 1024)}</body></html>`;
    const over = await add(aliceToken, { url, html: justOver });
    expect(over.statusCode).toBe(400);
    expect(over.headers['x-error']).toBe("The page's HTML is larger than 5 MB.");
    expect(over.headers['x-error-code']).toBe('130');
    const wayOver = await add(aliceToken, { url, html: 'y'.repeat(7 * 1024 * 1024) });
    expect(wayOver.statusCode).toBe(400);
    expect(wayOver.headers['x-error']).toBe("The page's HTML is larger than 5 MB.");
    expect(await itemsOf(url)).toHaveLength(0);
    // Other routes keep the app's 1 MB body limit.
    const send = await t.app.inject({
      method: 'POST',
      url: '/v3/send',
      headers: { authorization: `Bearer ${aliceToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ actions: [{ action: 'add', url, html: 'z'.repeat(2_000_000) }] }),
    });
    expect(send.statusCode).toBe(413);
  });

  it('refuses html that is not a string', async () => {
    const url = fixtures.url('/app?article=types');
    for (const html of [42, ['<p>a</p>'], { outer: '<p>' }, true]) {
      const reply = await add(aliceToken, { url, html });
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['x-error']).toBe("html must be a string: the page's HTML.");
    }
    const blank = await add(aliceToken, { url, html: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.headers['x-error']).toBe("The page's HTML is empty.");
    expect(await itemsOf(url)).toHaveLength(0);
  });

  it('refuses a capture from an app not granted captures (403, 5200), writing nothing', async () => {
    const me = await signUp(t.app);
    const pocketApp = { scopes: APP_SCOPES, consumerKey: '1234-0123456789abcdef01234567' };
    const { token } = await t.services.auth.createAccessToken(Number(me.id), 'App', pocketApp);
    const url = fixtures.url('/app?article=no-captures');
    const refused = await add(token, { url, html: PAGE });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-error-code']).toBe('5200');
    expect(refused.headers['x-error']).toMatch(/not allowed to save a page as your browser shows/);
    expect(await itemsOf(url)).toHaveLength(0);
    // The same app still saves the URL itself, fetched by Satchel.
    expect((await add(token, { url })).statusCode).toBe(200);
  });

  it("saves into the token's own account only", async () => {
    const url = fixtures.url('/app?article=bob');
    const reply = await add(bobToken, { url, html: PAGE });
    expect(reply.statusCode).toBe(200);
    const itemId = Number(reply.json<{ satchel: SatchelKey }>().satchel.item_id);
    const owners = await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM saved_items WHERE item_id = $1',
      [itemId],
    );
    expect(owners.map((row) => Number(row.user_id))).toEqual([bobId]);
    const owner = await t.db.query<{ owner_user_id: number }>(
      'SELECT owner_user_id FROM items WHERE item_id = $1',
      [itemId],
    );
    expect(Number(owner[0]!.owner_user_id)).toBe(bobId);
    const query = `query($url: String!) { itemByUrl(url: $url) { itemId } }`;
    const asBob = await graphql<{ itemByUrl: { itemId: string } | null }>(
      t.app,
      { cookie: bobCookie },
      query,
      { url },
    );
    expect(asBob.data?.itemByUrl?.itemId).toBe(String(itemId));
    const asAlice = await graphql<{ itemByUrl: unknown }>(t.app, { token: aliceToken }, query, {
      url,
    });
    expect(asAlice.errors).toBeUndefined();
    expect(asAlice.data?.itemByUrl).toBeNull();
  });

  it('answers itemByUrl only to a signed-in caller', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { query: `{ itemByUrl(url: "https://example.com/") { itemId } }` },
    });
    const body = reply.json<{ data: { itemByUrl: unknown } | null; errors?: unknown[] }>();
    expect(body.errors).toBeDefined();
    expect(body.data?.itemByUrl ?? null).toBeNull();
  });
});
