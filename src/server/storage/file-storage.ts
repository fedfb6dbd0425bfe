/**
 * FileStorage: the one interface for stored blobs (rendered images, later exports and audio).
 * Keys are opaque strings chosen by the caller, namespaced with slashes
 * (`image-cache/variants/<sha256>`); an implementation maps them to its medium. The local
 * directory (local-file-storage.ts) is the default; an S3-compatible bucket fits the same
 * shape (`GetObject`, `PutObject` with `ContentType`, `HeadObject`, `DeleteObject`).
 */

/** What is known about a stored file without reading it. */
export interface FileInfo {
  /** Size in bytes. */
  size: number;
  /** The MIME type given to put(). */
  contentType: string;
  /** When the file was last written. */
  modifiedAt: Date;
}

/** A blob store keyed by string. Every method is safe to call concurrently with the others. */
export interface FileStorage {
  /** The file's bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Size, content type and time of the file, or undefined when nothing is stored under the key. */
  head(key: string): Promise<FileInfo | undefined>;
  /**
   * Stores the bytes under the key, replacing any earlier file. Readers see either the old
   * file or the new one, never a partial write.
   */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Longest key accepted (S3's limit on object keys, in UTF-8 bytes). */
export const MAX_KEY_BYTES = 1024;

/** Throws when a key is empty, too long or contains control characters. */
export function assertValidKey(key: string): void {
  if (key.length === 0 || Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    throw new RangeError(`storage key must be 1–${MAX_KEY_BYTES} bytes long`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) {
    throw new RangeError('storage key must not contain control characters');
  }
}
