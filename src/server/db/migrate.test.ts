/**
 * Migrations on a database that starts empty: in-memory PGlite (one instance: initdb takes
 * ~5 s), or a fresh schema on TEST_DATABASE_URL, where two pools can race for the lock.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './client.js';
import { isMigrated, migrate, readMigrations } from './migrate.js';
import type { Db } from './types.js';

const url = process.env.TEST_DATABASE_URL;

interface Fresh {
  /** Opens another connection (pool) onto the same empty database or schema. */
  open(): Promise<Db>;
  destroy(): Promise<void>;
}

async function freshDatabase(): Promise<Fresh> {
  if (!url) {
    const db = await openDb({});
    return { open: async () => db, destroy: () => db.close() };
  }
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const opened: Db[] = [];
  return {
    async open() {
      const db = await openDb({
        databaseUrl: url,
        poolSize: 3,
        pgOptions: `-c search_path=${schema}`,
      });
      opened.push(db);
      return db;
    },
    async destroy() {
      for (const db of opened) await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

const versions = readMigrations().map((migration) => migration.version);

describe('migrate', () => {
  let fresh: Fresh;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase();
    db = await fresh.open();
  }, 60_000);
  afterAll(() => fresh.destroy());

  const recorded = async () =>
    (
      await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
    ).map((row) => row.version);

  it('finds the committed migrations, in order', () => {
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect(versions.slice(0, 3)).toEqual(['0001_accounts', '0002_saves', '0003_jobs']);
    expect([...versions].sort()).toEqual(versions);
  });

  it('reports an empty database as not migrated', async () => {
    expect(await isMigrated(db)).toBe(false);
  });

  it('applies every migration in order on an empty database, then none', async () => {
    if (url) {
      // Two processes starting at once: the advisory lock makes the second find the work done.
      const other = await fresh.open();
      const [a, b] = await Promise.all([migrate(db), migrate(other)]);
      expect([...a, ...b].sort()).toEqual(versions);
      expect([a, b]).toContainEqual(versions);
    } else {
      expect(await migrate(db)).toEqual(versions);
    }
    expect(await recorded()).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    expect(await recorded()).toEqual(versions);
    expect(await isMigrated(db)).toBe(true);
  });

  it('leaves a usable schema', async () => {
    const [user] = await db.query<{ id: number; is_admin: boolean }>(
      "INSERT INTO users (email, username, password_hash) VALUES ('m@example.com', 'm', 'x') RETURNING id, is_admin",
    );
    expect(user).toEqual({ id: expect.any(Number), is_admin: false });
    await expect(
      db.query(
        "INSERT INTO users (email, username, password_hash) VALUES ('M@EXAMPLE.COM', 'm2', 'x')",
      ),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('rolls back a failing migration entirely and does not record it', async () => {
    const broken = [
      ...readMigrations(),
      {
        version: '9998_good',
        sql: 'CREATE TABLE migrate_test_good (id int);',
      },
      {
        version: '9999_broken',
        sql: 'CREATE TABLE migrate_test_partial (id int);\nSELEC nonsense;',
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow(/Migration 9999_broken failed/);
    expect(await recorded()).toEqual([...versions, '9998_good']);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_name IN ('migrate_test_good', 'migrate_test_partial')
          AND table_schema = current_schema()`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(['migrate_test_good']);
    expect(await isMigrated(db, broken)).toBe(false);
    // The committed migrations are still complete, and the lock was released.
    expect(await isMigrated(db)).toBe(true);
    expect(await migrate(db)).toEqual([]);
  });
});
