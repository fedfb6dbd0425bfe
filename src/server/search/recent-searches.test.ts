import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

const SAVE = `mutation($search: RecentSearchInput!) { saveSearch(search: $search) { term sortId context { key } } }`;
const RECENT = `query { user { recentSearches { term sortId context { key value } } } }`;

describe('recent searches', () => {
  let t: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.close());

  const recent = async (auth: { cookie: string }) => {
    const response = await graphql<{
      user: { recentSearches: Array<{ term: string; sortId: number }> };
    }>(t.app, auth, RECENT);
    expect(response.errors).toBeUndefined();
    return response.data!.user.recentSearches;
  };

  it('keeps 5 unique terms, most recent first', async () => {
    for (const [index, term] of ['one', 'two', 'three', 'four', 'five', 'six'].entries()) {
      const response = await graphql(t.app, alice, SAVE, {
        search: { term, timestamp: 1_700_000_000 + index },
      });
      expect(response.errors).toBeUndefined();
    }
    expect((await recent(alice)).map((r) => r.term)).toEqual([
      'six',
      'five',
      'four',
      'three',
      'two',
    ]);
    // Searching an existing term again moves it to the top, without a duplicate.
    const again = await graphql<{ saveSearch: { term: string; sortId: number; context: null } }>(
      t.app,
      alice,
      SAVE,
      { search: { term: '  three ', timestamp: 1_700_000_100 } },
    );
    expect(again.data?.saveSearch).toEqual({ term: 'three', sortId: 1, context: null });
    expect(await recent(alice)).toEqual([
      { term: 'three', sortId: 1, context: null },
      { term: 'six', sortId: 2, context: null },
      { term: 'five', sortId: 3, context: null },
      { term: 'four', sortId: 4, context: null },
      { term: 'two', sortId: 5, context: null },
    ]);
    expect(await recent(bob)).toEqual([]);
  });

  it('refuses an empty or over-long term', async () => {
    for (const term of ['   ', 'x'.repeat(1_001)]) {
      const response = await graphql(t.app, alice, SAVE, { search: { term } });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  describe('v3', () => {
    const inject = (
      method: 'GET' | 'POST',
      url: string,
      auth: { cookie: string },
      payload?: unknown,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie: auth.cookie },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    it('records recent_search actions from v3/send and answers them in v3/get', async () => {
      const sent = await inject('POST', '/v3/send', bob, {
        actions: [
          { action: 'recent_search', search: 'tulips', time: 1_700_000_000 },
          { action: 'archive', item_id: '1' },
          { action: 'recent_search', search: '' },
          { action: 'recent_search', search: 'roses', time: 1_700_000_010 },
        ],
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        status: 1,
        action_results: [true, false, false, true],
        action_errors: [
          null,
          { message: 'No save with id 1.', type: 'Error', code: 404 },
          { message: 'A search needs at least one character.', type: 'Bad request', code: 130 },
          null,
        ],
      });
      const got = await inject(
        'GET',
        `/v3/get?premium=1&forcepremium=1&since=${1_700_000_000}`,
        bob,
      );
      expect(got.statusCode).toBe(200);
      expect(got.json()).toMatchObject({
        status: 1,
        recent_searches: [
          { search: 'roses', context_key: null, context_value: null, sort_id: 1 },
          { search: 'tulips', context_key: null, context_value: null, sort_id: 2 },
        ],
      });
    });

    it('accepts actions as a JSON string in a form body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v3/send',
        headers: {
          origin: TEST_ORIGIN,
          cookie: bob.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `actions=${encodeURIComponent(JSON.stringify([{ action: 'recent_search', search: 'lakes' }]))}`,
      });
      expect(response.json()).toMatchObject({ status: 1, action_results: [true] });
      const got = await inject('POST', '/v3/get', bob, { premium: '1' });
      expect(got.json().recent_searches[0]).toMatchObject({ search: 'lakes', sort_id: 1 });
    });

    it('answers bad input with code 130 and no session with 401', async () => {
      const bad = await inject('POST', '/v3/send', bob, { actions: 'not json' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['x-error-code']).toBe('130');
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/v3/get?premium=1',
        headers: { origin: TEST_ORIGIN },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
