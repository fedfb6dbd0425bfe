import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

const KEY = '1234-abcdef';

interface App {
  id: number;
  name: string;
  consumer_key: string | null;
  created_at: string;
  last_used_at: string | null;
}

describe('Pocket v3 connected services', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, cookie: me.cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const apps = async (cookie = me.cookie) =>
    (await post('/v3/getConnectedServices', undefined, { cookie })).json<{ apps: App[] }>().apps;
  const get = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v3/get?premium=1&consumer_key=${KEY}&access_token=${encodeURIComponent(token)}`,
    });

  it('starts with no apps, in the shape Pocket answered', async () => {
    const response = await post('/v3/getConnectedServices');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      error: null,
      official_apps: [],
      apps: [],
      socialServices: [],
      googleServices: [],
    });
  });

  it('lists an OAuth grant and a personal token, with the key parsed and unix-second dates', async () => {
    const grant = await t.services.auth.createAccessToken(Number(me.id), `App ${KEY}`, {
      scopes: ['saves', 'tags', 'highlights', 'lists'],
      consumerKey: KEY,
    });
    const personal = await t.services.auth.createAccessToken(Number(me.id), 'My script');
    expect((await get(grant.token)).statusCode).toBe(200);

    const listed = await apps();
    expect(listed).toHaveLength(2);
    const [app, token] = listed;
    expect(app).toMatchObject({
      id: grant.row.id,
      name: `App ${KEY}`,
      consumer_key: KEY,
      scopes: ['saves', 'tags', 'highlights', 'lists'],
    });
    expect(app!.created_at).toBe(String(Math.floor(grant.row.createdAt.getTime() / 1000)));
    expect(Number(app!.last_used_at)).toBeGreaterThanOrEqual(Number(app!.created_at));
    expect(token).toEqual({
      id: personal.row.id,
      name: 'My script',
      consumer_key: null,
      created_at: expect.stringMatching(/^\d{10}$/),
      last_used_at: null,
      scopes: ['saves', 'tags', 'highlights', 'lists'],
    });
  });

  it('revokes one app: the new list leaves it out and its token stops working', async () => {
    const grant = await t.services.auth.createAccessToken(Number(me.id), 'App 999-revoke');
    expect((await get(grant.token)).statusCode).toBe(200);
    const before = await apps();

    const response = await post('/v3/setConnectedServices', { revoke: grant.row.id });
    expect(response.statusCode).toBe(200);
    const after = response.json<{ status: number; apps: App[] }>();
    expect(after.status).toBe(1);
    expect(after.apps.map((a) => a.id)).toEqual(
      before.map((a) => a.id).filter((id) => id !== grant.row.id),
    );
    expect(await apps()).toEqual(after.apps);
    expect((await get(grant.token)).statusCode).toBe(401);
  });

  it("takes {action: 'revoke', id} as a form body too", async () => {
    const grant = await t.services.auth.createAccessToken(Number(me.id), 'App form-key');
    const response = await post('/v3/setConnectedServices', `action=revoke&id=${grant.row.id}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ apps: App[] }>().apps.map((a) => a.id)).not.toContain(grant.row.id);
  });

  it("cannot revoke another user's app: 404, nothing changed", async () => {
    const other = await signUp(t.app);
    const theirs = await t.services.auth.createAccessToken(Number(other.id), `App ${KEY}`);
    const mine = await apps();

    const response = await post('/v3/setConnectedServices', { revoke: theirs.row.id });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-error-code']).toBe('404');
    expect(await apps()).toEqual(mine);
    expect((await apps(other.cookie)).map((a) => a.id)).toEqual([theirs.row.id]);
    expect((await get(theirs.token)).statusCode).toBe(200);
  });

  it('answers 404 for a token already revoked and 400 for a missing id', async () => {
    const grant = await t.services.auth.createAccessToken(Number(me.id), 'App twice');
    expect((await post('/v3/setConnectedServices', { revoke: grant.row.id })).statusCode).toBe(200);
    expect((await post('/v3/setConnectedServices', { revoke: grant.row.id })).statusCode).toBe(404);
    const missing = await post('/v3/setConnectedServices', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['x-error-code']).toBe('130');
  });

  it('refuses visitors with 401 and apps holding a token with 403', async () => {
    for (const url of ['/v3/getConnectedServices', '/v3/setConnectedServices']) {
      const visitor = await post(url, { revoke: 1 }, { cookie: '' });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.headers['x-error-code']).toBe('107');
    }
    const grant = await t.services.auth.createAccessToken(Number(me.id), `App ${KEY}`);
    const asApp = await t.app.inject({
      method: 'POST',
      url: '/v3/getConnectedServices',
      headers: { authorization: `Bearer ${grant.token}` },
    });
    expect(asApp.statusCode).toBe(403);
    expect(asApp.headers['x-error-code']).toBe('5200');
  });

  it('refuses a cross-site POST', async () => {
    const response = await post(
      '/v3/setConnectedServices',
      { revoke: 1 },
      {
        origin: 'https://evil.example',
      },
    );
    expect(response.statusCode).toBe(403);
  });
});
