/**
 * Many instance feeds at once (docs/CORPUS.md "Instance feeds"): a curator's OPML file, and the
 * starter set (starter-feeds.opml) that the operator's `feeds:starter` or a curator loads. Feeds
 * already there are left as they are; an outline the feeds module refuses is that outline's
 * problem, not the file's.
 */
import type { Actor } from '../../core/actor.js';
import type { Db } from '../../db/types.js';
import type { CorpusFeedsAdmin } from './corpus-feeds-admin.js';
import type { CorpusIntake } from './corpus-intake.js';
import { authorizeCurator, topicOf } from './corpus-input.js';
import { readCorpusOpmlFile, type OpmlFeed } from './corpus-opml.js';
import * as feedsRepo from './corpus-feeds.repo.js';
import type { CorpusFeed, CorpusFeedsPort, OpmlProblem } from './corpus.types.js';
import { starterFeeds } from './starter-feeds.js';

/** Seconds between the first polls of the starter feeds, so loading them is no burst. */
const STARTER_POLL_SPACING_MS = 5_000;

export interface CorpusFeedImportsDeps {
  feeds: Pick<CorpusFeedsPort, 'feedsForUrls' | 'pollFeedsBy'>;
  intake: Pick<CorpusIntake, 'instanceFeedsAdded'>;
  /** The instance feeds as curators see them, to answer with the starter set's. */
  admin: Pick<CorpusFeedsAdmin, 'list'>;
}

export interface FeedImportResult {
  added: number;
  alreadyThere: number;
  problems: OpmlProblem[];
}

export class CorpusFeedImports {
  constructor(
    private readonly db: Db,
    private readonly deps: CorpusFeedImportsDeps,
  ) {}

  /** Instance feeds from an OPML file; problems are listed per outline. */
  async importOpml(
    actor: Actor,
    xml: string,
    defaultTopic: string | null,
  ): Promise<FeedImportResult> {
    authorizeCurator(actor);
    const { feeds, problems } = await readCorpusOpmlFile(xml, topicOf(defaultTopic));
    const result = await this.addOpmlFeeds(feeds, actor.userId);
    return { ...result, problems: [...problems, ...result.problems] };
  }

  async loadStarterFeeds(actor: Actor): Promise<CorpusFeed[]> {
    authorizeCurator(actor);
    return (await this.loadStarterFeedsForInstance()).feeds;
  }

  /**
   * The starter set as STANDARD instance feeds (the operator's `feeds:starter`, and curators
   * through loadStarterFeeds). Feeds already there are left as they are.
   */
  async loadStarterFeedsForInstance(): Promise<FeedImportResult & { feeds: CorpusFeed[] }> {
    const starter = await starterFeeds();
    const result = await this.addOpmlFeeds(starter, null);
    const urls = new Set(starter.map((feed) => feed.url));
    const feeds = (await this.deps.admin.list()).filter((feed) => urls.has(feed.url));
    return { ...result, feeds };
  }

  /**
   * Instance feeds for an OPML file's feeds, in a few set-based statements (feed rows in chunks,
   * corpus rows in one insert, first polls spread 5 s apart in one update): a 2,000-feed file
   * never holds the database for one query per feed. The corpus rows are one statement: all of
   * them or none, with the entries the feeds' subscribers already had (instanceFeedsAdded).
   */
  private async addOpmlFeeds(feeds: OpmlFeed[], addedBy: number | null): Promise<FeedImportResult> {
    const problems: OpmlProblem[] = [];
    const rows = await this.deps.feeds.feedsForUrls(feeds.map((entry) => entry.url));
    const wanted: Array<{ feedId: number; entry: OpmlFeed }> = [];
    feeds.forEach((entry, index) => {
      const row = rows[index]!;
      // A feed address the feeds module refuses is this outline's problem, not the file's.
      if ('error' in row) {
        problems.push({
          title: entry.title,
          url: entry.url,
          folder: entry.folder,
          reason: row.error,
        });
      } else {
        wanted.push({ feedId: row.id, entry });
      }
    });
    const added = await this.db.transaction(async (tx) => {
      const ids = await feedsRepo.insertCorpusFeeds(
        tx,
        wanted.map(({ feedId, entry }) => ({
          feedId,
          topic: entry.topic,
          language: entry.language,
          qualityTier: 'STANDARD' as const,
        })),
        addedBy,
      );
      await this.deps.intake.instanceFeedsAdded(tx, ids);
      return ids;
    });
    const start = Date.now();
    await this.deps.feeds.pollFeedsBy(
      added,
      added.map((_, index) => new Date(start + index * STARTER_POLL_SPACING_MS)),
    );
    return { added: added.length, alreadyThere: wanted.length - added.length, problems };
  }
}
