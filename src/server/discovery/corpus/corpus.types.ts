/**
 * Shapes of the instance corpus (docs/CORPUS.md) and what it needs from the feeds and topics
 * modules (the issue-17 contract), named here so the corpus depends on the contract, not on how
 * those modules are built.
 */
import type { TopicSlug } from '../../../common/topics.js';
import type { Queryable } from '../../db/types.js';
import type { Feed, StoredEntry } from '../feeds/feeds.types.js';

export const QUALITY_TIERS = ['HIGH', 'STANDARD', 'REVIEW'] as const;
export type CorpusQualityTier = (typeof QUALITY_TIERS)[number];

export const CORPUS_ITEM_STATES = ['PROSPECT', 'APPROVED', 'REJECTED'] as const;
export type CorpusItemState = (typeof CORPUS_ITEM_STATES)[number];

export const CORPUS_SOURCE_KINDS = [
  'INSTANCE_FEED',
  'PUBLIC_LIST',
  'POPULAR_SAVES',
  'SUBSCRIBED_FEED',
  'CURATOR',
] as const;
export type CorpusSourceKind = (typeof CORPUS_SOURCE_KINDS)[number];

export const TOPIC_SOURCES = ['CURATOR', 'FEED', 'METADATA', 'CLASSIFIER'] as const;
export type TopicSource = (typeof TOPIC_SOURCES)[number];

export type FeedStatus = 'PENDING' | 'OK' | 'FAILING' | 'BROKEN';

/** The feed row as the feeds module describes it. */
export type FeedRecord = Feed;

/** A new entry the feeds module stored. */
export type StoredEntryRecord = StoredEntry;

/** What the corpus uses of FeedsService (src/server/feeds/feeds.service.ts). */
export interface CorpusFeedsPort {
  resolveFeed(url: string): Promise<FeedRecord>;
  feedForUrl(url: string): Promise<FeedRecord>;
  requestPoll(feedId: number, runAt?: Date): Promise<void>;
  /** Feed rows for many URLs in a few statements; an unusable address says why. */
  feedsForUrls(urls: readonly string[]): Promise<Array<{ id: number } | { error: string }>>;
  /** Spreads the feeds' first polls (one time per feed) and makes sure a sweep runs. */
  pollFeedsBy(feedIds: readonly number[], at: readonly Date[]): Promise<void>;
  onEntriesStored(
    hook: (tx: Queryable, feed: FeedRecord, entries: StoredEntryRecord[]) => Promise<void>,
  ): void;
}

export interface TopicMetricRecord {
  topic: string;
  precision: number;
  recall: number;
  support: number;
}

export interface TopicModelSummary {
  language: string;
  trainedAt: Date;
  trainingSize: number;
  heldBackSize: number;
  metrics: TopicMetricRecord[];
  /** The topics the model can answer ([] without a model). */
  topics: readonly string[];
  /** Why there is no model for this language; null when there is one. */
  reason: string | null;
  /** Share of held-back items the model abstained on; null without a model. */
  abstentionRate: number | null;
}

export interface TopicAssignment {
  topic: TopicSlug;
  source: TopicSource;
  confidence: number;
}

/** What the corpus uses of TopicsService (src/server/topics/). */
export interface CorpusTopicsPort {
  detectLanguage(
    text: string,
  ):
    | { language: string | null; confidence: number }
    | Promise<{ language: string | null; confidence: number }>;
  assignTopic(input: {
    curatorTopic?: TopicSlug | null;
    feedTopic?: TopicSlug | null;
    metadata: { sections: string[]; keywords: string[]; categories: string[]; url: string };
    text: string;
    language: string | null;
  }): Promise<TopicAssignment | null>;
  train(): Promise<TopicModelSummary[]>;
  models(): Promise<TopicModelSummary[]>;
}

/** An instance feed with its health, as administrators see it. */
export interface CorpusFeed {
  id: number;
  url: string;
  title: string;
  siteUrl: string | null;
  topic: TopicSlug;
  language: string | null;
  qualityTier: CorpusQualityTier;
  status: FeedStatus;
  lastFetchedAt: Date | null;
  /** Readable ("404 for 3 days"); null when the feed is fine. */
  error: string | null;
  entriesPerDay: number;
  itemCount: number;
  createdAt: Date;
}

export interface CorpusItemSource {
  kind: CorpusSourceKind;
  /** Words for the review list: the feed's title, the list's title, "Curator <name>", … */
  label: string;
  addedAt: Date;
}

export interface AdminCorpusItem {
  id: number;
  itemId: number;
  url: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  publisher: string | null;
  language: string | null;
  topic: TopicSlug | null;
  topicSource: TopicSource | null;
  topicConfidence: number | null;
  state: CorpusItemState;
  isCuratorPick: boolean;
  recommendable: boolean;
  sources: CorpusItemSource[];
  parseStatus: string;
  createdAt: Date;
  reviewedAt: Date | null;
}

export interface AdminCorpusItemFilter {
  state?: CorpusItemState | null;
  topic?: string | null;
  source?: CorpusSourceKind | null;
  language?: string | null;
  search?: string | null;
}

export interface CorpusOverview {
  prospects: number;
  approved: number;
  rejected: number;
  feeds: number;
  starterFeedsAvailable: number;
  starterFeedsLoaded: number;
}

/** An OPML outline that could not be added, in words (the upload's answer). */
export interface OpmlProblem {
  title: string | null;
  url: string | null;
  folder: string | null;
  reason: string;
}
