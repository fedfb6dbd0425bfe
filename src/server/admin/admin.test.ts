import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

const ADMIN_USERS = `query($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) {
    users { id username email isPremium isAdmin isPilot accountCreationDate }
    totalCount endCursor hasNextPage
  }
}`;
const SET_FLAG = `mutation($userId: ID!, $flag: UserFlag!, $on: Boolean!) {
  adminSetUserFlag(userId: $userId, flag: $flag, on: $on) { id username isPremium isAdmin isPilot }
}`;
const QA_PREMIUM = `mutation($on: Boolean!) { qaSetPremium(on: $on) { isPremium premiumStatus premiumFeatures } }`;

interface AdminUser {
  id: string;
  username: string;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
  isPilot: boolean;
  accountCreationDate: string;
}
interface Page {
  adminUsers: {
    users: AdminUser[];
    totalCount: number;
    endCursor: string | null;
    hasNextPage: boolean;
  };
}

describe('admin API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let reader: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp();
    // The first account of an instance is its administrator.
    admin = await signUp(t.app, { email: 'boss@example.com', username: 'boss' });
    reader = await signUp(t.app, { email: 'Reader.One@example.com', username: 'readerone' });
    for (const name of ['alpha', 'beta', 'gamma', 'delta_x', 'epsilon']) {
      await signUp(t.app, { email: `${name}@mail.test`, username: `${name}user` });
    }
  });
  afterAll(() => t.close());

  it('refuses non-administrators with FORBIDDEN and a clear message', async () => {
    const list = await graphql(t.app, reader, ADMIN_USERS);
    expect(list.errors?.[0]).toMatchObject({
      message: 'Only administrators can manage users. Ask an administrator of this instance.',
      extensions: { code: 'FORBIDDEN' },
    });
    const flag = await graphql(t.app, reader, SET_FLAG, {
      userId: reader.id,
      flag: 'PREMIUM',
      on: true,
    });
    expect(flag.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const me = await graphql<{ user: { isPremium: boolean; isAdmin: boolean } }>(
      t.app,
      reader,
      '{ user { isPremium isAdmin } }',
    );
    expect(me.data?.user).toEqual({ isPremium: false, isAdmin: false });
    expect((await graphql(t.app, {}, ADMIN_USERS)).errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('exposes isAdmin on the user', async () => {
    const me = await graphql<{ user: { isAdmin: boolean } }>(t.app, admin, '{ user { isAdmin } }');
    expect(me.data?.user.isAdmin).toBe(true);
  });

  it('lists every account newest first, page by page', async () => {
    const all = await graphql<Page>(t.app, admin, ADMIN_USERS);
    expect(all.errors).toBeUndefined();
    const everyone = all.data!.adminUsers;
    expect(everyone.totalCount).toBe(7);
    expect(everyone.hasNextPage).toBe(false);
    expect(everyone.users.map((u) => u.username)).toEqual([
      'epsilonuser',
      'delta_xuser',
      'gammauser',
      'betauser',
      'alphauser',
      'readerone',
      'boss',
    ]);
    expect(everyone.users.at(-1)).toMatchObject({
      id: admin.id,
      email: 'boss@example.com',
      isAdmin: true,
      isPremium: false,
      isPilot: false,
      accountCreationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response: Awaited<ReturnType<typeof graphql<Page>>> = await graphql<Page>(
        t.app,
        admin,
        ADMIN_USERS,
        { first: 3, after },
      );
      const page = response.data!.adminUsers;
      expect(page.totalCount).toBe(7);
      seen.push(...page.users.map((u) => u.username));
      after = page.hasNextPage ? page.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(everyone.users.map((u) => u.username));
  });

  it('refuses a page size out of range and a foreign cursor', async () => {
    for (const first of [0, 101]) {
      const response = await graphql(t.app, admin, ADMIN_USERS, { first });
      expect(response.errors?.[0]).toMatchObject({
        message: 'first must be between 1 and 100.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const bad = await graphql(t.app, admin, ADMIN_USERS, { after: 'bm9wZQ' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('searches email and username, ignoring case, taking % and _ literally', async () => {
    const search = async (term: string) =>
      (await graphql<Page>(t.app, admin, ADMIN_USERS, { search: term })).data!.adminUsers;
    const byEmail = await search('READER.ONE@');
    expect(byEmail.users.map((u) => u.username)).toEqual(['readerone']);
    expect(byEmail.totalCount).toBe(1);
    expect((await search('MAIL.TEST')).totalCount).toBe(5);
    expect((await search('Ta_X')).users.map((u) => u.username)).toEqual(['delta_xuser']);
    expect((await search('a_p')).totalCount).toBe(0);
    expect((await search('%')).totalCount).toBe(0);
    expect((await search('  ')).totalCount).toBe(7);
  });

  it('switches premium, admin and pilot flags on and off', async () => {
    for (const flag of ['PREMIUM', 'ADMIN', 'PILOT'] as const) {
      const field = { PREMIUM: 'isPremium', ADMIN: 'isAdmin', PILOT: 'isPilot' }[flag];
      const on = await graphql<{ adminSetUserFlag: Record<string, unknown> }>(
        t.app,
        admin,
        SET_FLAG,
        { userId: reader.id, flag, on: true },
      );
      expect(on.errors).toBeUndefined();
      expect(on.data!.adminSetUserFlag).toMatchObject({ id: reader.id, [field]: true });
      const listed = (await graphql<Page>(t.app, admin, ADMIN_USERS, { search: 'readerone' })).data!
        .adminUsers.users[0]!;
      expect(listed[field as keyof AdminUser]).toBe(true);
      const off = await graphql<{ adminSetUserFlag: Record<string, unknown> }>(
        t.app,
        admin,
        SET_FLAG,
        { userId: reader.id, flag, on: false },
      );
      expect(off.data!.adminSetUserFlag).toMatchObject({ [field]: false });
    }
    const missing = await graphql(t.app, admin, SET_FLAG, {
      userId: '987654',
      flag: 'PILOT',
      on: true,
    });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("refuses an administrator's removal of their own admin rights", async () => {
    const response = await graphql(t.app, admin, SET_FLAG, {
      userId: admin.id,
      flag: 'ADMIN',
      on: false,
    });
    expect(response.errors?.[0]).toMatchObject({
      message: "You can't remove your own admin rights; ask another administrator.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const me = await graphql<{ user: { isAdmin: boolean } }>(t.app, admin, '{ user { isAdmin } }');
    expect(me.data?.user.isAdmin).toBe(true);
    // Another administrator can; and an admin may grant themselves other flags.
    const second = await signUp(t.app);
    await graphql(t.app, admin, SET_FLAG, { userId: second.id, flag: 'ADMIN', on: true });
    const demoted = await graphql<{ adminSetUserFlag: { isAdmin: boolean } }>(
      t.app,
      second,
      SET_FLAG,
      { userId: admin.id, flag: 'ADMIN', on: false },
    );
    expect(demoted.data?.adminSetUserFlag.isAdmin).toBe(false);
    expect((await graphql(t.app, admin, ADMIN_USERS)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    await graphql(t.app, second, SET_FLAG, { userId: admin.id, flag: 'ADMIN', on: true });
  });

  it('keeps isPremium, premiumStatus, premiumFeatures and v3 premium fields in agreement', async () => {
    const user = await signUp(t.app);
    const premium = async () => {
      const gql = await graphql<{
        user: { isPremium: boolean; premiumStatus: string; premiumFeatures: string[] };
      }>(t.app, user, '{ user { isPremium premiumStatus premiumFeatures } }');
      const v3 = (
        await t.app.inject({ method: 'GET', url: '/v3/getuser', headers: { cookie: user.cookie } })
      ).json<{ user: Record<string, unknown> }>().user;
      return {
        ...gql.data!.user,
        premium_status: v3.premium_status,
        premium_features: v3.premium_features,
        annotations_per_article_limit: v3.annotations_per_article_limit,
      };
    };
    expect(await premium()).toEqual({
      isPremium: false,
      premiumStatus: 'NEVER',
      premiumFeatures: [],
      premium_status: '0',
      premium_features: [],
      annotations_per_article_limit: 3,
    });
    await graphql(t.app, admin, SET_FLAG, { userId: user.id, flag: 'PREMIUM', on: true });
    expect(await premium()).toEqual({
      isPremium: true,
      premiumStatus: 'ACTIVE',
      premiumFeatures: [
        'PERMANENT_LIBRARY',
        'SUGGESTED_TAGS',
        'PREMIUM_SEARCH',
        'ANNOTATIONS',
        'AD_FREE',
      ],
      premium_status: '1',
      premium_features: ['ad_free', 'annotations', 'library', 'suggested_tags', 'premium_search'],
      annotations_per_article_limit: undefined,
    });
    await graphql(t.app, admin, SET_FLAG, { userId: user.id, flag: 'PREMIUM', on: false });
    expect(await premium()).toMatchObject({
      isPremium: false,
      premiumStatus: 'EXPIRED',
      premiumFeatures: [],
      premium_status: '0',
      annotations_per_article_limit: 3,
    });
  });

  it('refuses the QA premium toggle outside development mode', async () => {
    const response = await graphql(t.app, reader, QA_PREMIUM, { on: true });
    expect(response.errors?.[0]).toMatchObject({
      message: 'The QA premium toggle only works in development mode.',
      extensions: { code: 'FORBIDDEN' },
    });
    const me = await graphql<{ user: { isPremium: boolean } }>(
      t.app,
      reader,
      '{ user { isPremium } }',
    );
    expect(me.data?.user.isPremium).toBe(false);
  });
});

describe('QA premium toggle in development mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devMode: true });
  });
  afterAll(() => t.close());

  it("flips the signed-in user's own premium on and off", async () => {
    await signUp(t.app);
    const user = await signUp(t.app);
    const on = await graphql<{
      qaSetPremium: { isPremium: boolean; premiumStatus: string; premiumFeatures: string[] };
    }>(t.app, user, QA_PREMIUM, { on: true });
    expect(on.errors).toBeUndefined();
    expect(on.data!.qaSetPremium).toMatchObject({ isPremium: true, premiumStatus: 'ACTIVE' });
    expect(on.data!.qaSetPremium.premiumFeatures).toContain('ANNOTATIONS');
    const v3 = await t.app.inject({
      method: 'GET',
      url: '/v3/getuser',
      headers: { cookie: user.cookie },
    });
    expect(v3.json<{ user: { premium_status: string } }>().user.premium_status).toBe('1');
    const off = await graphql<{ qaSetPremium: { isPremium: boolean; premiumStatus: string } }>(
      t.app,
      user,
      QA_PREMIUM,
      { on: false },
    );
    expect(off.data!.qaSetPremium).toMatchObject({ isPremium: false, premiumStatus: 'EXPIRED' });
    expect(
      (await graphql(t.app, {}, QA_PREMIUM, { on: true })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
