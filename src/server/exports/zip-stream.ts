/**
 * A ZIP written as it is made (fflate's streaming Zip + ZipDeflate) into a Node stream, one entry
 * at a time, with back-pressure: the writer awaits `drained()` between database pages, so a slow
 * download holds the reads instead of piling compressed bytes up in memory.
 */
import type { Writable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';

export class ZipStream {
  private readonly zip: Zip;
  private entry: ZipDeflate | undefined;

  constructor(private readonly out: Writable) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      if (out.destroyed) return;
      out.write(chunk);
      if (final) out.end();
    });
  }

  /** True once the reader went away (the download was cancelled): stop reading. */
  get aborted(): boolean {
    return this.out.destroyed;
  }

  /** Starts an entry; the previous one must be closed. */
  open(name: string): void {
    this.entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(this.entry);
  }

  write(text: string): void {
    if (!this.entry) throw new Error('ZipStream.write before open');
    if (text) this.entry.push(strToU8(text));
  }

  close(): void {
    this.entry?.push(new Uint8Array(0), true);
    this.entry = undefined;
  }

  /** An entry written whole. */
  file(name: string, text: string): void {
    this.open(name);
    this.write(text);
    this.close();
  }

  /** Writes the central directory; the stream ends after it. */
  end(): void {
    this.zip.end();
  }

  /** Resolves once the reader has taken what was written (or has gone away). */
  async drained(): Promise<void> {
    const out = this.out;
    if (out.destroyed || !out.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
}
