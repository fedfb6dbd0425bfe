/**
 * Search on a shared instance (migration 0036): another user's matching documents never appear,
 * whatever they share with the searcher's, and the index is asked for the searcher's documents
 * only (the owner marker is in the index condition), favorites through their own index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { testActor } from '../test/actors.js';
import { saveUrl } from '../test/factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';
import { SearchService } from './search.service.js';

const ADVANCED = `query($queryString: String) {
  user { advancedSearch(queryString: $queryString, sort: { sortBy: RELEVANCE }, pagination: { first: 30 }) {
    totalCount edges { node { savedItem { id } } } } }
}`;
const ADD_TAGS = `mutation($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { id } }`;

describe('search on a shared instance', () => {
  let t: TestApp;
  let alice: Auth & { id: string };
  let bob: Auth & { id: string };
  const ids = new Map<string, string>();

  async function seed(auth: Auth, key: string, title: string, text: string, favorite = false) {
    const save = await saveUrl(t.app, auth, {
      url: `https://${key}.example.org/${key}`,
      isFavorite: favorite,
    });
    await t.db.query(
      `UPDATE items SET parse_status = 'PARSED', title = $2, article = $3, language = 'en'
        WHERE item_id = $1`,
      [save.id, title, `<p>${text}</p>`],
    );
    ids.set(key, save.id);
  }

  const search = async (auth: Auth, queryString: string) => {
    const response = await graphql<{
      user: {
        advancedSearch: {
          totalCount: number;
          edges: Array<{ node: { savedItem: { id: string } } }>;
        };
      };
    }>(t.app, auth, ADVANCED, { queryString });
    expect(response.errors).toBeUndefined();
    const page = response.data!.user.advancedSearch;
    return { total: page.totalCount, ids: page.edges.map((edge) => edge.node.savedItem.id).sort() };
  };
  const idsOf = (...keys: string[]) => keys.map((key) => ids.get(key)!).sort();

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    await seed(alice, 'a-glacier', 'Glacier walks', 'Walking on a glacier in spring.');
    await seed(alice, 'a-fav', 'Glacier photos', 'The best glacier photographs.', true);
    await seed(bob, 'b-glacier', 'Glacier maps', 'Maps of every glacier.', true);
    await seed(bob, 'b-only', 'Ice cores', 'A glacier keeps the air of past centuries.');
    // The same page saved by both: each user finds their own save of it.
    await seed(alice, 'shared', 'Shared glacier essay', 'An essay.');
    const shared = await saveUrl(t.app, bob, { url: 'https://shared.example.org/shared' });
    ids.set('b-shared', shared.id);
    // Enough other saves (5 % favorites) that an index is the plan a real library gets.
    for (const user of [alice, bob]) {
      await t.db.query(
        `WITH i AS (INSERT INTO items (given_url, normal_url, title, parse_status)
                    SELECT u, u, 'Filler note ' || g, 'PARSED'
                      FROM generate_series(1, 500) g, LATERAL (SELECT 'https://filler.example.org/' || $1::text || '/' || g AS u) x
                    RETURNING item_id, given_url)
         INSERT INTO saved_items (user_id, item_id, given_url, is_favorite)
         SELECT $1::bigint, item_id, given_url, item_id % 20 = 0 FROM i`,
        [Number(user.id)],
      );
    }
    await t.db.exec('ANALYZE');
    await graphql(t.app, bob, ADD_TAGS, {
      input: [{ savedItemId: ids.get('b-only'), tags: ['glacier'] }],
    });
  }, 240_000);
  afterAll(() => t?.close());

  it("finds the searcher's documents only, in titles, text, tags and favorites", async () => {
    expect(await search(alice, 'glacier')).toEqual({
      total: 3,
      ids: idsOf('a-glacier', 'a-fav', 'shared'),
    });
    expect(await search(alice, 'centuries')).toEqual({ total: 0, ids: [] });
    expect(await search(alice, 'is:favorite glacier')).toEqual({ total: 1, ids: idsOf('a-fav') });
    expect(await search(alice, 'glacier -photos')).toEqual({
      total: 2,
      ids: idsOf('a-glacier', 'shared'),
    });
    expect((await search(bob, 'glacier')).total).toBe(3);
    expect(await search(bob, 'is:favorite glacier')).toEqual({
      total: 1,
      ids: idsOf('b-glacier'),
    });
  });

  it("never matches the owner's marker from typed text", async () => {
    expect(await search(bob, `~u${alice.id}`)).toEqual({ total: 0, ids: [] });
    expect(await search(alice, `u${alice.id}`)).toEqual({ total: 0, ids: [] });
  });

  it("asks the index for the searcher's documents, favorites through their own index", async () => {
    const plans = async (queryString: string) => {
      const statements: Array<{ sql: string; params: readonly unknown[] }> = [];
      const recording: Db = {
        ...t.db,
        transaction: (fn) =>
          t.db.transaction((tx) =>
            fn({
              query: (sql, params) => {
                statements.push({ sql, params: params ?? [] });
                return tx.query(sql, params);
              },
            }),
          ),
      };
      const actor = testActor(Number(alice.id), { isPremium: true, via: 'system' });
      await new SearchService(recording).search(actor, { query: queryString, sortBy: 'RELEVANCE' });
      const found = statements.filter((statement) => /MATERIALIZED/.test(statement.sql));
      expect(found.length).toBeGreaterThan(0);
      return Promise.all(
        found.map((statement) =>
          t.db.transaction(async (tx) => {
            await tx.query(`SELECT set_config('enable_seqscan', 'off', true)`);
            const rows = await tx.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (COSTS OFF) ${statement.sql}`,
              statement.params,
            );
            return rows.map((row) => row['QUERY PLAN']).join('\n');
          }),
        ),
      );
    };
    for (const plan of await plans('glacier')) {
      expect(plan).toMatch(/Bitmap Index Scan on search_documents_(doc|title)_idx/);
      expect(plan).toContain(`'~u${alice.id}'`);
    }
    for (const plan of await plans('is:favorite glacier')) {
      expect(plan).toMatch(/Bitmap Index Scan on search_documents_favorite_(doc|title)_idx/);
    }
  });
});
