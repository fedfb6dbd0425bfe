/**
 * ByteLru: a least-recently-used map of buffers bounded by their total size. Keeps the hottest
 * rendered variants in memory in front of file storage, so a popular thumbnail is answered
 * without touching the disk.
 */

export class ByteLru {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest entry first.
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(
    /** Most bytes held; 0 disables the cache. */
    readonly maxBytes: number,
    /** Largest single entry kept (bigger buffers are not cached). */
    readonly maxEntryBytes = Math.floor(maxBytes / 16),
  ) {}

  /** Bytes currently held. */
  get size(): number {
    return this.total;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    this.delete(key);
    if (value.length > this.maxEntryBytes || value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= buffer.length;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= value.length;
  }
}
