import { describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-db.js';
import { openDb } from './client.js';
import type { Db } from './types.js';

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

async function backendPid(db: Db): Promise<number | undefined> {
  const rows = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return rows[0]?.pid;
}

describe('the PostgreSQL pool', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'survives an idle connection ended by the server: reports it and answers the next query on a new one',
    async () => {
      const failures: Error[] = [];
      const db = await openDb({
        databaseUrl: process.env.TEST_DATABASE_URL,
        poolSize: 1,
        onIdleConnectionError: (error) => failures.push(error),
      });
      const admin = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 1 });
      try {
        const before = await backendPid(db);
        expect(before).toBeGreaterThan(0);
        // What a server restart or an administrator does to a connection resting in the pool.
        await admin.query('SELECT pg_terminate_backend($1)', [before]);
        await expect.poll(() => failures.length).toBe(1);
        expect(failures[0]?.message).toMatch(/terminating connection/);

        const after = await backendPid(db);
        expect(after).not.toBe(before);
      } finally {
        await db.close();
        await admin.close();
      }
    },
  );
});
