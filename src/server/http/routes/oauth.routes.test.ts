import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_EXTENSION_KEY, FIREFOX_EXTENSION_KEY } from '../../../common/extension-apps.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

const KEY = '1234-0123456789abcdef01234567';
const REDIRECT = 'https://app.example/oauth/done';

describe('the consent page API (/api/oauth/requests/*)', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.close());

  const newCode = async (consumerKey = KEY) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/oauth/request',
      headers: { 'x-accept': 'application/json' },
      payload: { consumer_key: consumerKey, redirect_uri: REDIRECT },
    });
    return response.json<{ code: string }>().code;
  };

  const describeRequest = (code: string, cookie = alice.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/oauth/requests/${encodeURIComponent(code)}`,
      headers: cookie ? { cookie } : {},
    });

  const decide = (code: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/oauth/requests/${code}/decision`,
      headers: { origin: TEST_ORIGIN, cookie: alice.cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const statusOf = async (code: string) =>
    (await describeRequest(code)).json<{ status: string }>().status;

  it('describes a request, then records who answered and how', async () => {
    const code = await newCode();
    const described = await describeRequest(code);
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({
      code,
      consumerKey: KEY,
      appName: null,
      scopes: ['saves', 'tags', 'highlights', 'lists'],
      redirectUri: REDIRECT,
      status: 'pending',
    });

    // Whoever is signed in answers; here it is Bob, holding the link.
    const decided = await decide(code, { approve: true }, { cookie: bob.cookie });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ redirectUri: REDIRECT });
    expect(await statusOf(code)).toBe('approved');
    const [row] = await t.db.query<{ user_id: string; decision: string }>(
      'SELECT user_id::text AS user_id, decision FROM oauth_requests WHERE code = $1',
      [code],
    );
    expect(row).toEqual({ user_id: bob.id, decision: 'approved' });

    const grant = await t.app.inject({
      method: 'POST',
      url: '/v3/oauth/authorize',
      headers: { 'x-accept': 'application/json' },
      payload: { consumer_key: KEY, code },
    });
    expect(grant.json<{ username: string }>().username).toBe(bob.username);
    expect(await statusOf(code)).toBe('used');
  });

  it("names Satchel's extension on the consent page and in Connected apps; other keys stay keys", async () => {
    const appsAfter = async (consumerKey: string) => {
      const code = await newCode(consumerKey);
      expect((await decide(code, { approve: true })).statusCode).toBe(200);
      const grant = await t.app.inject({
        method: 'POST',
        url: '/v3/oauth/authorize',
        headers: { 'x-accept': 'application/json' },
        payload: { consumer_key: consumerKey, code },
      });
      expect(grant.statusCode).toBe(200);
      // What Connected apps (/account/apps) lists: each app's name and consumer key.
      const listed = await t.app.inject({
        method: 'POST',
        url: '/v3/getConnectedServices',
        headers: { origin: TEST_ORIGIN, cookie: alice.cookie },
      });
      const apps = listed.json<{
        apps: Array<{ name: string; consumer_key: string | null; scopes: string[] }>;
      }>();
      return apps.apps
        .map((app) => `${app.name} (${app.consumer_key}) ${app.scopes.join(',')}`)
        .sort();
    };

    const chromium = await newCode(CHROMIUM_EXTENSION_KEY);
    expect((await describeRequest(chromium)).json()).toMatchObject({
      consumerKey: CHROMIUM_EXTENSION_KEY,
      appName: 'Satchel for Chromium',
      scopes: ['saves', 'tags', 'highlights', 'lists', 'captures'],
    });
    // The extension also captures pages; any other app gets the Pocket apps' scopes.
    const chromiumApp = `Satchel for Chromium (${CHROMIUM_EXTENSION_KEY}) saves,tags,highlights,lists,captures`;
    const firefoxApp = `Satchel for Firefox (${FIREFOX_EXTENSION_KEY}) saves,tags,highlights,lists,captures`;
    expect(await appsAfter(CHROMIUM_EXTENSION_KEY)).toEqual([chromiumApp]);
    expect(await appsAfter(FIREFOX_EXTENSION_KEY)).toEqual([chromiumApp, firefoxApp]);
    // Same digits, another tail: not ours, so named by its key as before.
    const lookalike = '1601-0123456789abcdef01234567';
    expect((await describeRequest(await newCode(lookalike))).json()).toMatchObject({
      appName: null,
      scopes: ['saves', 'tags', 'highlights', 'lists'],
    });
    expect(await appsAfter(lookalike)).toEqual([
      `App ${lookalike} (${lookalike}) saves,tags,highlights,lists`,
      chromiumApp,
      firefoxApp,
    ]);
  });

  it("refuses an app's token, which must not allow other apps (403)", async () => {
    const code = await newCode();
    const { token } = await t.services.auth.createAccessToken(Number(alice.id), `App ${KEY}`);
    const bearer = { authorization: `Bearer ${token}` };
    const described = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/requests/${code}`,
      headers: bearer,
    });
    expect(described.statusCode).toBe(403);
    const answered = await decide(code, { approve: true }, { cookie: '', ...bearer });
    expect(answered.statusCode).toBe(403);
    expect(answered.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await statusOf(code)).toBe('pending');
  });

  it('shows denied and expired requests as such', async () => {
    const denied = await newCode();
    expect((await decide(denied, { approve: false })).statusCode).toBe(200);
    expect(await statusOf(denied)).toBe('denied');

    const old = await newCode();
    await t.db.query(
      `UPDATE oauth_requests SET created_at = now() - interval '30 minutes 1 second' WHERE code = $1`,
      [old],
    );
    expect(await statusOf(old)).toBe('expired');
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['8f14e45f-ceea-467a-9575-1b8a7e3c0c11', 'nope', "1' OR '1'='1"]) {
      const response = await describeRequest(code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'This authorization link is not valid.' },
      });
    }
    const decided = await decide('8f14e45f-ceea-467a-9575-1b8a7e3c0c11', { approve: true });
    expect(decided.statusCode).toBe(404);
  });

  it('lets a request be answered only once, and not after it expired (409)', async () => {
    const code = await newCode();
    expect((await decide(code, { approve: false })).statusCode).toBe(200);
    const again = await decide(code, { approve: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This request was already answered.' },
    });
    expect(await statusOf(code)).toBe('denied');

    const old = await newCode();
    await t.db.query(
      `UPDATE oauth_requests SET created_at = now() - interval '31 minutes' WHERE code = $1`,
      [old],
    );
    const late = await decide(old, { approve: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This request has expired.');
    expect(await statusOf(old)).toBe('expired');
  });

  it('needs a signed-in user', async () => {
    const code = await newCode();
    expect((await describeRequest(code, '')).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/oauth/requests/${code}/decision`,
      headers: { origin: TEST_ORIGIN },
      payload: { approve: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf(code)).toBe('pending');
  });

  it('refuses a decision posted from another site (CSRF)', async () => {
    const code = await newCode();
    const forged = await decide(code, { approve: true }, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF_REJECTED');
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: `/api/oauth/requests/${code}/decision`,
      headers: { cookie: alice.cookie },
      payload: { approve: true },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(await statusOf(code)).toBe('pending');
  });

  it('refuses a body without a boolean approve (400)', async () => {
    const code = await newCode();
    for (const payload of [undefined, {}, { approve: 'yes' }, { approve: 1 }, []]) {
      const response = await decide(code, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_USER_INPUT');
    }
    expect(await statusOf(code)).toBe('pending');
  });
});
