/** The feeds module's records (migration 0026; docs/FEEDS.md). */
import type { FeedFormat } from './parse-feed.js';

export type FeedStatus = 'PENDING' | 'OK' | 'FAILING' | 'BROKEN';

/**
 * Why a feed's last fetch failed: HTTP_<status> for an error answer, else the fetcher's kind
 * (TIMEOUT, TOO_LARGE, NETWORK, BLOCKED_ADDRESS, INVALID_URL, TOO_MANY_REDIRECTS) or NOT_A_FEED.
 */
export type FeedErrorKind = string;

/** A feed: instance data, one row per normalised URL, shared by everyone who follows it. */
export interface Feed {
  id: number;
  url: string;
  normalUrl: string;
  format: FeedFormat | null;
  title: string | null;
  description: string | null;
  siteUrl: string | null;
  iconUrl: string | null;
  language: string | null;
  status: FeedStatus;
  errorKind: FeedErrorKind | null;
  errorMessage: string | null;
  failingSince: Date | null;
  lastFetchedAt: Date | null;
  lastSuccessAt: Date | null;
  nextFetchAt: Date;
  entriesPerDay: number;
  createdAt: Date;
}

/** A feed with what only the poller needs. */
export interface PollState extends Feed {
  etag: string | null;
  lastModified: string | null;
  /** The feed's own ttl from its last 200 answer (migration 0031). */
  ttlMinutes: number | null;
  consecutiveFailures: number;
  lastNewEntryAt: Date | null;
}

/** An entry as stored (feed_entries), handed to the onEntriesStored hooks. */
export interface StoredEntry {
  id: number;
  feedId: number;
  guid: string;
  url: string;
  itemId: number | null;
  title: string | null;
  excerpt: string | null;
  categories: string[];
  publishedAt: Date;
}

/** A feed found by discovery: a feed URL answers with itself, a page with the feeds it links. */
export interface DiscoveredFeed {
  url: string;
  title: string | null;
  format: FeedFormat;
}
