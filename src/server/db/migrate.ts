/**
 * Applies the committed SQL migrations in db/migrations, in file-name order, each in its own
 * transaction. A session-level advisory lock makes two processes starting at once take turns:
 * the second finds the work done. Each applied migration's checksum is recorded, and a file
 * changed after it was applied stops the start: a migration is never edited, a new one is added.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant shared by every Satchel process: "satchel migrations". */
const MIGRATION_LOCK_KEY = 727_001;

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/** sha256 of the migration's file text: any change, whitespace included, changes it. */
export function migrationChecksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql, 'utf8').digest('hex');
}

/**
 * Applies pending migrations and returns the versions it applied. Throws, applying nothing, when
 * an applied migration's file has changed since.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async (conn) => {
    await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
    const recorded = new Map(
      (
        await conn.query<{ version: string; checksum: string | null }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).map((row) => [row.version, row.checksum]),
    );
    for (const migration of migrations) {
      if (!recorded.has(migration.version)) continue;
      const checksum = migrationChecksum(migration);
      const before = recorded.get(migration.version);
      if (before === null) {
        // Applied before checksums were kept: the file as it is now is taken as applied.
        await conn.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [
          checksum,
          migration.version,
        ]);
      } else if (before !== checksum) {
        throw new Error(
          `Migration ${migration.version}.sql has changed since it was applied to this database ` +
            `(sha256 ${before} then, ${checksum} now). Applied migrations are never edited: ` +
            'restore the file and put the change in a new migration.',
        );
      }
    }
    const applied: string[] = [];
    for (const migration of migrations) {
      if (recorded.has(migration.version)) continue;
      await conn
        .exec(
          `BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (version, checksum) VALUES ('${migration.version}', '${migrationChecksum(migration)}');\nCOMMIT;`,
        )
        .catch(async (error: unknown) => {
          await conn.exec('ROLLBACK').catch(() => undefined);
          throw new Error(
            `Migration ${migration.version} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      applied.push(migration.version);
    }
    return applied;
  });
}

/** True when every committed migration has been applied (used by /readyz). */
export async function isMigrated(db: Db, migrations = readMigrations()): Promise<boolean> {
  const rows = await db
    .query<{ version: string }>('SELECT version FROM schema_migrations')
    .catch(() => []);
  const done = new Set(rows.map((row) => row.version));
  return migrations.every((migration) => done.has(migration.version));
}
