/**
 * PGlite is an embedded database: only one process may open a data directory at a time. A lock
 * file holding the owner's pid turns a second opener (say, the CLI while the server runs) into a
 * clear error instead of a corrupted database. A lock left by a dead process is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from '../core/process-alive.js';

export class DataDirInUseError extends Error {}

/** Takes the lock on `dir`; returns a function that releases it. */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'satchel.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner !== process.pid && Number.isInteger(owner) && isProcessAlive(owner)) {
      throw new DataDirInUseError(
        `The database in ${dir} is in use by process ${owner} (a running Satchel?). ` +
          'Stop it first, or set DATABASE_URL to a PostgreSQL server to run several processes.',
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
