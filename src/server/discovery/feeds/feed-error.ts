/**
 * A failing feed's error in a few words, for people: "404 for 3 days", "Not a feed",
 * "Timed out since yesterday". Null for a feed that is not failing.
 */
import type { Feed } from './feeds.types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What each error kind is called; HTTP_<status> is the status itself ("404", "503"). */
const LABELS: Record<string, string> = {
  NOT_A_FEED: 'Not a feed',
  TIMEOUT: 'Timed out',
  TOO_LARGE: 'Too large (over 10 MB)',
  NETWORK: 'Unreachable',
  BLOCKED_ADDRESS: 'Not on the public internet',
  INVALID_URL: 'Not a valid address',
  TOO_MANY_REDIRECTS: 'Too many redirects',
  HTTP_429: 'Rate limited (429)',
};

/** The words for an error kind alone: "404", "Not a feed", "Timed out". */
export function feedErrorLabel(errorKind: string): string {
  const label = LABELS[errorKind];
  if (label) return label;
  const http = /^HTTP_(\d{3})$/.exec(errorKind);
  return http ? http[1]! : 'Failing';
}

export function describeFeedError(
  feed: Pick<Feed, 'status' | 'errorKind' | 'failingSince'>,
  now: Date,
): string | null {
  if (feed.status !== 'FAILING' && feed.status !== 'BROKEN') return null;
  const label = feedErrorLabel(feed.errorKind ?? '');
  // "Not a feed" is a fact about the document, not a spell of bad luck: no duration.
  if (feed.errorKind === 'NOT_A_FEED' || !feed.failingSince) return label;
  const days = Math.floor((now.getTime() - feed.failingSince.getTime()) / DAY_MS);
  if (days >= 2) return `${label} for ${days} days`;
  if (days === 1) return `${label} since yesterday`;
  return label;
}
