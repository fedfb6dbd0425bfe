import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SCOPES } from '../../../common/token-scopes.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

describe('v3 access_token parameter (third-party clients)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUp(t.app);
    token = (await t.services.auth.createAccessToken(Number(user.id), 'reader app')).token;
  });
  afterAll(() => t.close());

  it('acts for the token holder when access_token is in the query or the body', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v3/send',
      payload: {
        consumer_key: '1234-abcdef0123456789abcdef01',
        access_token: token,
        actions: [{ action: 'recent_search', search: 'tulips' }],
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 1, action_results: [true] });

    const got = await t.app.inject({
      method: 'GET',
      url: `/v3/get?premium=1&consumer_key=1234-abcdef0123456789abcdef01&access_token=${encodeURIComponent(token)}`,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json<{ recent_searches: Array<{ search: string }> }>().recent_searches).toEqual([
      expect.objectContaining({ search: 'tulips' }),
    ]);
  });

  it('refuses an unknown or malformed token with 401 and X-Error-Code 107', async () => {
    for (const bad of ['stl_1_nope', 'not-a-token']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v3/get?premium=1&access_token=${bad}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-error-code']).toBe('107');
    }
    const none = await t.app.inject({ method: 'GET', url: '/v3/get?premium=1' });
    expect(none.statusCode).toBe(401);
  });
});

describe('v3 tokens bound to their consumer key', () => {
  const KEY = '4521-7c1e0a9b3d5f2e8a6b4c0d19';
  const OTHER_KEY = '88310-0f9e8d7c6b5a4f3e2d1c0b9a';
  let t: TestApp;
  let cookie: string;
  let appToken: string;
  let personalToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUp(t.app);
    cookie = user.cookie;
    // As the OAuth exchange grants it (oauth.service.ts): named after the app, bound to its key.
    appToken = (
      await t.services.auth.createAccessToken(Number(user.id), `App ${KEY}`, {
        scopes: APP_SCOPES,
        consumerKey: KEY,
      })
    ).token;
    personalToken = (await t.services.auth.createAccessToken(Number(user.id), 'my script')).token;
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: path, headers, payload });

  const savedUrls = async (): Promise<string[]> => {
    const got = await post('/v3/get', { consumer_key: KEY, access_token: appToken, state: 'all' });
    expect(got.statusCode, got.body).toBe(200);
    const list = got.json<{ list: Record<string, { given_url: string }> | [] }>().list;
    return Object.values(list).map((item) => item.given_url);
  };

  const expectRefused = (response: LightMyRequestResponse, message: RegExp) => {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.headers['x-error-code']).toBe('107');
    expect(response.headers['x-error']).toMatch(message);
  };

  it("refuses another app's key on every v3 call, and writes nothing", async () => {
    const url = 'https://www.example.org/Other-App?ref=feed&utm_source=x';
    const calls = [
      post('/v3/add', { consumer_key: OTHER_KEY, access_token: appToken, url }),
      post('/v3/send', {
        consumer_key: OTHER_KEY,
        access_token: appToken,
        actions: [{ action: 'add', url }],
      }),
      t.app.inject({
        method: 'GET',
        url: `/v3/get?consumer_key=${OTHER_KEY}&access_token=${encodeURIComponent(appToken)}`,
      }),
      t.app.inject({
        method: 'GET',
        url: `/v3/getuser?consumer_key=${OTHER_KEY}&access_token=${encodeURIComponent(appToken)}`,
      }),
      // The Bearer header is checked against a key sent beside it too.
      post(
        '/v3/add',
        { consumer_key: OTHER_KEY, url },
        { authorization: `Bearer ${appToken}`, 'x-accept': 'application/json' },
      ),
      t.app.inject({
        method: 'GET',
        url: `/v3/getuser?consumer_key=${OTHER_KEY}`,
        headers: { authorization: `Bearer ${appToken}` },
      }),
    ];
    for (const response of await Promise.all(calls)) expectRefused(response, /another app/);
    expect(await savedUrls()).not.toContain(url);
  });

  it('refuses an app token sent as access_token without a consumer key', async () => {
    const url = 'https://news.example.net/2026/12/no-key.html';
    for (const consumer_key of [undefined, '']) {
      expectRefused(
        await post('/v3/add', { consumer_key, access_token: appToken, url }),
        /Missing consumer key/,
      );
    }
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: `/v3/get?access_token=${encodeURIComponent(appToken)}`,
      }),
      /Missing consumer key/,
    );
    expect(await savedUrls()).not.toContain(url);
  });

  it("takes the app's own key, a Bearer header without a key, and personal tokens with any key or none", async () => {
    const own = await post('/v3/add', {
      consumer_key: KEY,
      access_token: appToken,
      url: 'https://blog.example.com/own-key',
    });
    expect(own.statusCode, own.body).toBe(200);
    // Satchel's own extension sends its token as a Bearer header with no key (docs/API.md).
    const bearer = await post(
      '/v3/add',
      { url: 'https://blog.example.com/bearer' },
      { authorization: `Bearer ${appToken}` },
    );
    expect(bearer.statusCode, bearer.body).toBe(200);
    for (const consumer_key of [undefined, KEY, OTHER_KEY]) {
      const personal = await post('/v3/add', {
        consumer_key,
        access_token: personalToken,
        url: `https://blog.example.com/personal/${consumer_key ?? 'none'}`,
      });
      expect(personal.statusCode, personal.body).toBe(200);
    }
    // The web client's own calls carry its session, which belongs to no app.
    const web = await post(
      `/v3/get?consumer_key=${OTHER_KEY}&enable_cors=1`,
      { state: 'all' },
      { cookie, origin: TEST_ORIGIN },
    );
    expect(web.statusCode, web.body).toBe(200);
    expect(await savedUrls()).toEqual(
      expect.arrayContaining([
        'https://blog.example.com/own-key',
        'https://blog.example.com/bearer',
        'https://blog.example.com/personal/none',
        `https://blog.example.com/personal/${OTHER_KEY}`,
      ]),
    );
  });
});
