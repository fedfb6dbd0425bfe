/**
 * A sliding-window counter of attempts per key (password checks per user in account settings).
 * In memory, per process: with several web processes each one allows `max` per window, which
 * still bounds guessing to a handful of tries a minute per process.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<number, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false (and not recorded) when the key has used up its window. */
  take(key: number, now = Date.now()): boolean {
    const since = now - this.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.max) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.sweep(since);
    return true;
  }

  /** Drops keys with no attempt in the window, so the map does not grow without bound. */
  private sweep(since: number): void {
    for (const [key, times] of this.attempts) {
      if (times.every((time) => time <= since)) this.attempts.delete(key);
    }
  }
}
