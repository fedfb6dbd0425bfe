/**
 * ConcurrencyLimit: runs at most N tasks at once, the rest wait in arrival order. The image
 * cache uses it to bound the memory of renders in progress (each holds a source of up to 15 MB
 * and its decoded pixels) when a page of new thumbnails arrives at once.
 */

export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be an integer ≥ 1');
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Runs the task once a slot is free; resolves or rejects as the task does. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
