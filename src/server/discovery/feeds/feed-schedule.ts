/**
 * When to fetch a feed next. Pure. After a success: from how often the feed publishes (entries a
 * day), never sooner than its ttl / Cache-Control max-age asks, clamped to 15 min .. 24 h. After a
 * failure: exponential backoff from 15 min, capped at 24 h, never sooner than a Retry-After. A
 * feed failing for 3 days, or "not a feed" twice in a row, is BROKEN (retried once a day).
 */
import type { FeedStatus } from './feeds.types.js';

export const MIN_INTERVAL_MS = 15 * 60 * 1000;
export const MAX_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A feed that has published nothing we know of is fetched this often. */
export const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;
export const BROKEN_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

const clamp = (ms: number) => Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, ms));

export interface SuccessFacts {
  now: Date;
  /** Entries a day, from the feed's recent entries (0: unknown or silent). */
  entriesPerDay: number;
  /** RSS <ttl>, minutes. */
  ttlMinutes?: number | null;
  /** Cache-Control max-age of the answer, seconds. */
  maxAgeSeconds?: number | null;
}

/** The next fetch after a 200 or 304. */
export function nextFetchAfterSuccess(facts: SuccessFacts): Date {
  // Poll about twice per expected gap between entries.
  let interval =
    facts.entriesPerDay > 0 ? MAX_INTERVAL_MS / facts.entriesPerDay / 2 : DEFAULT_INTERVAL_MS;
  if (facts.ttlMinutes) interval = Math.max(interval, facts.ttlMinutes * 60 * 1000);
  if (facts.maxAgeSeconds) interval = Math.max(interval, facts.maxAgeSeconds * 1000);
  return new Date(facts.now.getTime() + clamp(interval));
}

export interface FailureFacts {
  now: Date;
  /** Failures in a row, this one included (1 for the first). */
  consecutiveFailures: number;
  /** Retry-After of the answer, seconds. */
  retryAfterSeconds?: number | null;
  status: FeedStatus;
}

/** The next fetch after a failure. */
export function nextFetchAfterFailure(facts: FailureFacts): Date {
  if (facts.status === 'BROKEN') return new Date(facts.now.getTime() + MAX_INTERVAL_MS);
  const exponent = Math.min(Math.max(facts.consecutiveFailures - 1, 0), 20);
  let interval = MIN_INTERVAL_MS * 2 ** exponent;
  if (facts.retryAfterSeconds) interval = Math.max(interval, facts.retryAfterSeconds * 1000);
  return new Date(facts.now.getTime() + clamp(interval));
}

/** The status after a failure. */
export function statusAfterFailure(facts: {
  now: Date;
  /** When the current spell of failures began (this failure's time for the first). */
  failingSince: Date;
  errorKind: string;
  /** The previous fetch's error kind, when it failed too. */
  previousErrorKind: string | null;
}): FeedStatus {
  if (facts.errorKind === 'NOT_A_FEED' && facts.previousErrorKind === 'NOT_A_FEED') return 'BROKEN';
  return facts.now.getTime() - facts.failingSince.getTime() >= BROKEN_AFTER_MS
    ? 'BROKEN'
    : 'FAILING';
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now.getTime()) / 1000));
}

/** max-age (or s-maxage) seconds of a Cache-Control header, or null; no-cache/no-store → null. */
export function maxAgeSeconds(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null;
  const match = /(?:^|[,\s])(?:s-)?max-age\s*=\s*"?(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}
