/**
 * Runs once before the end-to-end files: migrates a PGlite data directory with the BUILT server's
 * own database code and migrations, which every startApp copies instead of creating and migrating
 * a fresh one (that took ~30 s of each file's start on a busy machine, for 25 migrations). The
 * server still runs its migration check at start; on a copy it finds nothing to apply.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type * as Client from '../src/server/db/client.js';
import type * as Migrate from '../src/server/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated DATA_DIR to copy ('' with DATABASE_URL: the apps then share that server). */
    e2eDataDirTemplate: string;
  }
}

const BUILT_DB = new URL('../dist/node/server/db/', import.meta.url);

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('e2eDataDirTemplate', '');
    return;
  }
  const template = await mkdtemp(join(tmpdir(), 'satchel-e2e-template-'));
  const { openDb } = (await import(new URL('client.js', BUILT_DB).href)) as typeof Client;
  const { migrate } = (await import(new URL('migrate.js', BUILT_DB).href)) as typeof Migrate;
  // The layout the server uses: the database in DATA_DIR/pg (src/server/runtime.ts). No
  // session secret is kept here: each app makes its own.
  try {
    const db = await openDb({ dataDir: join(template, 'pg') });
    try {
      await migrate(db);
    } finally {
      // Closing shuts PostgreSQL down cleanly and releases the data-dir lock before any copy.
      await db.close();
    }
  } catch (error) {
    await rm(template, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eDataDirTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
