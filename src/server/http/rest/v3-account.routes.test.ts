import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  graphql,
  sessionCookieFrom,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app.js';

const USER = `{ user { firstName lastName description username email avatarUrl accountCreationDate } }`;

describe('v3/acctchange (account settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: Record<string, unknown> | string,
    headers: Record<string, string>,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, ...headers },
      payload,
    });
  const change = (reader: { cookie: string }, payload: Record<string, unknown>) =>
    post('/v3/acctchange', payload, { cookie: reader.cookie });
  const login = (loginName: string, password: string) =>
    post('/api/auth/login', { login: loginName, password }, {});
  const userOf = async (cookie: string) =>
    (await graphql<{ user: Record<string, string | null> }>(t.app, { cookie }, USER)).data?.user;
  const getuser = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/v3/getuser?hash=1', headers: { cookie } });

  const expectFailure = (
    response: Awaited<ReturnType<typeof post>>,
    status: number,
    field: string | null,
    error: string | RegExp,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-error-code']).toBeDefined();
    expect(response.headers['x-error']).toBeDefined();
    const body = response.json<{ status: number; error: string; field: string | null }>();
    expect(body.status).toBe(0);
    expect(body.field).toBe(field);
    if (typeof error === 'string') expect(body.error).toBe(error);
    else expect(body.error).toMatch(error);
  };

  it('changes the profile (trimmed, empty clears) and GraphQL and getuser show it', async () => {
    const me = await signUp(t.app);
    const first = await change(me, {
      newfirst_name: '  Ada ',
      newlast_name: 'Lovelace',
      newbio: 'Reads everything.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 1,
      user: { first_name: 'Ada', last_name: 'Lovelace', description: 'Reads everything.' },
    });
    // Only the bio, as a form: the names stay.
    const second = await post('/v3/acctchange', 'newbio=', {
      cookie: me.cookie,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(second.json()).toEqual({
      status: 1,
      user: { first_name: 'Ada', last_name: 'Lovelace', description: '' },
    });
    expect(await userOf(me.cookie)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      description: '',
    });
    const v3 = (await getuser(me.cookie)).json<{ user: Record<string, unknown> }>().user;
    expect(v3).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', description: '' });
  });

  it('refuses names over 50 and bios over 300 characters, naming the field', async () => {
    const me = await signUp(t.app);
    expectFailure(
      await change(me, { newfirst_name: 'a'.repeat(51) }),
      400,
      'newfirst_name',
      'Use at most 50 characters for your first name.',
    );
    expectFailure(
      await change(me, { newbio: 'b'.repeat(301) }),
      400,
      'newbio',
      'Use at most 300 characters for your bio.',
    );
    expect((await change(me, { newbio: 'b'.repeat(300) })).statusCode).toBe(200);
  });

  it('refuses a body with no change or with two kinds of change', async () => {
    const me = await signUp(t.app);
    expectFailure(await change(me, { password: me.password }), 400, null, /^Say what to change: /);
    expectFailure(
      await change(me, { newusername: 'mixed1', newbio: 'x', password: me.password }),
      400,
      null,
      /^Say what to change: /,
    );
  });

  it('changes the username with the password; logging in with the new one works', async () => {
    const me = await signUp(t.app);
    const response = await change(me, { newusername: 'new.name-1', password: me.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, user: { username: 'new.name-1' } });
    expect((await userOf(me.cookie))?.username).toBe('new.name-1');
    expect((await login('new.name-1', me.password)).statusCode).toBe(200);
    expect((await login(me.username, me.password)).statusCode).toBe(401);
  });

  it('refuses a taken username, an invalid one and a wrong password', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    expectFailure(
      await change(me, { newusername: other.username.toUpperCase(), password: me.password }),
      409,
      'newusername',
      'That username is taken.',
    );
    expectFailure(
      await change(me, { newusername: '-bad', password: me.password }),
      400,
      'newusername',
      /^Usernames are 2–32 letters/,
    );
    const wrong = await change(me, { newusername: 'free-name-9', password: 'not my password' });
    expectFailure(wrong, 403, 'password', 'That password is not right.');
    expect((await userOf(me.cookie))?.username).toBe(me.username);
  });

  it('changes the email; the old one no longer logs in, a taken one is refused', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    expectFailure(
      await change(me, { newemail: other.email, password: me.password }),
      409,
      'newemail',
      'That email is used by another account.',
    );
    expectFailure(
      await change(me, { newemail: 'not-an-email', password: me.password }),
      400,
      'newemail',
      'Enter a valid email address, like name@example.com.',
    );
    const response = await change(me, { newemail: 'moved@example.org', password: me.password });
    expect(response.json()).toEqual({ status: 1, user: { email: 'moved@example.org' } });
    expect((await userOf(me.cookie))?.email).toBe('moved@example.org');
    expect((await getuser(me.cookie)).json<{ user: { email: string } }>().user.email).toBe(
      'moved@example.org',
    );
    expect((await login('moved@example.org', me.password)).statusCode).toBe(200);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
  });

  it('changes the password: other sessions end, the caller and apps stay signed in', async () => {
    const me = await signUp(t.app);
    const otherSession = sessionCookieFrom(await login(me.username, me.password));
    const { token } = await t.services.auth.createAccessToken(Number(me.id), 'My script');
    expect((await getuser(otherSession)).statusCode).toBe(200);

    expectFailure(
      await change(me, { newpassword: 'short', password: me.password }),
      400,
      'newpassword',
      'Use at least 8 characters for your password.',
    );
    const response = await change(me, { newpassword: 'a new long secret', password: me.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1 });

    expect((await getuser(me.cookie)).statusCode).toBe(200);
    expect((await getuser(otherSession)).statusCode).toBe(401);
    const bearer = await graphql<{ user: { username: string } }>(t.app, { token }, USER);
    expect(bearer.data?.user.username).toBe(me.username);
    expect((await login(me.username, 'a new long secret')).statusCode).toBe(200);
    expect((await login(me.username, me.password)).statusCode).toBe(401);
  });

  it('stops checking passwords after 10 tries a minute (429), even the right one', async () => {
    const me = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const response = await change(me, { newusername: 'limited-1', password: `wrong ${i}` });
      expect(response.statusCode).toBe(403);
    }
    const limited = await change(me, { newusername: 'limited-1', password: me.password });
    expectFailure(limited, 429, 'password', /^Too many password attempts/);
    expect((await userOf(me.cookie))?.username).toBe(me.username);
  });

  it('refuses apps (Bearer or access_token) with 403 and 5200, and visitors with 401', async () => {
    const me = await signUp(t.app);
    const { token } = await t.services.auth.createAccessToken(Number(me.id), 'An app');
    for (const url of [
      '/v3/acctchange',
      '/v3/accountClear',
      '/v3/accountDelete',
      '/v3/setAvatar',
    ]) {
      const bearer = await post(
        url,
        { newbio: 'x', password: me.password },
        {
          authorization: `Bearer ${token}`,
        },
      );
      expect(bearer.statusCode).toBe(403);
      expect(bearer.headers['x-error-code']).toBe('5200');
      expect(bearer.json()).toMatchObject({ status: 0, field: null });
      const param = await post(
        `${url}?access_token=${token}&consumer_key=1-a`,
        { newbio: 'x' },
        {},
      );
      expect(param.statusCode).toBe(403);
      expect(param.headers['x-error-code']).toBe('5200');
      const visitor = await post(url, { newbio: 'x' }, {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.headers['x-error-code']).toBe('107');
    }
    expect((await userOf(me.cookie))?.description).toBe('');
  });

  it('refuses a cookie POST from another origin (CSRF)', async () => {
    const me = await signUp(t.app);
    const response = await post(
      '/v3/acctchange',
      { newbio: 'pwned' },
      {
        cookie: me.cookie,
        origin: 'https://evil.example',
      },
    );
    expect(response.statusCode).toBe(403);
    expect((await userOf(me.cookie))?.description).toBe('');
  });
});
