/**
 * The service container: every domain service, built once from the database and config and
 * handed to the transports (HTTP, GraphQL, CLI, jobs). Each service gets only what it uses.
 */
import { AccountsService } from './accounts/accounts.service.js';
import { ApiLimitsService } from './api-limits/api-limits.service.js';
import { AccountSettingsService } from './accounts/account-settings.service.js';
import { AvatarsService } from './accounts/avatars.service.js';
import { AdminService } from './admin/admin.service.js';
import { AudioService } from './audio/audio.service.js';
import { AuthService } from './accounts/auth.service.js';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import { CorpusItemsService } from './discovery/recommendations/corpus-items.service.js';
import { RecommendationsService } from './discovery/recommendations/lineups.service.js';
import { RelatedStoriesService } from './discovery/recommendations/similarity/related-stories.service.js';
import { SimilarityService } from './discovery/recommendations/similarity/similarity.service.js';
import { CorpusSearchService } from './discovery/search/corpus-search.service.js';
import { RecommendationSignalsService } from './discovery/recommendations/signals/recommendation-signals.service.js';
import { ExportService } from './exports/export.service.js';
import { join } from 'node:path';
import { HighlightsService } from './highlights/highlights.service.js';
import { ImportsService } from './imports/imports.service.js';
import { ImageCacheService } from './images/image-cache.service.js';
import { ImageUrlSigner } from './images/image-url-signature.js';
import { fetchPage } from './items/fetch/fetch-page.js';
import { ItemAccess } from './items/item-access.js';
import { ItemsService } from './items/items.service.js';
import { ListsService } from './lists/lists.service.js';
import { ModerationService } from './lists/moderation.service.js';
import { OauthService } from './oauth/oauth.service.js';
import { PgQueue } from './queue/pg-queue.js';
import { SavesService } from './saves/saves.service.js';
import { SearchService } from './search/search.service.js';
import { SettingsService } from './settings/settings.service.js';
import { SharesService } from './shares/shares.service.js';
import type { FileStorage } from './storage/file-storage.js';
import { TagsService } from './tags/tags.service.js';
import { FeedCopies } from './discovery/feeds/feed-copies.js';
import { FeedsService } from './discovery/feeds/feeds.service.js';
import { FeedSubscriptionsService } from './discovery/subscriptions/feed-subscriptions.service.js';
import { TopicsService } from './discovery/topics/topics.service.js';
import { CorpusIntake } from './discovery/corpus/corpus-intake.js';
import { CorpusService } from './discovery/corpus/corpus.service.js';
import { LocalFileStorage } from './storage/local-file-storage.js';

export interface Services {
  accounts: AccountsService;
  accountSettings: AccountSettingsService;
  avatars: AvatarsService;
  admin: AdminService;
  auth: AuthService;
  items: ItemsService;
  /** Who may read an item (its article, audio, full record): the one rule for every transport. */
  itemAccess: ItemAccess;
  saves: SavesService;
  tags: TagsService;
  search: SearchService;
  highlights: HighlightsService;
  imports: ImportsService;
  exports: ExportService;
  lists: ListsService;
  moderation: ModerationService;
  oauth: OauthService;
  /** Pocket v3's hourly call limits, counted in the database (shared by every process). */
  apiLimits: ApiLimitsService;
  settings: SettingsService;
  shares: SharesService;
  queue: PgQueue;
  storage: FileStorage;
  images: ImageCacheService;
  /** Listen: spoken articles (espeak-ng + Opus), one rendering per item and voice. */
  audio: AudioService;
  /** Signs the image-cache URLs of pages shown to logged-out visitors. */
  imageUrls: ImageUrlSigner;
  /** Feeds: discovery, polling and entries (instance data, polled while someone follows them). */
  feeds: FeedsService;
  /** Users' feed subscriptions, their inbox and OPML. */
  feedSubscriptions: FeedSubscriptionsService;
  /** Language and topic of corpus items; the nightly topic classifiers. */
  topics: TopicsService;
  /** The instance corpus for its curators: instance feeds, review, picks, the starter set. */
  corpus: CorpusService;
  /** How articles enter the corpus on their own (feed hook, hourly sweep) and get classified. */
  corpusIntake: CorpusIntake;
  /** Corpus items as recommendation surfaces show them (docs/RECOMMENDATIONS.md). */
  corpusItems: CorpusItemsService;
  /** Home, Discover, topic pages and slates: ranked recommendation lineups. */
  recommendations: RecommendationsService;
  /** Item-to-item similarity of corpus items (indexed on classification, rebuilt nightly). */
  similarity: SimilarityService;
  /** The reader's related stories (Item.relatedAfterArticle). */
  relatedStories: RelatedStoriesService;
  /** Search of the corpus (searchCorpus), its documents kept true after each classification. */
  corpusSearch: CorpusSearchService;
  /** Preferred topics, Home setup, "not interested", analytics opt-out, impressions and opens. */
  recommendationSignals: RecommendationSignalsService;
}

export function createServices(
  db: Db,
  config: Pick<Config, 'sessionSecret' | 'sessionTtlDays' | 'allowPrivateFetch' | 'dataDir'> &
    /** Development-mode tools (the QA premium toggle); off when not given. */
    Partial<
      Pick<Config, 'devMode' | 'searchFullTextFor' | 'publicUrl' | 'listsEnrollment' | 'v3Limits'>
    >,
): Services {
  const queue = new PgQueue(db);
  const storage = new LocalFileStorage(join(config.dataDir, 'files'));
  const items = new ItemsService(db, queue, {
    fetchPage,
    allowPrivateFetch: config.allowPrivateFetch,
  });
  const accounts = new AccountsService(db);
  const auth = new AuthService(db, {
    sessionSecret: config.sessionSecret,
    sessionTtlDays: config.sessionTtlDays,
  });
  const lists = new ListsService(db, { enrollment: config.listsEnrollment ?? 'open' });
  const settings = new SettingsService(db);
  // A save is written with its tags, and a tag change moves its saves' updated time, each in one
  // transaction: tags reach saves through this late-bound port.
  const tags: TagsService = new TagsService(db, queue, {
    saves: { touch: (userId, itemIds, tx) => saves.touch(userId, itemIds, tx) },
    settings,
  });
  const saves: SavesService = new SavesService(db, items, tags);
  const feedCopies = new FeedCopies(db);
  const itemAccess = new ItemAccess(db, items, saves, feedCopies);
  const apiLimits = new ApiLimitsService(db, config.v3Limits);
  const feeds = new FeedsService(db, queue, items, {
    allowPrivateFetch: config.allowPrivateFetch,
    lookups: apiLimits,
  });
  const topics = new TopicsService(db);
  const corpusIntake = new CorpusIntake(db, queue, items, topics, feedCopies);
  feeds.onEntriesStored((tx, feed, entries) => corpusIntake.entriesStored(tx, feed, entries));
  items.onParsed((itemId) => corpusIntake.itemParsed(itemId));
  return {
    accounts,
    accountSettings: new AccountSettingsService(db, storage),
    avatars: new AvatarsService(db, storage),
    admin: new AdminService(accounts, { devMode: config.devMode ?? false }),
    auth,
    items,
    itemAccess,
    saves,
    tags,
    search: new SearchService(db, { fullTextFor: config.searchFullTextFor ?? 'everyone' }),
    highlights: new HighlightsService(db, saves),
    imports: new ImportsService(
      db,
      queue,
      storage,
      lists,
      { items, saves },
      {
        sessionSecret: config.sessionSecret,
        publicUrl: config.publicUrl ?? 'http://localhost:3000',
      },
    ),
    exports: new ExportService(db),
    lists,
    moderation: new ModerationService(db),
    oauth: new OauthService(db, auth),
    apiLimits,
    settings,
    shares: new SharesService(db, items, {
      publicUrl: config.publicUrl ?? 'http://localhost:3000',
    }),
    queue,
    storage,
    images: new ImageCacheService({ storage, allowPrivate: config.allowPrivateFetch }),
    audio: new AudioService(db, queue, storage, items, itemAccess),
    imageUrls: new ImageUrlSigner(config.sessionSecret),
    feeds,
    feedSubscriptions: new FeedSubscriptionsService(db, feeds, {
      allowPrivateFetch: config.allowPrivateFetch,
      lookups: apiLimits,
    }),
    topics,
    corpus: new CorpusService(db, { items, feeds, topics, intake: corpusIntake }),
    corpusIntake,
    corpusItems: new CorpusItemsService(db),
    recommendations: new RecommendationsService(db),
    similarity: SimilarityService.listeningTo(db, corpusIntake),
    relatedStories: new RelatedStoriesService(db),
    corpusSearch: CorpusSearchService.listeningTo(db, corpusIntake),
    recommendationSignals: new RecommendationSignalsService(db, settings, queue),
  };
}
