/**
 * What subscriptions need from the feeds module (feeds/feeds.service.ts's FeedsService provides
 * it): finding a feed by URL, with or without fetching it, and asking for a poll.
 */
import type { FeedRow } from '../feeds/feeds.service.js';
import type { DiscoveredFeed, Feed } from '../feeds/feeds.types.js';

export interface FeedSource {
  /** The feeds a page links to (a feed URL answers with itself). */
  discover(url: string): Promise<DiscoveredFeed[]>;
  /** The feed at url, or the first feed the page at url links to; fetched once. */
  resolveFeed(url: string): Promise<Feed>;
  /** The feed row for a URL, found or created, without fetching (OPML imports). */
  feedForUrl(url: string): Promise<Feed>;
  /** Feed rows for many URLs in a few statements (OPML imports); an unusable address says why. */
  feedsForUrls(urls: readonly string[]): Promise<Array<FeedRow | { error: string }>>;
  requestPoll(feedId: number, runAt?: Date): Promise<void>;
  /** Makes sure the minute sweep that polls due feeds is queued. */
  scheduleSweep(): Promise<void>;
}
