import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import {
  REFRESH_SEARCH_QUEUE,
  RefreshSearchPayload,
  refreshSearchJob,
} from './refresh-search.job.js';

const SEARCH = `query($term: String!) {
  user { searchSavedItems(term: $term) { totalCount } }
}`;
const ADD_TAGS = `mutation($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { id } }`;
const RENAME = `mutation($oldName: String!, $newName: String!) {
  renameTagByName(oldName: $oldName, newName: $newName) { name }
}`;

describe('search documents after a tag change on many saves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refreshes up to 200 saves at once, and more through a search.refresh job', async () => {
    const user = await signUp(t.app);
    const [account] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      user.email,
    ]);
    // 250 saves, seeded directly (the search documents come with them through the insert trigger).
    await t.db.query(
      `WITH new_items AS (
         INSERT INTO items (given_url, normal_url)
         SELECT 'https://example.com/many/' || g, 'https://example.com/many/' || g
           FROM generate_series(1, 250) g RETURNING item_id, given_url)
       INSERT INTO saved_items (user_id, item_id, given_url) SELECT $1, item_id, given_url FROM new_items`,
      [account!.id],
    );
    const ids = (
      await t.db.query<{ item_id: string }>(
        'SELECT item_id::text FROM saved_items WHERE user_id = $1 ORDER BY item_id',
        [account!.id],
      )
    ).map((row) => row.item_id);
    for (let start = 0; start < ids.length; start += 125) {
      const response = await graphql(t.app, user, ADD_TAGS, {
        input: ids
          .slice(start, start + 125)
          .map((savedItemId) => ({ savedItemId, tags: ['zebrafish'] })),
      });
      expect(response.errors).toBeUndefined();
    }
    const count = async (term: string) =>
      (
        await graphql<{ user: { searchSavedItems: { totalCount: number } } }>(t.app, user, SEARCH, {
          term,
        })
      ).data?.user.searchSavedItems.totalCount;
    expect(await count('zebrafish')).toBe(250);

    await graphql(t.app, user, RENAME, { oldName: 'zebrafish', newName: 'quokka' });
    // Not yet: 250 saves is over the in-statement limit, so a job carries the refresh.
    expect(await count('quokka')).toBe(0);
    const jobs = await t.services.queue.claim([REFRESH_SEARCH_QUEUE], 10, 60_000);
    expect(jobs).toHaveLength(1);
    await refreshSearchJob(t.services.search).handle(RefreshSearchPayload.parse(jobs[0]!.payload), {
      attempt: 1,
      maxAttempts: 5,
    });
    expect(await count('quokka')).toBe(250);
    expect(await count('zebrafish')).toBe(0);
  });
});
