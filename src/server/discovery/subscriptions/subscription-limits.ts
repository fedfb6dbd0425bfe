/** The limits of feed subscriptions, the inbox and OPML files (docs/FEEDS.md). */
import { MAX_URL_LENGTH } from '../../../common/url-rules.js';
import { MAX_OPML_FEEDS } from '../feeds/opml-limits.js';

export const SUBSCRIPTION_LIMITS = {
  /** Subscriptions per user: enough for any reader's OPML, and the inbox stays one index scan. */
  maxSubscriptions: 2000,
  /** A feed URL, as long as a saved page's may be. */
  maxUrlLength: MAX_URL_LENGTH,
  /** Entries a new subscription brings into the inbox at once (the rest were published before). */
  backfillEntries: 50,
  /** Inbox page size: the default and the most one page may ask for. */
  defaultPageSize: 30,
  maxPageSize: 100,
  /** Entry ids one mark-seen call takes. */
  maxIdsPerCall: 500,
  /** An OPML file's size, the outlines read from it, and the feeds it may hold (else refused). */
  maxOpmlBytes: 2 * 1024 * 1024,
  maxOpmlOutlines: 10_000,
  maxOpmlFeeds: MAX_OPML_FEEDS,
  /** A subscription's title and folder name as kept from an OPML outline. */
  maxTitleLength: 300,
  maxFolderLength: 200,
} as const;
