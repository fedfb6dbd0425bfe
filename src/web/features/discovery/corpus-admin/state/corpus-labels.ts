/**
 * The words /admin/corpus shows for the server's enums and numbers: states, sources, quality
 * tiers, where a topic came from, parse status, languages, confidence, feed health. Pure, so
 * the page and its tests read the same sentences.
 */
import type { ItemState, SourceKind } from './corpus-url';
import type { CorpusItemSourceRow, TopicSourceKind } from './corpus-items-cache';

export const STATE_LABELS: Record<ItemState, string> = {
  PROSPECT: 'Prospect',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** Source kinds in the filter; an item's own sources carry the server's label. */
export const SOURCE_LABELS: Record<SourceKind, string> = {
  INSTANCE_FEED: 'Instance feed',
  PUBLIC_LIST: 'Public list',
  POPULAR_SAVES: 'Saved by 3+ people on this instance',
  SUBSCRIBED_FEED: 'Followed by 3+ people',
  CURATOR: 'Added by a curator',
};

/** The server's label without the words it starts with for some kinds ("Public list: …"). */
const LABEL_PREFIX = /^(Followed by readers|Public list|Added by):?\s+/;

/**
 * One source of an item in words: what proposed it, then which feed, list or curator the
 * server names ("Instance feed: Nature", "Followed by 3+ people: Ars Technica",
 * "Added by a curator (ada)"). POPULAR_SAVES names nobody: it is never tied back to readers.
 */
export function sourceText(source: CorpusItemSourceRow): string {
  const detail = source.label.replace(LABEL_PREFIX, '').trim();
  switch (source.kind) {
    case 'POPULAR_SAVES':
      return SOURCE_LABELS.POPULAR_SAVES;
    case 'CURATOR':
      return detail ? `${SOURCE_LABELS.CURATOR} (${detail})` : SOURCE_LABELS.CURATOR;
    case 'INSTANCE_FEED':
    case 'SUBSCRIBED_FEED':
    case 'PUBLIC_LIST':
      return detail ? `${SOURCE_LABELS[source.kind]}: ${detail}` : SOURCE_LABELS[source.kind];
  }
}

/** Whether recommendations may show the item now, and why (docs/PRODUCT.md §10.11). */
export function recommendableText(item: { state: ItemState; recommendable: boolean }): string {
  if (item.state === 'REJECTED') return 'Never';
  if (item.recommendable) return item.state === 'APPROVED' ? 'Yes' : 'Yes, from a trusted feed';
  return 'Not until approved';
}

export type QualityTier = 'HIGH' | 'STANDARD' | 'REVIEW';
export const QUALITY_TIERS: readonly QualityTier[] = ['HIGH', 'STANDARD', 'REVIEW'];

export const TIER_LABELS: Record<QualityTier, string> = {
  HIGH: 'High',
  STANDARD: 'Standard',
  REVIEW: 'Review first',
};

/** What a tier means for the feed's entries (docs/PRODUCT.md §10.11). */
export const TIER_HINTS: Record<QualityTier, string> = {
  HIGH: 'Recommendable at once: for the sources you trust most.',
  STANDARD: 'Recommendable at once.',
  REVIEW: 'Each entry waits in Prospects for approval.',
};

export const TOPIC_SOURCE_LABELS: Record<TopicSourceKind, string> = {
  CURATOR: 'set by a curator',
  FEED: 'from its feed',
  METADATA: 'from the page’s sections and keywords',
  CLASSIFIER: 'guessed by the topic model',
};

const PARSE_STATUS: Record<string, string> = {
  PENDING: 'Not read yet',
  PARSED: 'Read',
  FAILED: 'Could not be read',
};

export function parseStatusLabel(status: string): string {
  return PARSE_STATUS[status] ?? status;
}

/** Languages offered when adding a feed; any other ISO 639-1 code is shown by name too. */
export const FEED_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'ja', 'zh'];

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "German" for "de"; the code itself when the browser has no name for it. */
export function languageName(code: string | null | undefined): string {
  if (!code) return 'Unknown language';
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "87%" for 0.87; null confidence shows nothing. */
export function percent(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "in 2 hours" for `unixSeconds` seen from `now`. */
export function relativeTime(unixSeconds: number, now: Date = new Date()): string {
  const seconds = unixSeconds - Math.floor(now.getTime() / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** A feed's recent pace: "12 a day", "2.5 a day", "less than one a week", "none lately". */
export function perDay(entriesPerDay: number): string {
  // Zero also for a feed whose entries are all old: it has items, just no recent ones.
  if (!Number.isFinite(entriesPerDay) || entriesPerDay <= 0) return 'none lately';
  if (entriesPerDay < 1 / 7) return 'less than one a week';
  if (entriesPerDay < 1) return `${Math.round(entriesPerDay * 7)} a week`;
  const rounded =
    entriesPerDay < 10 ? Math.round(entriesPerDay * 10) / 10 : Math.round(entriesPerDay);
  return `${rounded} a day`;
}

export type FeedStatus = 'PENDING' | 'OK' | 'FAILING' | 'BROKEN';

export const FEED_STATUS_LABELS: Record<FeedStatus, string> = {
  PENDING: 'Waiting for its first fetch',
  OK: 'Healthy',
  FAILING: 'Failing',
  BROKEN: 'Broken',
};
