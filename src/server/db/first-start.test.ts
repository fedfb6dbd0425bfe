import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './client.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import { isMigrated, readMigrations } from './migrate.js';
import { isNewPgliteDir, prepareInChildProcess } from './first-start.js';

describe('first start on a new PGlite data directory', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-first-start-'));
    dirs.push(dir);
    return join(dir, 'pg');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates and migrates the database in a child process, ready for the server to open', async () => {
    const pgDir = newDir();
    expect(isNewPgliteDir(pgDir)).toBe(true);
    const applied = await prepareInChildProcess(pgDir);
    expect(applied).toEqual(readMigrations().map((migration) => migration.version));
    expect(isNewPgliteDir(pgDir)).toBe(false);

    const db = await openDb({ dataDir: pgDir });
    try {
      expect(await isMigrated(db)).toBe(true);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('refuses a data directory another process holds, with the usual error', async () => {
    const pgDir = newDir();
    mkdirSync(pgDir, { recursive: true });
    const unlock = lockDataDir(pgDir);
    try {
      await expect(prepareInChildProcess(pgDir)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      unlock();
    }
  }, 180_000);
});
