/**
 * Limits on looking for feeds (docs/FEEDS.md "Discovery limits"): lookups per user a minute,
 * requests to one site a minute across every user and process, and requests one lookup makes.
 * Counted in api_call_counts through ApiLimitsService (one upsert per count, fixed windows by the
 * database clock), so every process of an instance shares the counts.
 */
import type { ApiLimitsService } from '../../api-limits/api-limits.service.js';
import { DomainError } from '../../core/errors.js';

/** Where lookups are counted (services.ts gives the instance's ApiLimitsService). */
export type LookupCounter = Pick<ApiLimitsService, 'countWindowCall'>;

/** Feed lookups (discover or subscribe by address) one user may start a minute. */
export const DISCOVERIES_PER_USER_PER_MINUTE = 20;
/** Requests Satchel's feed lookups send one site (host and port) a minute, all users together. */
export const DISCOVERY_REQUESTS_PER_HOST_PER_MINUTE = 60;
/** Requests one lookup may send: the page, a few alternates, the common paths. */
export const MAX_REQUESTS_PER_DISCOVERY = 16;
const WINDOW_SECONDS = 60;

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** Counts one feed lookup by the user. @throws RATE_LIMITED past the per-user limit. */
export async function countUserDiscovery(counter: LookupCounter, userId: number): Promise<void> {
  const count = await counter.countWindowCall(`feed-lookups:user:${userId}`, WINDOW_SECONDS);
  if (count && count.calls > DISCOVERIES_PER_USER_PER_MINUTE) {
    throw new DomainError(
      'RATE_LIMITED',
      `You looked for feeds ${DISCOVERIES_PER_USER_PER_MINUTE} times in the last minute, the most Satchel allows. Try again in ${seconds(count.resetSeconds)}.`,
    );
  }
}

/** Counts one request to the URL's site. @throws RATE_LIMITED past the per-site limit. */
export async function countHostRequest(counter: LookupCounter, url: string): Promise<void> {
  let host: string;
  try {
    host = new URL(url).host.toLowerCase();
  } catch {
    return; // not a URL: the fetch refuses it in its own words
  }
  const count = await counter.countWindowCall(`feed-lookups:host:${host}`, WINDOW_SECONDS);
  if (count && count.calls > DISCOVERY_REQUESTS_PER_HOST_PER_MINUTE) {
    throw new DomainError(
      'RATE_LIMITED',
      `Satchel has asked ${host} for feeds ${DISCOVERY_REQUESTS_PER_HOST_PER_MINUTE} times in the last minute, the most it allows for one site. Try again in ${seconds(count.resetSeconds)}.`,
    );
  }
}

/** The refusal of a lookup's request past MAX_REQUESTS_PER_DISCOVERY. */
export const lookupBudgetSpent = () =>
  new DomainError(
    'RATE_LIMITED',
    `Looking for this feed took ${MAX_REQUESTS_PER_DISCOVERY} requests without finding one. Give the feed's own address instead.`,
  );
