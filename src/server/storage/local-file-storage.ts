/**
 * LocalFileStorage: FileStorage in a directory (by default `${DATA_DIR}/files`).
 *
 * A key is hashed (sha256) into `<root>/<h0h1>/<h2h3>/<hash>`, so any key is a safe file name,
 * no key can escape the root, and no directory grows past a few thousand entries. The content
 * type lives next to the data in `<hash>.meta` (JSON). Writes go to a temporary file in the same
 * directory and are renamed into place, so a reader never sees a partial file; the metadata is
 * renamed first, then the data, which is what get() and head() look for.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertValidKey, type FileInfo, type FileStorage } from './file-storage.js';

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

interface Meta {
  key: string;
  contentType: string;
}

/** FileStorage on the local file system. Directories are created on the first write. */
export class LocalFileStorage implements FileStorage {
  constructor(
    /** The storage root, e.g. `${DATA_DIR}/files`. */
    readonly root: string,
  ) {}

  /** Where a key's data file lives (its metadata is the same path plus `.meta`). */
  pathFor(key: string): string {
    assertValidKey(key);
    const hash = createHash('sha256').update(key, 'utf8').digest('hex');
    return join(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathFor(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<FileInfo | undefined> {
    const path = this.pathFor(key);
    try {
      const [stats, metaText] = await Promise.all([stat(path), readFile(`${path}.meta`, 'utf8')]);
      const meta = JSON.parse(metaText) as Partial<Meta>;
      return {
        size: stats.size,
        contentType:
          typeof meta.contentType === 'string' ? meta.contentType : 'application/octet-stream',
        modifiedAt: stats.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const path = this.pathFor(key);
    await mkdir(join(path, '..'), { recursive: true });
    const meta: Meta = { key, contentType };
    await writeAtomically(`${path}.meta`, JSON.stringify(meta));
    await writeAtomically(path, data);
  }

  async delete(key: string): Promise<void> {
    const path = this.pathFor(key);
    await rm(path, { force: true });
    await rm(`${path}.meta`, { force: true });
  }
}

/** Writes to a unique temporary file beside the target, then renames it over the target. */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
