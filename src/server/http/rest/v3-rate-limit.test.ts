import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createServices } from '../../services.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

const KEY = '1234-0123456789abcdef01234567';
const OTHER_KEY = '5678-0123456789abcdef01234567';
const LIMITS = { userCallsPerHour: 3, keyCallsPerHour: 5 };

const limitHeaders = (response: LightMyRequestResponse) => ({
  userLimit: response.headers['x-limit-user-limit'],
  userRemaining: response.headers['x-limit-user-remaining'],
  keyLimit: response.headers['x-limit-key-limit'],
  keyRemaining: response.headers['x-limit-key-remaining'],
});

describe('v3 rate limits (X-Limit-* headers, 403 past a limit)', () => {
  let t: TestApp;
  /** A second app on the same database, as a second process would be. */
  let other: FastifyInstance;
  let tokens: string[];
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ v3Limits: LIMITS });
    other = await buildApp({
      config: t.config,
      services: createServices(t.db, t.config),
      logger: pino({ level: 'silent' }),
      isReady: async () => true,
    });
    await other.ready();
    tokens = [];
    for (const name of ['alice', 'bob', 'carol', 'dave']) {
      const user = await signUp(t.app, { username: name, email: `${name}@example.com` });
      if (name === 'alice') cookie = user.cookie;
      tokens.push((await t.services.auth.createAccessToken(Number(user.id), 'App')).token);
    }
    // The counts start again on the hour: keep this test inside one window.
    const [row] = await t.db.query<{ left: number }>(
      `SELECT 3600 - extract(epoch FROM now())::bigint % 3600 AS left`,
    );
    if (Number(row!.left) < 20)
      await new Promise((done) => setTimeout(done, Number(row!.left) * 1000 + 500));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = (app: FastifyInstance, token: string, key = KEY) =>
    app.inject({
      method: 'POST',
      url: '/v3/get',
      payload: { consumer_key: key, access_token: token, count: 1 },
    });

  it('counts a user’s calls across two processes and refuses the one past the limit', async () => {
    const [alice] = tokens;
    const first = await get(t.app, alice!);
    expect(first.statusCode).toBe(200);
    expect(limitHeaders(first)).toEqual({
      userLimit: '3',
      userRemaining: '2',
      keyLimit: '5',
      keyRemaining: '4',
    });
    const reset = Number(first.headers['x-limit-user-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(3600);
    expect(first.headers['x-limit-key-reset']).toBe(String(reset));

    const second = await get(other, alice!);
    expect(second.statusCode).toBe(200);
    expect(limitHeaders(second)).toMatchObject({ userRemaining: '1', keyRemaining: '3' });
    const third = await get(t.app, alice!);
    expect(limitHeaders(third)).toMatchObject({ userRemaining: '0', keyRemaining: '2' });

    // The fourth call, on the other process, is refused before the route runs: nothing saved.
    const refused = await other.inject({
      method: 'POST',
      url: '/v3/add',
      payload: { consumer_key: KEY, access_token: alice, url: 'https://example.com/late' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-error-code']).toBe('429');
    expect(refused.headers['x-error']).toMatch(
      /^User rate limit exceeded \(3 calls an hour\)\. Try again in \d+ seconds\.$/,
    );
    const retryIn = Number(/in (\d+) seconds/.exec(String(refused.headers['x-error']))![1]);
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(3600);
    expect(refused.headers['retry-after']).toBe(String(retryIn));
    expect(refused.headers['x-limit-user-reset']).toBe(String(retryIn));
    expect(limitHeaders(refused)).toMatchObject({ userRemaining: '0' });
    expect(refused.json()).toEqual({ error: refused.headers['x-error'] });
    const list = await t.db.query(`SELECT 1 FROM saved_items s WHERE s.given_url = $1`, [
      'https://example.com/late',
    ]);
    expect(list).toHaveLength(0);
  });

  it('counts an app’s consumer key across its users and processes', async () => {
    const [, bob, carol, dave] = tokens;
    // Alice used 4 of the key's 5 calls above.
    const bobs = await get(other, bob!);
    expect(bobs.statusCode).toBe(200);
    expect(limitHeaders(bobs)).toEqual({
      userLimit: '3',
      userRemaining: '2',
      keyLimit: '5',
      keyRemaining: '0',
    });
    const carols = await get(t.app, carol!);
    expect(carols.statusCode).toBe(403);
    expect(carols.headers['x-error']).toMatch(
      /^Consumer key rate limit exceeded \(5 calls an hour\)\. Try again in \d+ seconds\.$/,
    );
    // Another app's key is counted on its own.
    const elsewhere = await get(other, dave!, OTHER_KEY);
    expect(elsewhere.statusCode).toBe(200);
    expect(limitHeaders(elsewhere)).toMatchObject({ userRemaining: '2', keyRemaining: '4' });
  });

  it('puts the headers on error replies and on calls without a user (counted by address)', async () => {
    const badToken = await t.app.inject({
      method: 'GET',
      url: `/v3/get?consumer_key=${OTHER_KEY}&access_token=stl_1_nope`,
    });
    expect(badToken.statusCode).toBe(401);
    expect(limitHeaders(badToken)).toMatchObject({ userLimit: '3', userRemaining: '2' });
    const oauth = await other.inject({
      method: 'POST',
      url: '/v3/oauth/request',
      payload: { consumer_key: OTHER_KEY, redirect_uri: 'myapp://done' },
    });
    expect(oauth.statusCode).toBe(200);
    expect(limitHeaders(oauth)).toMatchObject({ userRemaining: '1', keyRemaining: '2' });
    const badInput = await t.app.inject({
      method: 'GET',
      url: `/v3/get?consumer_key=${OTHER_KEY}&access_token=${tokens[3]}&sort=sideways`,
    });
    expect(badInput.statusCode).toBe(400);
    expect(limitHeaders(badInput)).toMatchObject({ userRemaining: '1', keyRemaining: '1' });
  });

  it('leaves Satchel’s own web client (a valid session cookie) alone', async () => {
    for (let call = 0; call < LIMITS.userCallsPerHour + 2; call += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v3/getAppSettings',
        headers: { cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
        remoteAddress: '198.51.100.7',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-limit-user-limit']).toBeUndefined();
    }
  });

  it('counts signed-out calls that claim to be same-origin, and refuses the one past the limit', async () => {
    // Sec-Fetch-Site is a header like any other outside a browser: it exempts nobody.
    const forged = {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      origin: TEST_ORIGIN,
      referer: `${TEST_ORIGIN}/saves`,
    };
    const answers: LightMyRequestResponse[] = [];
    for (let call = 0; call <= LIMITS.userCallsPerHour; call += 1) {
      answers.push(
        await t.app.inject({
          method: 'GET',
          url: call % 2 ? '/v3/getuser' : '/v3/guid',
          headers: forged,
          remoteAddress: '203.0.113.50',
        }),
      );
    }
    expect(answers.map((answer) => answer.headers['x-limit-user-remaining'])).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-error-code']).toBe('429');
    expect(refused.headers['x-error']).toMatch(/^User rate limit exceeded \(3 calls an hour\)/);

    // A session cookie that does not check out is a signed-out call too.
    const ended = await t.app.inject({
      method: 'GET',
      url: '/v3/getuser',
      headers: { ...forged, cookie: 'satchel_session=ended-long-ago' },
      remoteAddress: '203.0.113.50',
    });
    expect(ended.statusCode).toBe(403);
    expect(ended.headers['x-limit-user-remaining']).toBe('0');
  });
});
