/** Migration 0019: the first saver's fragment leaves items.resolved_url; client routes stay. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db.js';

const SQL = readFileSync(
  new URL('./migrations/0019_items_resolved_url_fragment.sql', import.meta.url),
  'utf8',
);

describe('migration 0019 (resolved URLs without saved fragments)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.destroy());

  it('drops a fragment from resolved_url but keeps #! and #/ routes and plain URLs', async () => {
    const cases: Array<[string, string | null]> = [
      ['https://a.example/page#access_token=s3cret', 'https://a.example/page'],
      ['https://a.example/app#!/inbox', 'https://a.example/app#!/inbox'],
      ['https://a.example/spa#/settings', 'https://a.example/spa#/settings'],
      ['https://a.example/plain?q=1', 'https://a.example/plain?q=1'],
      ['https://a.example/empty#', 'https://a.example/empty'],
    ];
    for (const [index, [resolved]] of cases.entries()) {
      await t.db.query(
        `INSERT INTO items (given_url, normal_url, resolved_url) VALUES ($1, $2, $3)`,
        [resolved, `https://m0019.example/${index}`, resolved],
      );
    }
    await t.db.exec(SQL);
    for (const [index, [, expected]] of cases.entries()) {
      const rows = await t.db.query<{ resolved_url: string }>(
        'SELECT resolved_url FROM items WHERE normal_url = $1',
        [`https://m0019.example/${index}`],
      );
      expect(rows[0]!.resolved_url).toBe(expected);
    }
  });
});
