/**
 * The per-user counts of migration 0035 stay equal to count(*) of the saves through every write
 * path (save, re-save, bulk archive/favourite/delete, undo, import, clearing, account deletion),
 * and the Saves list's totalCount read from them matches the saves themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { runQueuedImports, uploadImportFile } from '../test/import-upload.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

const TOTAL = `query Total($filter: SavedItemsFilter) {
  user { savedItems(filter: $filter, pagination: { first: 1 }) { totalCount } }
}`;

const CSV = [
  'title,url,time_added,tags,status',
  'Imported one,https://example.com/imported-1,1700000000,,unread',
  'Imported two,https://example.com/imported-2,1600000000,,archive',
  'Saved before,https://example.com/counted-0,1700000001,,archive',
].join('\n');

describe('saved_item_counts kept by triggers', () => {
  let t: TestApp;
  let alice: Reader;
  let bob: Reader;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.close());

  /** Kept counts and counted saves, per user, status and favourite (rows of 0 left out). */
  async function keptAndCounted() {
    const kept = await t.db.query(
      `SELECT user_id::int, status, is_favorite, n::int FROM saved_item_counts WHERE n <> 0
        ORDER BY 1, 2, 3`,
    );
    const counted = await t.db.query(
      `SELECT user_id::int, status, is_favorite, count(*)::int AS n FROM saved_items
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    return { kept, counted };
  }

  async function expectCountsExact() {
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  }

  async function totalCount(reader: Reader, filter: Record<string, unknown>) {
    const response = await graphql<{ user: { savedItems: { totalCount: number } } }>(
      t.app,
      reader,
      TOTAL,
      { filter },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.user.savedItems.totalCount;
  }

  /** One request of aliased single-item mutations, as the web client's bulk edit sends. */
  async function bulk(reader: Reader, calls: Array<[mutation: string, id: string]>) {
    const fields = calls.map(
      // deleteSavedItem returns the id itself; the others return the save.
      ([mutation, id], n) =>
        `m${n}: ${mutation}(id: "${id}")${mutation === 'deleteSavedItem' ? '' : ' { id }'}`,
    );
    const response = await graphql(t.app, reader, `mutation { ${fields.join(' ')} }`);
    expect(response.errors).toBeUndefined();
  }

  async function importCsv(reader: Reader) {
    await uploadImportFile(t.app, reader, 'pocket', CSV);
    await runQueuedImports(t.services);
  }

  it('match count(*) after saves, re-saves, bulk edits, undo and an import', async () => {
    for (let n = 0; n < 6; n += 1) {
      const saved = await saveUrl(t.app, alice, {
        url: `https://example.com/counted-${n}`,
        isFavorite: n === 5,
      });
      ids.push(saved.id);
    }
    await saveUrl(t.app, bob, { url: 'https://example.com/counted-0' });
    await expectCountsExact();

    await bulk(alice, [
      ['updateSavedItemArchive', ids[0]!],
      ['updateSavedItemArchive', ids[1]!],
      ['updateSavedItemFavorite', ids[2]!],
      ['updateSavedItemFavorite', ids[1]!],
      ['deleteSavedItem', ids[3]!],
      ['updateSavedItemArchive', ids[5]!],
    ]);
    await expectCountsExact();

    // Saving again re-adds an archived save; a deleted one is restored; favourites come and go.
    await saveUrl(t.app, alice, { url: 'https://example.com/counted-0' });
    await bulk(alice, [
      ['updateSavedItemUnDelete', ids[3]!],
      ['updateSavedItemUnFavorite', ids[2]!],
      ['updateSavedItemUnArchive', ids[1]!],
      ['deleteSavedItem', ids[4]!],
    ]);
    await expectCountsExact();

    await importCsv(alice);
    await expectCountsExact();
    // Touches (the updated time only) move nothing between kinds.
    await t.services.saves.touch(Number(alice.id), ids.map(Number));
    await expectCountsExact();
    // Many requests in one test: generous for a busy machine.
  }, 120_000);

  it('give the Saves list its totalCount for the filters they cover', async () => {
    const counted = async (where: string) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM saved_items WHERE user_id = $1 AND ${where}`,
          [alice.id],
        )
      )[0]!.n;
    expect(await totalCount(alice, { statuses: ['UNREAD'] })).toBe(
      await counted("status = 'UNREAD'"),
    );
    expect(await totalCount(alice, { statuses: ['ARCHIVED'] })).toBe(
      await counted("status = 'ARCHIVED'"),
    );
    expect(await totalCount(alice, { statuses: ['UNREAD', 'ARCHIVED'], isFavorite: true })).toBe(
      await counted("status IN ('UNREAD', 'ARCHIVED') AND is_favorite"),
    );
    expect(await totalCount(alice, { isArchived: false })).toBe(
      await counted("status <> 'ARCHIVED'"),
    );
    expect(await totalCount(alice, {})).toBe(await counted('true'));
    expect(await totalCount(alice, { statuses: ['UNREAD'] })).toBeGreaterThan(0);
  });

  it('follow clearing saved data and deleting the account', async () => {
    const actor = await actorFromCookie(t.services, bob.cookie);
    await saveUrl(t.app, bob, { url: 'https://example.com/bob-2', isFavorite: true });
    await t.services.accountSettings.clear(actor, { password: bob.password });
    await expectCountsExact();
    expect(await totalCount(bob, {})).toBe(0);

    await saveUrl(t.app, bob, { url: 'https://example.com/bob-3' });
    await t.services.accountSettings.deleteAccount(actor, { password: bob.password });
    await expectCountsExact();
    const left = await t.db.query('SELECT 1 FROM saved_item_counts WHERE user_id = $1', [bob.id]);
    expect(left).toEqual([]);
  });
});
