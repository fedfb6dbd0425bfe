/** Small statistics helpers for benchmark samples (milliseconds unless said otherwise). */

/** The p-th percentile (0–100) of the samples, by the nearest-rank method. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const max = (samples: readonly number[]): number =>
  samples.length ? Math.max(...samples) : Number.NaN;

/** Milliseconds elapsed since a process.hrtime.bigint() reading. */
export const msSince = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
