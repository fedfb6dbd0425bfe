/**
 * The child process of first-start.ts: creates the PGlite database in the directory given as its
 * argument, applies the migrations, closes it and prints `{"applied": [...]}`.
 */
import { openDb } from './client.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { DATA_DIR_IN_USE_EXIT } from './first-start.js';
import { migrate } from './migrate.js';

/** Creates (initdb) and migrates the PGlite database in `pgDir`, then closes it. */
async function createPgliteDatabase(pgDir: string): Promise<string[]> {
  const db = await openDb({ dataDir: pgDir });
  try {
    return await migrate(db);
  } finally {
    await db.close();
  }
}

const dataDir = process.argv[2];
try {
  if (!dataDir) throw new Error('usage: first-start.child <PGlite data directory>');
  const applied = await createPgliteDatabase(dataDir);
  process.stdout.write(`${JSON.stringify({ applied })}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof DataDirInUseError ? DATA_DIR_IN_USE_EXIT : 1;
}
