/**
 * Stored files whose rows went by cascade (migration 0030 records their keys): deleted from
 * FileStorage, then forgotten. The storage domain's own step, run by the domains whose rows own
 * files (AudioService.purgeOrphanedFiles, from the hourly maintenance).
 */
import type { Queryable } from '../db/types.js';
import type { FileStorage } from './file-storage.js';
import { findOrphanedFiles, forgetOrphanedFiles } from './orphaned-files.repo.js';

/** Deletes every orphaned file, `batchSize` at a time; returns how many. */
export async function purgeOrphanedFiles(
  db: Queryable,
  storage: FileStorage,
  batchSize: number,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const keys = await findOrphanedFiles(db, batchSize);
    if (keys.length === 0) return purged;
    // A file deleted but not yet forgotten is deleted again next time: deleting is idempotent.
    for (const key of keys) await storage.delete(key);
    await forgetOrphanedFiles(db, keys);
    purged += keys.length;
  }
}
