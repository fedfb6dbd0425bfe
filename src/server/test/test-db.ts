/**
 * A fresh database for one test file: PGlite loaded from the migrated template, or, when
 * TEST_DATABASE_URL is set, a new schema on that PostgreSQL server (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { Db } from '../db/types.js';

export interface TestDb {
  db: Db;
  /** Closes the connection and removes the schema (PostgreSQL). */
  destroy(): Promise<void>;
}

/**
 * Fills `dataDir` (a server's DATA_DIR/pg, empty) from the migrated PGlite template, for a test
 * that starts a real server process on it and does not test its first migration.
 */
export async function loadMigratedDataDir(dataDir: string): Promise<void> {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const db = await openDb({ dataDir, loadDataDir: template });
  await db.close();
}

export async function createTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const db = await openDb({ loadDataDir: template });
    return { db, destroy: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openDb({ databaseUrl: url, poolSize: 5, pgOptions: `-c search_path=${schema}` });
  await migrate(db);
  return {
    db,
    async destroy() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
