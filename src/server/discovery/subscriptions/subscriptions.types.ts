/** The domain shapes of users' feed subscriptions and their inbox (docs/FEEDS.md). */
import type { FeedStatus } from '../feeds/feeds.types.js';
import type { Item } from '../../items/items.types.js';

/** A user's subscription as they see it: the feed's state and their inbox counts. */
export interface FeedSubscription {
  /** The subscription id (what unsubscribe and refresh take). */
  id: number;
  feedId: number;
  /** The feed URL polled. */
  url: string;
  /** The user's title, else the feed's, else its host. */
  title: string;
  siteUrl: string | null;
  /** The feed's icon as published (transports turn it into an image-cache URL). */
  iconUrl: string | null;
  status: FeedStatus;
  lastFetchedAt: Date | null;
  /** Why the feed fails, in words ("404 for 3 days"); null while it works. */
  error: string | null;
  /** Entries of this feed in the user's inbox, and how many of them are not seen yet. */
  itemCount: number;
  unreadCount: number;
  folder: string | null;
  topic: string | null;
  createdAt: Date;
}

/** A subscription without its inbox counts (an inbox entry's feed, where few clients ask them). */
export type FeedSubscriptionHead = Omit<FeedSubscription, 'itemCount' | 'unreadCount'>;

export interface InboxCounts {
  itemCount: number;
  unreadCount: number;
}

/** One entry of a user's inbox. */
export interface InboxEntry {
  /** The feed entry's id (what markSeen takes). */
  id: number;
  feedId: number;
  url: string;
  /** The entry's title, else its item's, else its URL. */
  title: string;
  excerpt: string | null;
  publishedAt: Date;
  seen: boolean;
  /** The entry's public item (a preview: ItemAccess decides what more the viewer may read). */
  item: Item | null;
  /** The viewer's live save of the entry's page (their private copy first), if any. */
  savedItemId: number | null;
}

export interface InboxPage {
  entries: InboxEntry[];
  /** One cursor per entry, in the same order. */
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** All entries the filter matches, capped at 5,000 (docs/DECISIONS.md §6). */
  totalCount: number;
}

/** What an OPML import did: counts and the outlines it could not take, with why. */
export interface OpmlImportResult {
  subscribed: number;
  alreadySubscribed: number;
  problems: OpmlProblem[];
}

export interface OpmlProblem {
  title: string | null;
  url: string | null;
  folder: string | null;
  reason: string;
}
