/**
 * The instance corpus for its curators (docs/CORPUS.md): one service for every transport, made of
 * a part per concern — instance feeds and their health (corpus-feeds-admin.ts), many feeds at once
 * from an OPML file or the starter set (corpus-feed-imports.ts), the review list with adding,
 * approving, rejecting and editing articles (corpus-review.ts) — plus the overview and the topic
 * models here. Every operation is for administrators and curators (corpus-input.ts
 * authorizeCurator); how articles arrive on their own is corpus-intake.ts.
 */
import { TOPICS, type TopicSlug } from '../../../common/topics.js';
import type { Actor } from '../../core/actor.js';
import type { Db } from '../../db/types.js';
import type { ItemsService } from '../../items/items.service.js';
import { normalizeUrl } from '../../items/normalize-url.js';
import { CorpusFeedImports, type FeedImportResult } from './corpus-feed-imports.js';
import { CorpusFeedsAdmin } from './corpus-feeds-admin.js';
import { countCorpusFeedsAmong } from './corpus-feeds.repo.js';
import { authorizeCurator } from './corpus-input.js';
import type { CorpusIntake } from './corpus-intake.js';
import { CorpusReview, type AdminCorpusItemPage } from './corpus-review.js';
import { corpusCounts } from './corpus.repo.js';
import type {
  AdminCorpusItem,
  AdminCorpusItemFilter,
  CorpusFeed,
  CorpusFeedsPort,
  CorpusOverview,
  CorpusTopicsPort,
  TopicModelSummary,
} from './corpus.types.js';
import { starterFeeds } from './starter-feeds.js';

export type { FeedImportResult } from './corpus-feed-imports.js';
export type { AdminCorpusItemPage } from './corpus-review.js';

export interface CorpusServiceDeps {
  items: Pick<ItemsService, 'itemForUrl' | 'requestParse'>;
  feeds: Omit<CorpusFeedsPort, 'onEntriesStored'>;
  topics: Pick<CorpusTopicsPort, 'train' | 'models'>;
  intake: CorpusIntake;
}

export class CorpusService {
  private readonly feedsAdmin: CorpusFeedsAdmin;
  private readonly feedImports: CorpusFeedImports;
  private readonly reviewList: CorpusReview;

  constructor(
    private readonly db: Db,
    private readonly deps: CorpusServiceDeps,
  ) {
    this.feedsAdmin = new CorpusFeedsAdmin(db, deps);
    this.feedImports = new CorpusFeedImports(db, { ...deps, admin: this.feedsAdmin });
    this.reviewList = new CorpusReview(db, deps);
  }

  /** The 15 topics (public: topic pickers and pages). */
  topics(): Array<{ slug: TopicSlug; name: string }> {
    return TOPICS.map((topic) => ({ slug: topic.slug, name: topic.name }));
  }

  async overview(actor: Actor): Promise<CorpusOverview> {
    authorizeCurator(actor);
    const starter = await starterFeeds();
    const [counts, loaded] = await Promise.all([
      corpusCounts(this.db),
      countCorpusFeedsAmong(
        this.db,
        starter.map((feed) => feed.url),
        starter.map((feed) => normalizeUrl(feed.url)),
      ),
    ]);
    return { ...counts, starterFeedsAvailable: starter.length, starterFeedsLoaded: loaded };
  }

  // ---- Instance feeds (corpus-feeds-admin.ts, corpus-feed-imports.ts) -------------------------

  feeds(actor: Actor): Promise<CorpusFeed[]> {
    return this.feedsAdmin.feeds(actor);
  }

  addFeed(actor: Actor, input: Parameters<CorpusFeedsAdmin['addFeed']>[1]): Promise<CorpusFeed> {
    return this.feedsAdmin.addFeed(actor, input);
  }

  updateFeed(
    actor: Actor,
    id: string | number,
    input: Parameters<CorpusFeedsAdmin['updateFeed']>[2],
  ): Promise<CorpusFeed> {
    return this.feedsAdmin.updateFeed(actor, id, input);
  }

  removeFeed(actor: Actor, id: string | number): Promise<string> {
    return this.feedsAdmin.removeFeed(actor, id);
  }

  importOpml(actor: Actor, xml: string, defaultTopic: string | null): Promise<FeedImportResult> {
    return this.feedImports.importOpml(actor, xml, defaultTopic);
  }

  loadStarterFeeds(actor: Actor): Promise<CorpusFeed[]> {
    return this.feedImports.loadStarterFeeds(actor);
  }

  /** The starter set, for the operator's `feeds:starter` (no actor: the operator runs it). */
  loadStarterFeedsForInstance(): Promise<FeedImportResult & { feeds: CorpusFeed[] }> {
    return this.feedImports.loadStarterFeedsForInstance();
  }

  // ---- Articles (corpus-review.ts) ------------------------------------------------------------

  items(
    actor: Actor,
    filter: AdminCorpusItemFilter | null | undefined,
    pagination?: Parameters<CorpusReview['items']>[2],
  ): Promise<AdminCorpusItemPage> {
    return this.reviewList.items(actor, filter, pagination);
  }

  addItem(actor: Actor, input: { url: string; topic?: string | null }): Promise<AdminCorpusItem> {
    return this.reviewList.addItem(actor, input);
  }

  review(actor: Actor, id: string | number, decision: string): Promise<AdminCorpusItem> {
    return this.reviewList.review(actor, id, decision);
  }

  edit(
    actor: Actor,
    id: string | number,
    input: Parameters<CorpusReview['edit']>[2],
  ): Promise<AdminCorpusItem> {
    return this.reviewList.edit(actor, id, input);
  }

  // ---- Topic models (TopicsService) ----------------------------------------------------------

  async topicModels(actor: Actor): Promise<TopicModelSummary[]> {
    authorizeCurator(actor);
    return this.deps.topics.models();
  }

  async trainTopicModels(actor: Actor): Promise<TopicModelSummary[]> {
    authorizeCurator(actor);
    return this.deps.topics.train();
  }
}
