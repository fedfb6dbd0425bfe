/**
 * Browser sessions as a signed-in user meets them: the cookie works until it expires or is logged
 * out, and each session notes when it was last seen at most once a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { forgetCachedSessions } from './session-cache.js';

const ME = '{ user { username } }';

describe('browser sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The sessions row behind a cookie header ("satchel_session=<userId>.<secret>"). */
  const sessionRow = async (cookie: string) => {
    const key = t.services.auth.sessionKey(cookie.replace('satchel_session=', ''))!;
    const rows = await t.db.query<{ last_seen_at: Date; seconds_ago: number }>(
      `SELECT last_seen_at, extract(epoch FROM now() - last_seen_at)::float8 AS seconds_ago
         FROM sessions WHERE user_id = $1 AND token_hash = $2`,
      [key.userId, key.tokenHash],
    );
    return { key, row: rows[0] };
  };

  it('reads the account with the cookie, and not once the session has expired', async () => {
    const user = await signUp(t.app, { username: 'sessionreader' });
    const me = await graphql<{ user: { username: string } }>(t.app, { cookie: user.cookie }, ME);
    expect(me.data?.user).toEqual({ username: 'sessionreader' });

    const { key } = await sessionRow(user.cookie);
    await t.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND token_hash = $2`,
      [key.userId, key.tokenHash],
    );
    // Nothing in Satchel shortens a live session's expiry; this test does it by hand, so it also
    // does what any such write must do: forget the process's cached copy (session-cache.ts).
    forgetCachedSessions(t.db, key.userId);
    const after = await graphql(t.app, { cookie: user.cookie }, ME);
    expect(after.data?.user ?? null).toBeNull();
    expect(after.errors?.[0]?.message).toBe('Your session has ended. Please log in again.');
  });

  it('notes a visit when the session was last seen over a minute ago, not more often', async () => {
    const user = await signUp(t.app);
    const { key } = await sessionRow(user.cookie);
    const setSeen = (interval: string) =>
      t.db.query(
        `UPDATE sessions SET last_seen_at = now() - $3::interval WHERE user_id = $1 AND token_hash = $2`,
        [key.userId, key.tokenHash, interval],
      );

    await setSeen('5 minutes');
    expect((await graphql(t.app, { cookie: user.cookie }, ME)).errors).toBeUndefined();
    expect((await sessionRow(user.cookie)).row!.seconds_ago).toBeLessThan(5);

    await setSeen('30 seconds');
    expect((await graphql(t.app, { cookie: user.cookie }, ME)).errors).toBeUndefined();
    expect((await sessionRow(user.cookie)).row!.seconds_ago).toBeGreaterThanOrEqual(29);
  });

  it('stops working at once after logout', async () => {
    const user = await signUp(t.app);
    expect((await graphql(t.app, { cookie: user.cookie }, ME)).errors).toBeUndefined();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await graphql(t.app, { cookie: user.cookie }, ME);
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await sessionRow(user.cookie)).row).toBeUndefined();
  });
});
