import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, type TestApp } from '../../test/test-app.js';

describe('Pocket v3 visitor endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('GET /v3/guid', () => {
    it('issues a guid in a readable cookie kept a year, and keeps it', async () => {
      const first = await get('/v3/guid');
      expect(first.statusCode).toBe(200);
      const body = first.json<{ status: number; guid: string }>();
      expect(body).toEqual({ status: 1, guid: expect.stringMatching(/^[a-f0-9]{32}$/) });
      const cookie = first.cookies.find((c) => c.name === 'sess_guid');
      expect(cookie).toMatchObject({ value: body.guid, maxAge: 31_536_000, path: '/' });
      expect(cookie?.httpOnly).toBeFalsy();

      const second = await get('/v3/guid', { cookie: `sess_guid=${body.guid}` });
      expect(second.json()).toEqual({ status: 1, guid: body.guid });
      expect(second.cookies.find((c) => c.name === 'sess_guid')).toBeUndefined();
    });

    it('gives different visitors different guids, and replaces a malformed one', async () => {
      const a = (await get('/v3/guid')).json<{ guid: string }>().guid;
      const b = (await get('/v3/guid')).json<{ guid: string }>().guid;
      expect(a).not.toBe(b);
      const bad = await get('/v3/guid', { cookie: 'sess_guid=../../etc/passwd' });
      const replaced = bad.json<{ guid: string }>().guid;
      expect(replaced).toMatch(/^[a-f0-9]{32}$/);
      expect(bad.cookies.find((c) => c.name === 'sess_guid')?.value).toBe(replaced);
    });

    it('accepts enable_cors and consumer_key', async () => {
      const response = await get('/v3/guid?enable_cors=1&consumer_key=1234-abcd');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ status: number }>().status).toBe(1);
    });
  });

  describe('GET /v3/getuser', () => {
    it('refuses a visitor with 401 and X-Error-Code / X-Error headers', async () => {
      const response = await get('/v3/getuser');
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-error-code']).toBe('107');
      expect(response.headers['x-error']).toEqual(expect.stringMatching(/log in/i));
      expect(response.json<{ error: string }>().error).toBe(response.headers['x-error']);
    });

    it('refuses an ended session the same way', async () => {
      const response = await get('/v3/getuser', { cookie: 'satchel_session=1.nope' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-error-code']).toBe('107');
    });

    it("returns the signed-in user's fields in Pocket's shape", async () => {
      const user = await signUp(t.app, { email: 'Pocketeer@example.com', username: 'pocketeer' });
      const response = await get(
        '/v3/getuser?enable_cors=1&consumer_key=1234-abcd&hash=9dJDjsla49la',
        {
          cookie: user.cookie,
        },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{ status: number; user: Record<string, unknown> }>();
      expect(body.status).toBe(1);
      expect(body.user).toMatchObject({
        user_id: user.id,
        username: 'pocketeer',
        email: 'Pocketeer@example.com',
        first_name: '',
        last_name: '',
        premium_status: '0',
        is_fxa: false,
        description: '',
        avatar_url: '',
        birth: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        aliases: { 'Pocketeer@example.com': { email: 'Pocketeer@example.com', confirmed: '1' } },
        friend: { friend_id: user.id, username: 'pocketeer' },
        profile: { username: 'pocketeer', uid: 'pocketeer', type: 'pocket' },
      });
      expect(JSON.stringify(body)).not.toMatch(/password|argon/i);
    });

    it('answers a bearer token holder too', async () => {
      const user = await signUp(t.app, { username: 'v3token' });
      const { token } = await t.services.auth.createAccessToken(Number(user.id), 'cli');
      const response = await get('/v3/getuser', { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ user: { username: string } }>().user.username).toBe('v3token');
    });

    it('follows premium being granted and revoked, over REST and GraphQL', async () => {
      const user = await signUp(t.app);
      const premium = async () => {
        const rest = (await get('/v3/getuser', { cookie: user.cookie })).json<{
          user: { premium_status: string };
        }>().user.premium_status;
        const gql = await graphql<{ user: { isPremium: boolean; premiumStatus: string } }>(
          t.app,
          { cookie: user.cookie },
          '{ user { isPremium premiumStatus } }',
        );
        return { rest, ...gql.data?.user };
      };
      expect(await premium()).toEqual({ rest: '0', isPremium: false, premiumStatus: 'NEVER' });

      await t.services.accounts.setFlag(Number(user.id), 'premium', true);
      expect(await premium()).toEqual({ rest: '1', isPremium: true, premiumStatus: 'ACTIVE' });

      await t.services.accounts.setFlag(Number(user.id), 'premium', false);
      expect(await premium()).toEqual({ rest: '0', isPremium: false, premiumStatus: 'EXPIRED' });
    });

    it('keeps NEVER when premium is revoked from someone who never had it', async () => {
      const user = await signUp(t.app);
      const updated = await t.services.accounts.setFlag(Number(user.id), 'premium', false);
      expect(updated.premiumStatus).toBe('NEVER');
    });
  });

  it('answers an unknown v3 method with a JSON 404', async () => {
    const response = await get('/v3/nosuchmethod');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
