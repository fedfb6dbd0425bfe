import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/types.js';
import { seedCorpus } from '../../../test/corpus-seed.js';
import { createTestDb, type TestDb } from '../../../test/test-db.js';
import { loadNeighbours } from './neighbours.repo.js';

describe('loadNeighbours', () => {
  let testDb: TestDb;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
  });
  afterAll(() => testDb.destroy());

  it('answers stored neighbours best first, cut to perItem, and forgets a deleted neighbour', async () => {
    const [a, b, c, d] = await seedCorpus(
      db,
      ['a', 'b', 'c', 'd'].map((name) => ({
        url: `https://example.org/${name}`,
        title: `Article ${name}`,
      })),
    );
    await db.query(
      `INSERT INTO corpus_item_neighbours (corpus_item_id, rank, neighbour_id, score)
       VALUES ($1, 1, $2, 0.9), ($1, 2, $3, 0.5), ($1, 3, $4, 0.25), ($2, 1, $1, 0.9)`,
      [a!.corpusItemId, b!.corpusItemId, c!.corpusItemId, d!.corpusItemId],
    );
    const two = await loadNeighbours(db, [a!.corpusItemId, b!.corpusItemId, c!.corpusItemId], 2);
    expect(two.get(a!.corpusItemId)?.map((n) => n.corpusItemId)).toEqual([
      b!.corpusItemId,
      c!.corpusItemId,
    ]);
    expect(two.get(a!.corpusItemId)?.[0]?.score).toBeCloseTo(0.9, 5);
    expect(two.get(b!.corpusItemId)).toEqual([
      { corpusItemId: a!.corpusItemId, score: expect.closeTo(0.9, 5) },
    ]);
    expect(two.has(c!.corpusItemId)).toBe(false);

    await db.query('DELETE FROM corpus_items WHERE corpus_item_id = $1', [b!.corpusItemId]);
    const after = await loadNeighbours(db, [a!.corpusItemId], 2);
    expect(after.get(a!.corpusItemId)?.map((n) => n.corpusItemId)).toEqual([
      c!.corpusItemId,
      d!.corpusItemId,
    ]);
    expect((await loadNeighbours(db, [], 3)).size).toBe(0);
  });
});
