import { describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-db.js';

describe('the embedded database', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'runs PGlite with small shared buffers (idle memory budget)',
    async () => {
      const { db, destroy } = await createTestDb();
      try {
        expect(await db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
      } finally {
        await destroy();
      }
    },
  );
});
