import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-file-storage.js';

let root: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'satchel-storage-'));
  storage = new LocalFileStorage(join(root, 'files'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe('LocalFileStorage', () => {
  it('reads back what was put, with its content type and size', async () => {
    const data = Buffer.from('hello, image');
    await storage.put('image-cache/variants/abc', data, 'image/png');
    expect(await storage.get('image-cache/variants/abc')).toEqual(data);
    const info = await storage.head('image-cache/variants/abc');
    expect(info).toMatchObject({ size: data.length, contentType: 'image/png' });
    expect(info?.modifiedAt).toBeInstanceOf(Date);
  });

  it('answers undefined for a missing key, before and after the root exists', async () => {
    expect(await storage.get('nothing')).toBeUndefined();
    expect(await storage.head('nothing')).toBeUndefined();
    await storage.put('something', Buffer.from('x'), 'text/plain');
    expect(await storage.get('nothing')).toBeUndefined();
  });

  it('replaces a file and deletes it (deleting twice is fine)', async () => {
    await storage.put('k', Buffer.from('one'), 'text/plain');
    await storage.put('k', Buffer.from('two'), 'application/json');
    expect((await storage.get('k'))?.toString()).toBe('two');
    expect((await storage.head('k'))?.contentType).toBe('application/json');
    await storage.delete('k');
    await storage.delete('k');
    expect(await storage.get('k')).toBeUndefined();
    expect(await storage.head('k')).toBeUndefined();
  });

  it('hashes keys into two levels of subfolders inside the root, whatever the key', async () => {
    await storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain');
    const files = await listFiles(join(root, 'files'));
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}(\.meta)?$/);
    }
    expect(await listFiles(root)).toHaveLength(2);
  });

  it('leaves no temporary files and never exposes a partial write to concurrent readers', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 7);
    const other = Buffer.alloc(4 * 1024 * 1024, 9);
    await storage.put('race', big, 'application/octet-stream');
    const reads: Array<Promise<Buffer | undefined>> = [];
    const writes: Array<Promise<void>> = [];
    for (let i = 0; i < 10; i += 1) {
      writes.push(storage.put('race', i % 2 ? big : other, 'application/octet-stream'));
      reads.push(storage.get('race'));
    }
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      expect(read?.length).toBe(big.length);
      expect(read?.equals(big) || read?.equals(other)).toBe(true);
    }
    expect((await listFiles(join(root, 'files'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses empty, oversized and control-character keys', async () => {
    await expect(storage.put('', Buffer.from('x'), 'text/plain')).rejects.toThrow(RangeError);
    await expect(storage.get('a'.repeat(1025))).rejects.toThrow(RangeError);
    await expect(storage.get('a\nb')).rejects.toThrow(RangeError);
  });
});
