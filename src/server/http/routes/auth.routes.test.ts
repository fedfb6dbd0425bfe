import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  graphql,
  sessionCookieFrom,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app.js';

const ME = '{ user { id username email isPremium } }';

describe('accounts and sessions over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { origin: TEST_ORIGIN, ...headers },
    });

  it('signs up, reads the account, logs out, and is then refused', async () => {
    const user = await signUp(t.app, {
      email: 'Ada@Example.com',
      username: 'ada',
      password: 'analytical engine',
    });
    const me = await graphql<{ user: { email: string; username: string } }>(
      t.app,
      { cookie: user.cookie },
      ME,
    );
    expect(me.data?.user).toMatchObject({ email: 'Ada@Example.com', username: 'ada' });

    const logout = await post('/api/auth/logout', {}, { cookie: user.cookie });
    expect(logout.statusCode).toBe(204);

    const after = await graphql(t.app, { cookie: user.cookie }, ME);
    expect(after.data?.user).toBeNull();
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('sets an httpOnly SameSite=Lax session cookie', async () => {
    const response = await post('/api/auth/signup', {
      email: 'cookie@example.com',
      password: 'long enough',
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === 'satchel_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('logs in by email or username, case-insensitively, and rotates the session', async () => {
    const user = await signUp(t.app, {
      email: 'grace@example.com',
      username: 'Grace',
      password: 'compiler first',
    });
    const byEmail = await post(
      '/api/auth/login',
      { login: 'GRACE@example.com', password: 'compiler first' },
      { cookie: user.cookie },
    );
    expect(byEmail.statusCode).toBe(200);
    const rotated = sessionCookieFrom(byEmail);
    expect(rotated).not.toBe(user.cookie);
    // The session from before the login is gone.
    expect(
      (await graphql(t.app, { cookie: user.cookie }, ME)).errors?.[0]?.extensions?.status,
    ).toBe(401);
    expect((await graphql(t.app, { cookie: rotated }, ME)).data?.user).toBeTruthy();

    const byUsername = await post('/api/auth/login', {
      username: 'grace',
      password: 'compiler first',
    });
    expect(byUsername.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    await signUp(t.app, { email: 'linus@example.com', password: 'right password' });
    const wrong = await post('/api/auth/login', {
      login: 'linus@example.com',
      password: 'wrong password',
    });
    const unknown = await post('/api/auth/login', {
      login: 'nobody@example.com',
      password: 'whatever123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
    expect(wrong.cookies.find((c) => c.name === 'satchel_session')).toBeUndefined();
  });

  it('refuses a duplicate email or username, whatever the case', async () => {
    await signUp(t.app, { email: 'dup@example.com', username: 'dupe' });
    const email = await post('/api/auth/signup', {
      email: 'DUP@example.com',
      password: 'password123',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toMatchObject({ code: 'CONFLICT', field: 'email' });
    const username = await post('/api/auth/signup', {
      email: 'other@example.com',
      username: 'DUPE',
      password: 'password123',
    });
    expect(username.statusCode).toBe(409);
    expect(username.json().error).toMatchObject({ field: 'username' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'password123' }, 'email'],
    [{ email: 'short@example.com', password: 'seven77' }, 'password'],
    [{ email: 'name@example.com', password: 'password123', username: 'a b' }, 'username'],
    [{ password: 'password123' }, 'email'],
  ])('rejects bad sign-up input %j with a 400 naming the field', async (payload, field) => {
    const response = await post('/api/auth/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(expect.any(String));
    if (field) expect(response.json().error.field).toBe(field);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(expect.any(String));
  });

  it('makes the first account an administrator and later ones not', async () => {
    const rows = await t.db.query<{ email: string; is_admin: boolean }>(
      'SELECT email, is_admin FROM users ORDER BY id',
    );
    expect(rows[0]?.is_admin).toBe(true);
    expect(rows.slice(1).every((row) => !row.is_admin)).toBe(true);
  });

  it('refuses a cookie-authenticated mutation from a foreign origin, and one without any origin', async () => {
    const user = await signUp(t.app);
    const mutation = {
      query: 'mutation { upsertSavedItem(input: {url: "https://example.com/csrf"}) { id } }',
    };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: mutation,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CSRF_REJECTED');
    const none = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: user.cookie },
      payload: mutation,
    });
    expect(none.statusCode).toBe(403);
    const sameOriginByReferer = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: user.cookie, referer: `${TEST_ORIGIN}/saves` },
      payload: mutation,
    });
    expect(sameOriginByReferer.statusCode).toBe(200);
    const saved = await t.db.query('SELECT 1 FROM saved_items WHERE user_id = $1', [
      Number(user.id),
    ]);
    expect(saved).toHaveLength(1);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { loginPerMinute: 3, signupPerHour: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message once login attempts exceed the limit', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN },
        payload: { login: 'x@example.com', password: 'nope-nope' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many login attempts\. Try again in/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits sign-ups per address', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { origin: TEST_ORIGIN },
        payload: { email: `rl${n}@example.com`, password: 'password123' },
      });
    expect((await attempt(1)).statusCode).toBe(201);
    expect((await attempt(2)).statusCode).toBe(201);
    const limited = await attempt(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await t.db.query("SELECT 1 FROM users WHERE email = 'rl3@example.com'")).toHaveLength(0);
  });
});
