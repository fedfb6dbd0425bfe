import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

const KEY = '1234-0123456789abcdef01234567';
const OTHER_KEY = '99-abcdefabcdefabcdefabcdef';
const REDIRECT = 'myapp://oauth/done?x=1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Pocket OAuth for apps (/v3/oauth/*)', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app, { username: 'oauthreader' });
  });
  afterAll(() => t.close());

  const v3 = (
    path: 'request' | 'authorize',
    payload: Record<string, unknown>,
    json = true,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: `/v3/oauth/${path}`,
      headers: json ? { 'x-accept': 'application/json' } : {},
      payload,
    });

  const newCode = async (extra: Record<string, unknown> = {}) => {
    const response = await v3('request', {
      consumer_key: KEY,
      redirect_uri: REDIRECT,
      ...extra,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ code: string; state: string | null }>().code;
  };

  const decide = (code: string, approve: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/oauth/requests/${code}/decision`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { approve },
    });

  const expectV3Error = (response: LightMyRequestResponse, status: number, code: number) => {
    expect({ status: response.statusCode, code: response.headers['x-error-code'] }).toEqual({
      status,
      code: String(code),
    });
    expect(response.json<{ error: string }>().error).toBe(response.headers['x-error']);
  };

  it('runs the whole flow: request, approve, authorize, then the token reads the list', async () => {
    const requested = await v3('request', {
      consumer_key: KEY,
      redirect_uri: REDIRECT,
      state: 'abc 123',
    });
    expect(requested.headers['content-type']).toMatch(/^application\/json/);
    const { code, state } = requested.json<{ code: string; state: string }>();
    expect(code).toMatch(UUID);
    expect(state).toBe('abc 123');

    const approved = await decide(code, true);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ redirectUri: REDIRECT });

    const authorized = await v3('authorize', { consumer_key: KEY, code });
    expect(authorized.statusCode).toBe(200);
    const grant = authorized.json<{ access_token: string; username: string; state: string }>();
    expect(grant).toEqual({
      access_token: expect.stringMatching(/^stl_\d+_/),
      username: 'oauthreader',
      state: 'abc 123',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/v3/get?premium=1&consumer_key=${KEY}&access_token=${encodeURIComponent(grant.access_token)}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ status: 1 });

    // The token is named after the app's key, so `npm run cli tokens:list` shows who holds it.
    const tokens = await t.services.auth.listAccessTokens(Number(user.id));
    expect(tokens.map((token) => token.name)).toContain(`App ${KEY}`);
  });

  it('answers form-urlencoded unless X-Accept asks for JSON, and takes form or query params', async () => {
    const requested = await t.app.inject({
      method: 'POST',
      url: '/v3/oauth/request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ consumer_key: KEY, redirect_uri: REDIRECT }).toString(),
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(requested.body);
    expect([...form.keys()]).toEqual(['code']);
    const code = form.get('code')!;
    expect(code).toMatch(UUID);

    const withState = await t.app.inject({
      method: 'POST',
      url: `/v3/oauth/request?consumer_key=${KEY}&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s%261`,
    });
    expect(new URLSearchParams(withState.body).get('state')).toBe('s&1');

    await decide(code, true);
    const authorized = await v3('authorize', { consumer_key: KEY, code }, false);
    expect(authorized.statusCode).toBe(200);
    expect(authorized.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const grant = new URLSearchParams(authorized.body);
    expect([...grant.keys()]).toEqual(['access_token', 'username']);
    expect(grant.get('username')).toBe('oauthreader');
  });

  it('takes a request without state in the shapes published clients send', async () => {
    const params = { consumer_key: KEY, redirect_uri: REDIRECT };
    const query = new URLSearchParams(params).toString();
    const request = (init: { url?: string; headers?: Record<string, string>; payload?: string }) =>
      t.app.inject({ method: 'POST', url: init.url ?? '/v3/oauth/request', ...init });
    const jsonReplies = [
      // fetch / node-fetch libraries: JSON, X-Accept JSON, with or without a charset.
      request({
        headers: {
          'content-type': 'application/json; charset=UTF8',
          'x-accept': 'application/json; charset=UTF8',
        },
        payload: JSON.stringify(params),
      }),
      request({
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'x-accept': 'application/json',
        },
        payload: JSON.stringify({ ...params, state: null }),
      }),
      request({
        headers: { 'content-type': 'application/json', 'x-accept': 'application/json' },
        payload: JSON.stringify({ ...params, state: '' }),
      }),
      // Parameters in the query string and an empty body under a JSON content type.
      request({
        url: `/v3/oauth/request?${query}`,
        headers: { 'content-type': 'application/json', 'x-accept': 'application/json' },
        payload: '',
      }),
      // fetch(url, {body: JSON.stringify(…)}) without a content type sends text/plain.
      request({
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-accept': 'application/json' },
        payload: JSON.stringify(params),
      }),
    ];
    for (const reply of await Promise.all(jsonReplies)) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ code: expect.stringMatching(UUID), state: null });
    }
    const formReplies = [
      // Python requests' data=…, jQuery, .NET FormUrlEncodedContent: a form, with or without state=.
      request({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query,
      }),
      request({
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        payload: `${query}&state=`,
      }),
      request({ url: `/v3/oauth/request?${query}` }),
      request({
        headers: { 'content-type': 'text/plain', 'x-accept': 'application/x-www-form-urlencoded' },
        payload: query,
      }),
    ];
    for (const reply of await Promise.all(formReplies)) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect([...new URLSearchParams(reply.body).keys()]).toEqual(['code']);
    }
    // A typed client's numeric state is echoed as text.
    const numeric = await v3('request', { ...params, state: 42 });
    expect(numeric.json()).toMatchObject({ state: '42' });
    // pocket-auth's README sends `{}`; an object or a list is taken and not echoed.
    for (const state of [{}, { a: 1 }, ['x'], [{ nested: 'y' }]]) {
      const reply = await v3('request', { ...params, state });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ code: expect.stringMatching(UUID), state: null });
      const form = await v3('request', { ...params, state }, false);
      expect([...new URLSearchParams(form.body).keys()]).toEqual(['code']);
    }
  });

  it('takes a redirect uri percent-encoded once more (escape(uri)) and redirects to it decoded', async () => {
    const uri = 'http://cortexapp.com?service=pocket';
    for (const encoded of [escape(uri), encodeURIComponent(uri)]) {
      const response = await v3('request', { consumer_key: KEY, redirect_uri: encoded });
      expect(response.statusCode, response.body).toBe(200);
      const decided = await decide(response.json<{ code: string }>().code, true);
      expect(decided.json()).toEqual({ redirectUri: uri });
    }
    const hidden = await v3('request', {
      consumer_key: KEY,
      redirect_uri: encodeURIComponent('javascript:alert(1)'),
    });
    expectV3Error(hidden, 400, 181);
  });

  it('refuses a missing or malformed consumer key (138, 152)', async () => {
    expectV3Error(await v3('request', { redirect_uri: REDIRECT }), 400, 138);
    expectV3Error(await v3('request', { consumer_key: '', redirect_uri: REDIRECT }), 400, 138);
    for (const bad of ['1234', '1234-XYZ', '1234-0123456789ABCDEF01234567', 42, 'x'.repeat(5000)]) {
      expectV3Error(await v3('request', { consumer_key: bad, redirect_uri: REDIRECT }), 403, 152);
    }
    expectV3Error(await v3('authorize', { code: await newCode() }), 400, 138);
    expectV3Error(await v3('authorize', { consumer_key: 'nope', code: 'x' }), 403, 152);
  });

  it('refuses a bad redirect uri (181) and a bad state', async () => {
    const bad = [
      undefined,
      '',
      '/relative/path',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,hi',
      'vbscript:msgbox',
      'file:///etc/passwd',
      `https://example.com/${'a'.repeat(2000)}`,
      ['https://example.com'],
    ];
    for (const redirect_uri of bad) {
      const response = await v3('request', { consumer_key: KEY, redirect_uri });
      expectV3Error(response, 400, 181);
      expect(response.headers['x-error']).toMatch(/^Invalid redirect uri: /);
    }
    for (const good of ['https://example.com/cb', 'http://127.0.0.1:5000/done', 'com.app:/cb']) {
      expect((await v3('request', { consumer_key: KEY, redirect_uri: good })).statusCode).toBe(200);
    }
    const longState = await v3('request', {
      consumer_key: KEY,
      redirect_uri: REDIRECT,
      state: 's'.repeat(501),
    });
    expectV3Error(longState, 400, 130);
    expect(longState.headers['x-error']).toMatch(/500 characters/);
  });

  it('refuses a missing code (182) and an unknown, malformed or other app’s code (185)', async () => {
    expectV3Error(await v3('authorize', { consumer_key: KEY }), 400, 182);
    expectV3Error(await v3('authorize', { consumer_key: KEY, code: '' }), 400, 182);
    expectV3Error(await v3('authorize', { consumer_key: KEY, code: 'not-a-code' }), 400, 185);
    expectV3Error(await v3('authorize', { consumer_key: KEY, code: 7 }), 400, 185);
    const unknown = '8f14e45f-ceea-467a-9575-1b8a7e3c0c11';
    expectV3Error(await v3('authorize', { consumer_key: KEY, code: unknown }), 400, 185);

    const code = await newCode();
    await decide(code, true);
    expectV3Error(await v3('authorize', { consumer_key: OTHER_KEY, code }), 400, 185);
    // The mismatch did not spend the code.
    expect((await v3('authorize', { consumer_key: KEY, code })).statusCode).toBe(200);
  });

  it('refuses a code the user has not answered yet (403 158, as Pocket did), then accepts it once approved', async () => {
    const code = await newCode();
    const pending = await v3('authorize', { consumer_key: KEY, code });
    expectV3Error(pending, 403, 158);
    expect(pending.headers['x-error']).toBe('The user has not approved this code yet.');
    await decide(code, true);
    expect(
      (await v3('authorize', { consumer_key: KEY, code: code.toUpperCase() })).statusCode,
    ).toBe(200);
  });

  it('refuses a reused code (159) and a denied one (158)', async () => {
    const code = await newCode();
    await decide(code, true);
    expect((await v3('authorize', { consumer_key: KEY, code })).statusCode).toBe(200);
    expectV3Error(await v3('authorize', { consumer_key: KEY, code }), 403, 159);

    const denied = await newCode();
    expect((await decide(denied, false)).json()).toEqual({ redirectUri: REDIRECT });
    expectV3Error(await v3('authorize', { consumer_key: KEY, code: denied }), 403, 158);
  });

  it('lets only one of two simultaneous exchanges through', async () => {
    const code = await newCode();
    await decide(code, true);
    const replies = await Promise.all([
      v3('authorize', { consumer_key: KEY, code }),
      v3('authorize', { consumer_key: KEY, code }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403]);
  });

  it('refuses an expired code (185), even an approved one', async () => {
    const code = await newCode();
    await decide(code, true);
    await t.db.query(
      `UPDATE oauth_requests SET created_at = now() - interval '31 minutes' WHERE code = $1`,
      [code],
    );
    const expired = await v3('authorize', { consumer_key: KEY, code });
    expectV3Error(expired, 400, 185);
    expect(expired.headers['x-error']).toBe('This code has expired.');
  });

  it('answers a malformed JSON body with a v3 error, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/oauth/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"consumer_key":',
    });
    expectV3Error(response, 400, 130);
  });
});

describe('rate limit on /v3/oauth/request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the 61st call in a minute from one address with a v3 429', async () => {
    const call = () =>
      t.app.inject({ method: 'POST', url: '/v3/oauth/request', payload: { consumer_key: KEY } });
    for (let i = 0; i < 60; i += 1) expect((await call()).statusCode).toBe(400);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-error-code']).toBe('429');
    expect(limited.headers['x-error']).toMatch(/Too many OAuth calls/);
  });
});
