/**
 * Instance feeds as curators manage them (docs/CORPUS.md "Instance feeds"): the list with each
 * feed's health, following a feed for the corpus, changing its topic, language or tier, and
 * letting it go. Many feeds at once (an OPML file, the starter set) are corpus-feed-imports.ts.
 */
import type { Actor } from '../../core/actor.js';
import { badInput, conflict, notFound } from '../../core/errors.js';
import type { Db } from '../../db/types.js';
import { describeFeedError } from '../feeds/feed-error.js';
import type { CorpusIntake } from './corpus-intake.js';
import { authorizeCurator, httpUrlOf, idOf, languageOf, tierOf, topicOf } from './corpus-input.js';
import * as feedsRepo from './corpus-feeds.repo.js';
import type { CorpusFeed, CorpusFeedsPort } from './corpus.types.js';

export interface CorpusFeedsAdminDeps {
  feeds: Pick<CorpusFeedsPort, 'resolveFeed' | 'requestPoll'>;
  intake: Pick<CorpusIntake, 'instanceFeedsAdded'>;
}

export class CorpusFeedsAdmin {
  constructor(
    private readonly db: Db,
    private readonly deps: CorpusFeedsAdminDeps,
  ) {}

  async feeds(actor: Actor): Promise<CorpusFeed[]> {
    authorizeCurator(actor);
    return this.list();
  }

  /** Follows a feed for the corpus: a page's address finds the feed it links to. */
  async addFeed(
    actor: Actor,
    input: { url: string; topic: string; language?: string | null; qualityTier?: string | null },
  ): Promise<CorpusFeed> {
    authorizeCurator(actor);
    const url = httpUrlOf(input.url, 'url');
    const topic = topicOf(input.topic);
    if (!topic) throw badInput('Choose a topic for the feed.', 'topic');
    const settings = {
      topic,
      language: languageOf(input.language),
      qualityTier: tierOf(input.qualityTier) ?? 'STANDARD',
    };
    const feed = await this.deps.feeds.resolveFeed(url);
    const added = await this.db.transaction(async (tx) => {
      if (!(await feedsRepo.insertCorpusFeed(tx, feed.id, settings, actor.userId))) return false;
      // Entries its subscribers' polls stored already are its articles too.
      await this.deps.intake.instanceFeedsAdded(tx, [feed.id]);
      return true;
    });
    if (!added) {
      throw conflict('This feed is already an instance feed; change its topic or tier instead.');
    }
    await this.deps.feeds.requestPoll(feed.id);
    return this.one(feed.id);
  }

  async updateFeed(
    actor: Actor,
    id: string | number,
    input: { topic?: string | null; language?: string | null; qualityTier?: string | null },
  ): Promise<CorpusFeed> {
    authorizeCurator(actor);
    const feedId = idOf(id, 'instance feed');
    const changed = await feedsRepo.updateCorpusFeed(this.db, feedId, {
      topic: topicOf(input.topic) ?? undefined,
      // null clears the language; absent leaves it.
      language: input.language === undefined ? undefined : languageOf(input.language),
      qualityTier: tierOf(input.qualityTier),
    });
    if (!changed) throw notFound('There is no such instance feed.');
    return this.one(feedId);
  }

  /** The instance stops following the feed (users who subscribe keep it); its articles stay. */
  async removeFeed(actor: Actor, id: string | number): Promise<string> {
    authorizeCurator(actor);
    const feedId = idOf(id, 'instance feed');
    if (!(await feedsRepo.deleteCorpusFeed(this.db, feedId))) {
      throw notFound('There is no such instance feed.');
    }
    return String(feedId);
  }

  /** Every instance feed (or the one `feedId`) with its health, for curators' eyes. */
  async list(feedId?: number): Promise<CorpusFeed[]> {
    const now = new Date();
    return (await feedsRepo.listCorpusFeeds(this.db, feedId)).map((row) => ({
      id: row.id,
      url: row.url,
      title: row.title?.trim() || hostOf(row.url),
      siteUrl: row.siteUrl,
      topic: row.topic,
      language: row.language,
      qualityTier: row.qualityTier,
      status: row.status,
      lastFetchedAt: row.lastFetchedAt,
      error: describeFeedError(row, now),
      entriesPerDay: row.entriesPerDay,
      itemCount: row.itemCount,
      createdAt: row.createdAt,
    }));
  }

  private async one(feedId: number): Promise<CorpusFeed> {
    const [feed] = await this.list(feedId);
    if (!feed) throw notFound('There is no such instance feed.');
    return feed;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
