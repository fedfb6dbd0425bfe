/**
 * How many new entries one poll takes (docs/FEEDS.md "Entries per poll"): the newest
 * MAX_ENTRIES_PER_POLL, so a feed of 20,000 entries neither holds the database for seconds nor
 * queues a page fetch per entry at once. The rest stay in the feed; the poll that left some keeps
 * no validators and comes back within LEFT_OVER_POLL_MS, and that poll takes the next newest.
 */
import type { ParsedEntry } from './parse-feed.js';

export const MAX_ENTRIES_PER_POLL = 100;
/** How soon a poll that left entries in the feed comes back for them. */
export const LEFT_OVER_POLL_MS = 5 * 60 * 1000;

/** The newest `max` entries (an undated one counts as new), and whether any were left. */
export function entriesForThisPoll(
  unseen: readonly ParsedEntry[],
  max = MAX_ENTRIES_PER_POLL,
): { taken: ParsedEntry[]; leftOver: boolean } {
  if (unseen.length <= max) return { taken: [...unseen], leftOver: false };
  const time = (entry: ParsedEntry) => entry.publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  // A stable sort: entries of the same time keep the feed's own order.
  const newest = [...unseen].sort((a, b) => time(b) - time(a));
  return { taken: newest.slice(0, max), leftOver: true };
}

/** The schedule's next fetch, or sooner when entries were left in the feed. */
export function soonerOf(next: Date, now: Date): Date {
  return new Date(Math.min(next.getTime(), now.getTime() + LEFT_OVER_POLL_MS));
}
