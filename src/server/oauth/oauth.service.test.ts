import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../accounts/auth.service.js';
import type { Actor } from '../core/actor.js';
import { testActor } from '../test/actors.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import { OauthService } from './oauth.service.js';

const KEY = '1234-0123456789abcdef01234567';

describe('OauthService', () => {
  let t: TestDb;
  let actor: Actor;
  beforeAll(async () => {
    t = await createTestDb();
    const [user] = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, username, password_hash)
       VALUES ('o@example.com', 'oauthuser', 'x') RETURNING id::text AS id`,
    );
    actor = testActor(Number(user!.id));
  });
  afterAll(() => t.destroy());

  const approvedCode = async (service: OauthService) => {
    const { code } = await service.createRequest({ consumer_key: KEY, redirect_uri: 'x:/cb' });
    await service.decide(actor, code, true);
    return code;
  };

  it('gives the code back when the token cannot be made, so the app can retry', async () => {
    let fail = true;
    const real = new AuthService(t.db, { sessionSecret: 's'.repeat(32), sessionTtlDays: 1 });
    const service = new OauthService(t.db, {
      createAccessToken: (userId, name, grant) => {
        if (fail) return Promise.reject(new Error('database went away'));
        return real.createAccessToken(userId, name, grant);
      },
    });
    const code = await approvedCode(service);
    await expect(service.exchange({ consumer_key: KEY, code })).rejects.toThrow('went away');
    fail = false;
    const grant = await service.exchange({ consumer_key: KEY, code });
    expect(grant).toMatchObject({ username: 'oauthuser', state: null });
  });

  it('purges requests older than a day', async () => {
    const service = new OauthService(
      t.db,
      new AuthService(t.db, { sessionSecret: 's'.repeat(32), sessionTtlDays: 1 }),
    );
    const old = await approvedCode(service);
    const fresh = await approvedCode(service);
    await t.db.query(
      `UPDATE oauth_requests SET created_at = now() - interval '25 hours' WHERE code = $1`,
      [old],
    );
    expect(await service.purgeOld()).toBe(1);
    await expect(service.describe(actor, old)).rejects.toThrow('not valid');
    expect((await service.describe(actor, fresh)).status).toBe('approved');
  });
});
