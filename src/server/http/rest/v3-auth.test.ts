import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

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
