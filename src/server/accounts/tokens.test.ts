import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testActor } from '../test/actors.js';
import { saveUrl } from '../test/factories.js';
import { createTestApp, signUp, type GraphQLResponse, type TestApp } from '../test/test-app.js';

const ME = '{ user { username } }';
const SAVE = (url: string) => `mutation { upsertSavedItem(input: {url: "${url}"}) { id url } }`;

describe('personal access tokens (Authorization: Bearer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A GraphQL call as a CLI or script would make it: bearer token, no Origin, no Referer. */
  const bearer = async <T = Record<string, unknown>>(authorization: string, query: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization, 'content-type': 'application/json' },
      payload: { query },
    });
    return { status: response.statusCode, body: response.json<GraphQLResponse<T>>() };
  };

  const savesOf = async (userId: string) =>
    t.db.query<{ given_url: string }>(
      'SELECT given_url FROM saved_items WHERE user_id = $1 ORDER BY given_url',
      [Number(userId)],
    );

  it('reads the account and saves a URL without any Origin header', async () => {
    const user = await signUp(t.app, { username: 'tokenreader' });
    const { token } = await t.services.auth.createAccessToken(Number(user.id), 'cli');
    expect(token).toMatch(/^stl_\d+_[A-Za-z0-9_-]{43}$/);

    const me = await bearer<{ user: { username: string } }>(`Bearer ${token}`, ME);
    expect(me.status).toBe(200);
    expect(me.body.data?.user).toEqual({ username: 'tokenreader' });

    const saved = await bearer<{ upsertSavedItem: { url: string } }>(
      `Bearer ${token}`,
      SAVE('https://example.com/from-cli'),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.upsertSavedItem.url).toBe('https://example.com/from-cli');
    expect(await savesOf(user.id)).toEqual([{ given_url: 'https://example.com/from-cli' }]);
  });

  it('accepts the scheme in any case', async () => {
    const user = await signUp(t.app, { username: 'casedscheme' });
    const { token } = await t.services.auth.createAccessToken(Number(user.id), 'cli');
    const me = await bearer<{ user: { username: string } }>(`bearer ${token}`, ME);
    expect(me.body.data?.user.username).toBe('casedscheme');
  });

  it('stores only a hash of the token, and notes when it was used', async () => {
    const user = await signUp(t.app);
    const { token, row } = await t.services.auth.createAccessToken(Number(user.id), 'stored');
    const secret = token.split('_').slice(2).join('_');
    const before = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM access_tokens WHERE user_id = $1 AND id = $2',
      [Number(user.id), row.id],
    );
    expect(before).toHaveLength(1);
    expect(before[0]!.last_used_at).toBeNull();
    const stored = JSON.stringify(before);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(secret);

    await bearer(`Bearer ${token}`, ME);
    const after = await t.db.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM access_tokens WHERE user_id = $1 AND id = $2',
      [Number(user.id), row.id],
    );
    expect(after[0]!.last_used_at).toBeInstanceOf(Date);
  });

  it('refuses a revoked token with status 401 and writes nothing', async () => {
    const user = await signUp(t.app);
    const { token, row } = await t.services.auth.createAccessToken(Number(user.id), 'revoked');
    expect((await bearer(`Bearer ${token}`, ME)).body.data?.user).toBeTruthy();

    await t.services.auth.revokeAccessToken(testActor(Number(user.id)), row.id);
    const me = await bearer(`Bearer ${token}`, ME);
    expect(me.body.data?.user).toBeNull();
    expect(me.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(me.body.errors?.[0]?.message).toMatch(/token/i);

    const save = await bearer(`Bearer ${token}`, SAVE('https://example.com/after-revoke'));
    expect(save.body.errors?.[0]?.extensions?.status).toBe(401);
    expect(await savesOf(user.id)).toEqual([]);
  });

  it('cannot revoke a token twice, nor another user’s token', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { token, row } = await t.services.auth.createAccessToken(Number(owner.id), 'mine');
    await expect(
      t.services.auth.revokeAccessToken(testActor(Number(other.id)), row.id),
    ).rejects.toThrow(/No live token/);
    expect((await bearer(`Bearer ${token}`, ME)).body.data?.user).toBeTruthy();
    await t.services.auth.revokeAccessToken(testActor(Number(owner.id)), row.id);
    await expect(
      t.services.auth.revokeAccessToken(testActor(Number(owner.id)), row.id),
    ).rejects.toThrow(/No live token/);
  });

  it('refuses malformed tokens and well-shaped tokens with a wrong secret', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const { token } = await t.services.auth.createAccessToken(Number(user.id), 'real');
    const secret = token.split('_').slice(2).join('_');
    const wrongSecret = `stl_${user.id}_${'A'.repeat(43)}`;
    // The right secret presented as another user's token.
    const wrongUser = `stl_${other.id}_${secret}`;
    for (const candidate of [
      'nonsense',
      'stl_1_short',
      token.slice(0, -1),
      wrongSecret,
      wrongUser,
    ]) {
      const me = await bearer(`Bearer ${candidate}`, ME);
      expect(me.status).toBeLessThan(500);
      expect(me.body.data?.user ?? null).toBeNull();
      expect(me.body.errors?.[0]?.extensions?.status).toBe(401);
    }
  });

  it('never lets a token bypass the bearer check with a session cookie alongside', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        authorization: 'Bearer stl_1_invalid',
        cookie: user.cookie,
        'content-type': 'application/json',
      },
      payload: { query: ME },
    });
    // A bad bearer token is an error, not a silent fallback to the cookie.
    expect(response.json<GraphQLResponse>().errors?.[0]?.extensions?.status).toBe(401);
  });

  it("gives user A's token only A's data", async () => {
    const a = await signUp(t.app, { username: 'tokenowner' });
    const b = await signUp(t.app, { username: 'tokenother' });
    await saveUrl(t.app, { cookie: a.cookie }, { url: 'https://example.com/a-token-save' });
    await saveUrl(t.app, { cookie: b.cookie }, { url: 'https://example.com/b-secret-save' });
    const { token } = await t.services.auth.createAccessToken(Number(a.id), 'cli');

    const me = await bearer<{
      user: {
        id: string;
        username: string;
        savedItems: { edges: Array<{ node: { url: string } }> };
      };
    }>(`Bearer ${token}`, '{ user { id username savedItems { edges { node { url } } } } }');
    expect(me.body.data?.user.id).toBe(a.id);
    expect(me.body.data?.user.username).toBe('tokenowner');
    expect(me.body.data?.user.savedItems.edges.map((edge) => edge.node.url)).toEqual([
      'https://example.com/a-token-save',
    ]);

    // A save made with A's token lands in A's library only.
    await bearer(`Bearer ${token}`, SAVE('https://example.com/a-second'));
    expect(await savesOf(b.id)).toEqual([{ given_url: 'https://example.com/b-secret-save' }]);
  });

  it('refuses a token name that is empty or too long', async () => {
    const user = await signUp(t.app);
    await expect(t.services.auth.createAccessToken(Number(user.id), '  ')).rejects.toThrow(
      /name of 1 to 100 characters/,
    );
    await expect(
      t.services.auth.createAccessToken(Number(user.id), 'x'.repeat(101)),
    ).rejects.toThrow(/name of 1 to 100 characters/);
  });
});
