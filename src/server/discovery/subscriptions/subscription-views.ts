/** A subscription row as its subscriber sees it: the feed's title, health and counts. */
import { hostWithoutWww } from '../../../common/item-display.js';
import { describeFeedError } from '../feeds/feed-error.js';
import type { SubscriptionRow } from './subscriptions.repo.js';
import type { FeedSubscription, FeedSubscriptionHead } from './subscriptions.types.js';

export function toSubscription(row: SubscriptionRow, now: Date): FeedSubscription {
  return { ...toHead(row, now), itemCount: row.itemCount ?? 0, unreadCount: row.unreadCount ?? 0 };
}

export function toHead(row: SubscriptionRow, now: Date): FeedSubscriptionHead {
  const { feed } = row;
  return {
    id: row.id,
    feedId: row.feedId,
    url: feed.url,
    title:
      (row.ownTitle?.trim() || feed.title?.trim() || hostWithoutWww(feed.siteUrl ?? feed.url)) ??
      feed.url,
    siteUrl: feed.siteUrl,
    iconUrl: feed.iconUrl,
    status: feed.status,
    lastFetchedAt: feed.lastFetchedAt,
    error: describeFeedError(feed, now),
    folder: row.folder,
    topic: row.topic,
    createdAt: row.createdAt,
  };
}
