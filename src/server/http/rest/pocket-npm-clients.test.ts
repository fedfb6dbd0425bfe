/**
 * The four Pocket clients on npm, unmodified, each through its README's flow against a real
 * Satchel (docs/POCKET-COMPATIBILITY.md §3): request token, the user's approval on Satchel's own
 * consent page, access token, then add, get and send (archive, tags) as each client offers.
 *
 * Three of them hardcode https://getpocket.com (pocket-auth through node-fetch, node-getpocket and
 * node-pocket through request). None takes a host option, so this file swaps Node's
 * `https.globalAgent`, which all three use, for one whose connections to getpocket.com:443 open a
 * plain socket to the test server instead (any other host keeps the usual TLS connection). The
 * test runs in a process of its own (vitest's forks pool), so nothing else sees the swap.
 * pocket-promise reads the POCKET_URI environment variable and pocket-api keeps its endpoints in
 * `config.pocketUrl`: those two are pointed at the server through these hooks instead.
 *
 * Loading pocket-auth's r2 sets the global `fetch` and `Headers` to node-fetch's, which r2 then
 * calls. The test keeps Node's own for its calls and hands r2 node-fetch's during pocket-auth's.
 */
import https from 'node:https';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-pages.js';
import { HttpVisitor } from '../../test/http-visitor.js';
import { startLiveServer, type LiveServer } from '../../test/live-server.js';

const require = createRequire(import.meta.url);

type Callback<T> = (error: unknown, result: T) => void;
interface V3Item {
  item_id: string;
  given_url: string;
  status: string;
  tags?: Record<string, unknown>;
}
interface V3List {
  status: number;
  list: Record<string, V3Item> | [];
}
interface V3Added {
  status: number;
  item: { item_id: string; normal_url: string };
}
interface V3Sent {
  status: number;
  action_results: unknown[];
}
interface Grant {
  access_token: string;
  username: string;
}

interface PocketAuth {
  fetchToken(key: string, redirectUri: string, state: unknown): Promise<{ code: string }>;
  getRedirectUrl(code: string, redirectUri: string): string;
  getAccessToken(key: string, code: string): Promise<Grant>;
}
type PocketPromise = new (config: { consumer_key: string; access_token: string }) => {
  add(options: { url: string; tags?: string }): Promise<V3Added>;
  get(options: { count?: number; detailType?: string }): Promise<V3List>;
  archive(options: { item_id: number }): Promise<V3Sent>;
  send(options: { actions: object[] }): Promise<V3Sent>;
};
type PocketApi = new (
  key: string,
  redirectUri: string,
) => {
  config: { pocketUrl: Record<'request' | 'authorize' | 'get' | 'add' | 'modify', string> };
  getRequestToken(): Promise<string>;
  getAccessToken(): Promise<Grant>;
  addArticles(params: object): Promise<V3Added>;
  getArticles(params: object): Promise<V3List>;
  modifyArticles(actions: object[]): Promise<V3Sent>;
};
type GetPocket = new (config: { consumer_key: string; access_token?: string }) => {
  getRequestToken(params: { redirect_uri: string }, callback: Callback<{ body: string }>): void;
  getAuthorizeURL(params: { request_token: string; redirect_uri: string }): string;
  getAccessToken(params: { request_token: string }, callback: Callback<{ body: string }>): void;
  refreshConfig(config: { consumer_key: string; access_token: string }): void;
  add(params: object, callback: Callback<V3Added>): void;
  get(params: object, callback: Callback<V3List>): void;
  send(params: object, callback: Callback<V3Sent>): void;
  archive(params: { item_id: string }, callback: Callback<V3Sent>): void;
};
type NodePocket = new (
  key: string,
  accessToken?: string,
) => {
  getRequestToken(opts: { url: string }, fn: Callback<{ code: string; redirectUrl: string }>): void;
  getAccessToken(opts: { code: string }, fn: Callback<Grant>): void;
  add(opts: object, fn: Callback<V3Added>): void;
  get(opts: object, fn: Callback<V3List>): void;
  modify(opts: { actions: object[] }, fn: Callback<V3Sent>): void;
};

/** A callback API as a promise of its result; an error that is not an Error is its `detail`. */
function called<T>(start: (callback: Callback<T>) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    start((error, result) => {
      if (!error) return resolve(result);
      reject(
        error instanceof Error ? error : Object.assign(new Error('refused'), { detail: error }),
      );
    }),
  );
}

const items = (list: V3List): V3Item[] => Object.values(list.list);

const ownFetch = { fetch: globalThis.fetch, Headers: globalThis.Headers };
const auth = require('pocket-auth') as PocketAuth;
const r2Fetch = { fetch: globalThis.fetch, Headers: globalThis.Headers };
Object.assign(globalThis, ownFetch);

/** One pocket-auth call with the fetch its r2 installed for itself. */
async function viaR2<T>(call: () => Promise<T>): Promise<T> {
  Object.assign(globalThis, r2Fetch);
  try {
    return await call();
  } finally {
    Object.assign(globalThis, ownFetch);
  }
}

describe('the npm Pocket clients against Satchel', () => {
  let live: LiveServer;
  let pages: FixtureServer;
  const defaultAgent = https.globalAgent;

  beforeAll(async () => {
    [live, pages] = await Promise.all([startLiveServer(), startFixtureServer()]);
    const port = Number(new URL(live.origin).port);
    const agent = new https.Agent({ keepAlive: false });
    const tlsConnection = agent.createConnection.bind(agent);
    const toSatchel: typeof tlsConnection = (options, done) =>
      'host' in options && options.host === 'getpocket.com' && Number(options.port ?? 443) === 443
        ? connect(port, '127.0.0.1')
        : tlsConnection(options, done);
    https.globalAgent = Object.assign(agent, { createConnection: toSatchel });
    process.env.POCKET_URI = live.origin;
  }, 120_000);
  afterAll(async () => {
    https.globalAgent = defaultAgent;
    delete process.env.POCKET_URI;
    await Promise.all([live?.stop(), pages?.close()]);
  });

  /**
   * The user opens the authorize URL the client built (Satchel's consent page is at Pocket's path)
   * and answers Allow: the page's own calls, since this server runs without the web build.
   */
  async function approve(visitor: HttpVisitor, authorizeUrl: string) {
    const url = new URL(authorizeUrl);
    expect(url.pathname).toBe('/auth/authorize');
    const code = url.searchParams.get('request_token')!;
    const shown = await visitor.request(`/api/oauth/requests/${code}`);
    expect(shown.status).toBe(200);
    const decided = await visitor.request(`/api/oauth/requests/${code}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ approve: true }),
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    return (await shown.json()) as { consumerKey: string; status: string };
  }

  it('pocket-auth 1.2.4 (README: fetchToken(key, uri, {})) with pocket-promise', async () => {
    const key = '31337-a0b1c2d3e4f5a6b7c8d9e0f1';
    const redirectUri = 'https://google.com';
    const visitor = await HttpVisitor.signUp(live.origin, 'authpromise');

    const code = await viaR2(() => auth.fetchToken(key, redirectUri, {}));
    // Its `{}` state is taken and not echoed.
    expect(code).toEqual({ code: expect.any(String), state: null });
    const shown = await approve(visitor, auth.getRedirectUrl(code.code, redirectUri));
    expect(shown).toMatchObject({ consumerKey: key, status: 'pending' });
    const grant = await viaR2(() => auth.getAccessToken(key, code.code));
    expect(grant).toMatchObject({
      access_token: expect.stringMatching(/^stl_/),
      username: 'authpromise',
    });

    const Pocket = require('pocket-promise') as PocketPromise;
    const pocket = new Pocket({ consumer_key: key, access_token: grant.access_token });
    const article = pages.url('/articles/001/?utm_source=pocket-promise');
    const added = await pocket.add({ url: article, tags: 'reading, node' });
    expect(added).toMatchObject({ status: 1, item: { item_id: expect.any(String) } });
    const itemId = Number(added.item.item_id);
    const listed = await pocket.get({ count: 10, detailType: 'complete' });
    expect(
      items(listed).map((item) => [item.given_url, Object.keys(item.tags ?? {}).sort()]),
    ).toEqual([[article, ['node', 'reading']]]);
    expect(await pocket.archive({ item_id: itemId })).toMatchObject({
      status: 1,
      action_results: [true],
    });
    expect(
      await pocket.send({ actions: [{ action: 'tags_add', item_id: itemId, tags: 'later' }] }),
    ).toMatchObject({ status: 1, action_results: [true] });
    // pocket-promise's get() schema refuses state 'archive' (it wants a number), so ask directly.
    const archived = await fetch(`${live.origin}/v3/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        consumer_key: key,
        access_token: grant.access_token,
        state: 'archive',
        detailType: 'complete',
      }),
    });
    const [item] = items((await archived.json()) as V3List);
    expect(item).toMatchObject({ given_url: article, status: '1' });
    expect(Object.keys(item!.tags ?? {}).sort()).toEqual(['later', 'node', 'reading']);
  });

  it('pocket-api 1.0.2 (its endpoints in config.pocketUrl point at Satchel)', async () => {
    const key = '4096-0f1e2d3c4b5a69788796a5b4';
    const PocketAPI = require('pocket-api') as PocketApi;
    const visitor = await HttpVisitor.signUp(live.origin, 'pocketapi');
    const pocket = new PocketAPI(key, 'pocketapp4096:authorizationFinished');
    const endpoints = pocket.config.pocketUrl;
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      endpoints[name] = endpoints[name].replace('https://getpocket.com', live.origin);
    }

    const requestToken = await pocket.getRequestToken();
    // "you have to send your user to the getPocket site" (its README), which is Satchel here.
    await approve(
      visitor,
      `${live.origin}/auth/authorize?request_token=${requestToken}&redirect_uri=pocketapp4096:authorizationFinished`,
    );
    expect(await pocket.getAccessToken()).toMatchObject({ username: 'pocketapi' });

    const article = pages.url('/articles/003-metadata-preferred/');
    const added = await pocket.addArticles({ url: article, title: 'Metadata, preferred' });
    expect(added).toMatchObject({ status: 1 });
    const itemId = added.item.item_id;
    const sent = await pocket.modifyArticles([
      { action: 'tags_replace', item_id: itemId, tags: 'metadata,html' },
      { action: 'favorite', item_id: itemId },
    ]);
    expect(sent).toMatchObject({ status: 1, action_results: [true, true] });
    const listed = await pocket.getArticles({ favorite: 1, detailType: 'complete' });
    expect(items(listed)).toEqual([
      expect.objectContaining({ item_id: itemId, given_url: article }),
    ]);
    expect(Object.keys(items(listed)[0]!.tags ?? {}).sort()).toEqual(['html', 'metadata']);
  });

  it('node-getpocket 1.0.0', async () => {
    const key = '777-9a8b7c6d5e4f3a2b1c0d9e8f';
    const redirectUri = 'http://localhost:8080/redirect';
    const GetPocket = require('node-getpocket') as GetPocket;
    const visitor = await HttpVisitor.signUp(live.origin, 'getpocket');
    const pocket = new GetPocket({ consumer_key: key });

    const requested = await called<{ body: string }>((done) =>
      pocket.getRequestToken({ redirect_uri: redirectUri }, done),
    );
    const requestToken = (JSON.parse(requested.body) as { code: string }).code;
    await approve(
      visitor,
      pocket.getAuthorizeURL({ request_token: requestToken, redirect_uri: redirectUri }),
    );
    const authorized = await called<{ body: string }>((done) =>
      pocket.getAccessToken({ request_token: requestToken }, done),
    );
    const grant = JSON.parse(authorized.body) as Grant;
    expect(grant.username).toBe('getpocket');
    pocket.refreshConfig({ consumer_key: key, access_token: grant.access_token });

    const article = pages.url('/articles/005-unescape-html-entities/');
    const added = await called<V3Added>((done) =>
      pocket.add({ url: article, title: 'Entities &amp; more', tags: 'html,entities' }, done),
    );
    const itemId = added.item.item_id;
    const unread = await called<V3List>((done) => pocket.get({ detailType: 'complete' }, done));
    expect(items(unread).map((item) => item.item_id)).toEqual([itemId]);
    expect(
      await called<V3Sent>((done) =>
        pocket.send({ actions: [{ action: 'tags_remove', item_id: itemId, tags: 'html' }] }, done),
      ),
    ).toMatchObject({ status: 1, action_results: [true] });
    // archive() sends `time` in milliseconds; Satchel's archive does not read it.
    expect(await called<V3Sent>((done) => pocket.archive({ item_id: itemId }, done))).toMatchObject(
      { status: 1, action_results: [true] },
    );
    const archived = await called<V3List>((done) =>
      pocket.get({ state: 'archive', detailType: 'complete' }, done),
    );
    expect(items(archived)).toEqual([expect.objectContaining({ item_id: itemId, status: '1' })]);
    expect(Object.keys(items(archived)[0]!.tags ?? {})).toEqual(['entities']);
  });

  it("node-pocket 0.9.5, and its token refused under another app's key", async () => {
    const key = '2012-c0ffee00c0ffee00c0ffee00';
    // node-pocket ships only CoffeeScript: its preinstall compiles it, and npm runs no install
    // scripts here (.npmrc). Its own dependency, coffee-script, compiles it on require instead.
    require('coffee-script/register');
    const Pocket = require('node-pocket/index.coffee') as NodePocket;
    const visitor = await HttpVisitor.signUp(live.origin, 'nodepocket');
    const app = new Pocket(key);

    const requested = await called<{ code: string; redirectUrl: string }>((done) =>
      app.getRequestToken({ url: 'http://127.0.0.1:8080/get-access-token' }, done),
    );
    await approve(visitor, requested.redirectUrl);
    const grant = await called<Grant>((done) => app.getAccessToken({ code: requested.code }, done));
    expect(grant.username).toBe('nodepocket');

    const pocket = new Pocket(key, grant.access_token);
    const article = pages.url('/articles/001/#comments');
    const added = await called<V3Added>((done) =>
      pocket.add({ url: article, tags: 'pocket, api, add' }, done),
    );
    const itemId = added.item.item_id;
    const listed = await called<V3List>((done) => pocket.get({ sort: 'newest', count: 10 }, done));
    expect(items(listed).map((item) => item.item_id)).toEqual([itemId]);
    // modify() stamps each action with Date.now() (milliseconds) as `time`.
    const modified = await called<V3Sent>((done) =>
      pocket.modify(
        {
          actions: [
            { action: 'tags_replace', tags: ['pocket', 'awesome', 'api'], item_id: itemId },
            { action: 'archive', item_id: itemId },
          ],
        },
        done,
      ),
    );
    expect(modified).toMatchObject({ status: 1, action_results: [true, true] });
    const archived = await called<V3List>((done) =>
      pocket.get({ state: 'archive', detailType: 'complete' }, done),
    );
    expect(items(archived)).toEqual([expect.objectContaining({ item_id: itemId, status: '1' })]);
    expect(Object.keys(items(archived)[0]!.tags ?? {}).sort()).toEqual([
      'api',
      'awesome',
      'pocket',
    ]);

    // The same token under another app's consumer key: 401 (code 107), which node-pocket reports.
    const impostor = new Pocket('31337-a0b1c2d3e4f5a6b7c8d9e0f1', grant.access_token);
    await expect(called<V3List>((done) => impostor.get({}, done))).rejects.toMatchObject({
      detail: { errCode: 401 },
    });
  });
});
