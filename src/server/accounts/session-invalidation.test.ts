/**
 * Sessions are cached in the process (session-cache.ts); every change that affects a session or
 * what `user { … }` shows is seen by the very next request, through HTTP and GraphQL as clients
 * make them. Each test reads first (filling the cache), changes, then reads again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  graphql,
  sessionCookieFrom,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../test/test-app.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

const USER = '{ user { username email firstName isPremium avatarUrl } }';

describe('cached sessions follow every change at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });
  const userOf = async (cookie: string) => {
    const response = await graphql<{ user: Record<string, unknown> }>(t.app, { cookie }, USER);
    return response.data?.user ?? { status: response.errors?.[0]?.extensions?.status };
  };
  const login = async (reader: Reader) =>
    sessionCookieFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN },
        payload: { login: reader.username, password: reader.password },
      }),
    );

  it('refuses a session once it is logged out', async () => {
    const me = await signUp(t.app);
    expect(await userOf(me.cookie)).toMatchObject({ username: me.username });
    expect((await post('/api/auth/logout', me.cookie)).statusCode).toBeLessThan(300);
    expect(await userOf(me.cookie)).toEqual({ status: 401 });
  });

  it('refuses the other sessions once the password changes, and keeps the changing one', async () => {
    const me = await signUp(t.app);
    const other = await login(me);
    expect(await userOf(other)).toMatchObject({ username: me.username });
    const changed = await post('/v3/acctchange', me.cookie, {
      newpassword: 'a brand new passphrase',
      password: me.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(await userOf(other)).toEqual({ status: 401 });
    expect(await userOf(me.cookie)).toMatchObject({ username: me.username });
  });

  it('refuses every session of a deleted account', async () => {
    const me = await signUp(t.app);
    const other = await login(me);
    expect(await userOf(other)).toMatchObject({ username: me.username });
    const deleted = await post('/v3/accountDelete', me.cookie, { password: me.password });
    expect(deleted.statusCode).toBe(200);
    expect(await userOf(other)).toEqual({ status: 401 });
    expect(await userOf(me.cookie)).toEqual({ status: 401 });
  });

  it('shows premium as soon as an administrator grants it', async () => {
    const admin = await signUp(t.app);
    await t.services.accounts.setFlag(Number(admin.id), 'admin', true);
    const me = await signUp(t.app);
    expect(await userOf(me.cookie)).toMatchObject({ isPremium: false });
    const granted = await graphql(
      t.app,
      admin,
      'mutation Grant($id: ID!) { adminSetUserFlag(userId: $id, flag: PREMIUM, on: true) { id } }',
      { id: me.id },
    );
    expect(granted.errors).toBeUndefined();
    expect(await userOf(me.cookie)).toMatchObject({ isPremium: true });
  });

  it('shows a new profile, username and email on the next request', async () => {
    const me = await signUp(t.app);
    const other = await login(me);
    expect(await userOf(other)).toMatchObject({ firstName: '' });
    await post('/v3/acctchange', me.cookie, { newfirst_name: 'Ada' });
    expect(await userOf(other)).toMatchObject({ firstName: 'Ada' });
    const username = `renamed-${me.id}`;
    await post('/v3/acctchange', me.cookie, { newusername: username, password: me.password });
    expect(await userOf(other)).toMatchObject({ username });
    const email = `renamed-${me.id}@example.com`;
    await post('/v3/acctchange', me.cookie, { newemail: email, password: me.password });
    expect(await userOf(other)).toMatchObject({ email });
  });

  it('shows a removed avatar on the next request', async () => {
    const me = await signUp(t.app);
    // An avatar set behind the cache's back (as another process would), seen once the cache is cold.
    await t.db.query('UPDATE users SET avatar_url = $2 WHERE id = $1', [
      me.id,
      `/avatars/${me.id}/${'a'.repeat(64)}.jpg`,
    ]);
    const other = await login(me);
    expect(await userOf(other)).toMatchObject({ avatarUrl: expect.stringMatching(/^\/avatars\//) });
    const removed = await post('/v3/setAvatar', me.cookie, { remove: '1' });
    expect(removed.statusCode).toBe(200);
    expect(await userOf(other)).toMatchObject({ avatarUrl: null });
  });
});
