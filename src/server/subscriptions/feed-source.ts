/**
 * What subscriptions need from the feeds module (feeds/feeds.service.ts's FeedsService provides
 * it): finding a feed by URL, with or without fetching it, and asking for a poll.
 */
import type { FeedState } from './subscriptions.repo.js';

export interface DiscoveredFeedShape {
  url: string;
  title: string | null;
  format: string;
}

export interface FeedSource {
  /** The feeds a page links to (a feed URL answers with itself). */
  discover(url: string): Promise<DiscoveredFeedShape[]>;
  /** The feed at url, or the first feed the page at url links to; fetched once. */
  resolveFeed(url: string): Promise<FeedState>;
  /** The feed row for a URL, found or created, without fetching (OPML imports). */
  feedForUrl(url: string): Promise<FeedState>;
  requestPoll(feedId: number, runAt?: Date): Promise<void>;
}
