/**
 * What subscriptions need from the feeds module (feeds/feeds.service.ts's FeedsService provides
 * it): finding a feed by URL, with or without fetching it, and asking for a poll.
 */
import type { DiscoveredFeed, Feed } from '../feeds/feeds.types.js';

export interface FeedSource {
  /** The feeds a page links to (a feed URL answers with itself). */
  discover(url: string): Promise<DiscoveredFeed[]>;
  /** The feed at url, or the first feed the page at url links to; fetched once. */
  resolveFeed(url: string): Promise<Feed>;
  /** The feed row for a URL, found or created, without fetching (OPML imports). */
  feedForUrl(url: string): Promise<Feed>;
  requestPoll(feedId: number, runAt?: Date): Promise<void>;
}
