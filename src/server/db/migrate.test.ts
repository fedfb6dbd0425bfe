/**
 * Migrations on a database that starts empty: in-memory PGlite (one instance: initdb takes
 * ~5 s), or a fresh schema on TEST_DATABASE_URL, where two pools can race for the lock.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './client.js';
import { isMigrated, migrate, migrationChecksum, readMigrations } from './migrate.js';
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

  describe('checksums', () => {
    const committedDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'satchel-migrations-'));
      cpSync(committedDir, dir, { recursive: true });
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const checksums = async () =>
      new Map(
        (
          await db.query<{ version: string; checksum: string | null }>(
            'SELECT version, checksum FROM schema_migrations',
          )
        ).map((row) => [row.version, row.checksum]),
      );
    const expected = () =>
      new Map(
        readMigrations().map((migration) => [migration.version, migrationChecksum(migration)]),
      );
    const file = () => join(dir, `${versions[1]}.sql`);
    const original = () => readMigrations(committedDir)[1]!.sql;

    it("records each applied migration's sha256", async () => {
      const recorded = await checksums();
      for (const [version, checksum] of expected()) expect(recorded.get(version)).toBe(checksum);
      expect(expected().get(versions[0]!)).toMatch(/^[0-9a-f]{64}$/);
    });

    it('records the files as they are now for migrations applied before checksums were kept', async () => {
      await db.query('UPDATE schema_migrations SET checksum = NULL');
      expect(await migrate(db)).toEqual([]);
      const recorded = await checksums();
      for (const [version, checksum] of expected()) expect(recorded.get(version)).toBe(checksum);
    });

    it('refuses to run, naming the file, when an applied migration has changed', async () => {
      expect(await migrate(db, readMigrations(dir))).toEqual([]);
      appendFileSync(file(), '\nSELECT 1;\n');
      await expect(migrate(db, readMigrations(dir))).rejects.toThrow(
        `Migration ${versions[1]}.sql has changed since it was applied`,
      );
      writeFileSync(file(), `${original()} `);
      await expect(migrate(db, readMigrations(dir))).rejects.toThrow(`${versions[1]}.sql`);
      // Nothing was applied or recorded meanwhile, and the lock was released.
      writeFileSync(file(), original());
      expect(await migrate(db, readMigrations(dir))).toEqual([]);
      expect(await isMigrated(db)).toBe(true);
    });
  });
});
