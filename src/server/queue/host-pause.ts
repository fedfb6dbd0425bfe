/**
 * How long to leave a host alone after a failed fetch: a 429 Too Many Requests or a 503 Service
 * Unavailable asks us to slow down, for as long as its Retry-After says (seconds or an HTTP
 * date), else a minute. Read from the error by shape (`status`, `headers`) so the queue needs
 * nothing of the fetcher.
 */

const SLOW_DOWN_STATUSES = new Set([429, 503]);
const DEFAULT_PAUSE_MS = 60_000;
/** A Retry-After beyond this is taken as this: a host is asked again within the hour. */
const MAX_PAUSE_MS = 3_600_000;

/** The pause `error` asks of its host, in ms, or null when it asks none. */
export function hostPauseMs(error: unknown, now = Date.now()): number | null {
  const { status, headers } = (error ?? {}) as {
    status?: unknown;
    headers?: Record<string, string | undefined>;
  };
  if (typeof status !== 'number' || !SLOW_DOWN_STATUSES.has(status)) return null;
  const retryAfter = headers?.['retry-after']?.trim();
  const asked = retryAfter ? retryAfterMs(retryAfter, now) : null;
  return Math.min(Math.max(asked ?? DEFAULT_PAUSE_MS, 0), MAX_PAUSE_MS);
}

function retryAfterMs(value: string, now: number): number | null {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at - now;
}
