/**
 * Feeds (docs/FEEDS.md): instance data shared by everyone who follows a feed. Finds feeds
 * (discovery), creates their rows, and polls those somebody follows — one at a time on request
 * (`feeds.poll`) or every due feed in a sweep (`feeds.due`). No actor: subscriptions and the
 * corpus decide who may follow what; nothing here is a user's data.
 */
import { badInput, DomainError, unavailable } from '../../core/errors.js';
import type { Db } from '../../db/types.js';
import { FetchError, type FetchedPage } from '../../items/fetch/fetch-page.js';
import { createGuardedAgent } from '../../items/fetch/guarded-agent.js';
import type { ItemsService } from '../../items/items.service.js';
import { normalizeUrl } from '../../items/normalize-url.js';
import { feedOwner, type Queue } from '../../queue/queue.js';
import { alternateFeeds, asFeed, commonFeedUrls, isHtml } from './discover-feeds.js';
import {
  countHostRequest,
  lookupBudgetSpent,
  MAX_REQUESTS_PER_DISCOVERY,
  type LookupCounter,
} from './discovery-limits.js';
import { fetchFeedsBy, findOrCreateFeeds, type FeedRow } from './feed-rows.repo.js';
import { FeedPoller, type EntriesStoredHook, type PollOutcome } from './feed-poller.js';
import {
  findFeed,
  findFeedByNormalUrl,
  findOrCreateFeed,
  leaseDueFeeds,
  updateFeedMetadata,
} from './feeds.repo.js';
import type { DiscoveredFeed, Feed } from './feeds.types.js';
import { DISCOVERY_ACCEPT, fetchFeed, FEED_TIMEOUT_MS } from './fetch-feed.js';
import type { ParsedFeed } from './parse-feed.js';
import { dueFeedsKind, pollFeedKind } from './poll-feed.job.js';
import { queueScheduledRun } from '../../jobs/schedules.js';

export type { DiscoveredFeed, Feed, StoredEntry } from './feeds.types.js';
export type { FeedRow } from './feed-rows.repo.js';

export const NOT_A_FEED_WORDS = 'That address is not a feed and links to none.';

export interface FeedsOptions {
  allowPrivateFetch: boolean;
  /** Counts feed lookups against their limits (discovery-limits.ts). */
  lookups: LookupCounter;
  /** Feeds one sweep takes at most; the next minute's sweep takes the rest. */
  sweepBatch?: number;
  /** Feeds fetched at once in a sweep. */
  sweepConcurrency?: number;
}

const DEFAULT_SWEEP_BATCH = 2000;
const DEFAULT_SWEEP_CONCURRENCY = 16;
/** Feed rows found or created per statement by feedsForUrls. */
const FEED_ROWS_CHUNK = 500;
/** How long a sweep holds the feeds it took before another sweep may take them again. */
const SWEEP_LEASE_MS = 10 * 60 * 1000;

/** Runs `task` over `values` with at most `limit` at once. */
async function eachLimited<T>(
  values: T[],
  limit: number,
  task: (value: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, values.length) }, async () => {
    while (next < values.length) await task(values[next++]!);
  });
  await Promise.all(runners);
}

/** A fetch failure while finding a feed, in words for the person who typed the address. */
function discoveryError(error: FetchError): DomainError {
  switch (error.kind) {
    case 'BLOCKED_ADDRESS':
      return badInput(
        'This address is not on the public internet, so Satchel will not fetch it.',
        'url',
      );
    case 'INVALID_URL':
      return badInput('That is not a web address Satchel can fetch.', 'url');
    case 'TOO_LARGE':
      return badInput('That address answers with more than 10 MB, too large for a feed.', 'url');
    case 'TOO_MANY_REDIRECTS':
      return badInput('That address redirects too many times.', 'url');
    case 'HTTP_ERROR':
      return error.permanent
        ? badInput(`That address answered ${error.status ?? 'with an error'}.`, 'url')
        : unavailable(`That site answered ${error.status ?? 'with an error'}; try again later.`);
    case 'TIMEOUT':
      return unavailable('That site took too long to answer; try again later.');
    case 'NETWORK':
      return error.permanent
        ? badInput(
            // One sentence for an unknown name and one that resolves inside the network (docs/FEEDS.md).
            'That site could not be reached: its address does not exist on the public internet, or it refuses connections.',
            'url',
          )
        : unavailable('That site could not be reached; try again later.');
  }
}

export class FeedsService {
  private readonly poller: FeedPoller;

  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    items: ItemsService,
    private readonly options: FeedsOptions,
  ) {
    this.poller = new FeedPoller(db, queue, items, options);
  }

  get(feedId: number): Promise<Feed | undefined> {
    return findFeed(this.db, feedId).then((feed) => feed && publicFeed(feed));
  }

  /** The feeds at an address: a feed URL answers with itself, a page with the feeds it links. */
  async discover(url: string): Promise<DiscoveredFeed[]> {
    return this.withAgent(async (fetchOne) => {
      const { page, permanentUrl, feed } = await fetchOne(url);
      if (feed) return [{ url: permanentUrl ?? url, title: feed.title, format: feed.format }];
      if (!isHtml(page)) return [];
      const alternates = alternateFeeds(page.text ?? '', page.finalUrl);
      if (alternates.length > 0) return alternates;
      return (await this.commonPathFeeds(page.finalUrl, fetchOne)).map(
        ({ url: found, feed: f }) => ({
          url: found,
          title: f.title,
          format: f.format,
        }),
      );
    });
  }

  /**
   * The feed at `url`, or the first feed the page at `url` links to (else at a common path),
   * with what the feed says about itself. A feed already known is returned without a fetch.
   * @throws DomainError BAD_USER_INPUT "That address is not a feed and links to none." (or why
   *   the address could not be fetched).
   */
  async resolveFeed(url: string): Promise<Feed> {
    const known = await this.knownFeed(url);
    if (known) return known;
    return this.withAgent(async (fetchOne) => {
      const first = await fetchOne(url);
      if (first.feed) return this.remember(first.permanentUrl ?? url, first.feed);
      if (!isHtml(first.page)) throw badInput(NOT_A_FEED_WORDS, 'url');
      for (const alternate of alternateFeeds(first.page.text ?? '', first.page.finalUrl)) {
        const existing = await this.knownFeed(alternate.url);
        if (existing) return existing;
        const candidate = await fetchOne(alternate.url).catch(unlessLimited);
        if (candidate?.feed)
          return this.remember(candidate.permanentUrl ?? alternate.url, candidate.feed);
      }
      const [common] = await this.commonPathFeeds(first.page.finalUrl, fetchOne);
      if (common) return this.remember(common.url, common.feed);
      throw badInput(NOT_A_FEED_WORDS, 'url');
    });
  }

  /** The feed row for a URL, found or created (PENDING, due now), without fetching (OPML). */
  async feedForUrl(url: string): Promise<Feed> {
    const normalUrl = this.normal(url);
    return findOrCreateFeed(this.db, url, normalUrl);
  }

  /**
   * The feed rows for many URLs at once (OPML imports), in their order: each found or created,
   * or why its address cannot be a feed. Chunks of 500, one statement each, so a 2,000-feed file
   * holds the database for a few short statements rather than one per feed.
   */
  async feedsForUrls(urls: readonly string[]): Promise<Array<FeedRow | { error: string }>> {
    const answers: Array<FeedRow | { error: string }> = urls.map(() => ({ error: '' }));
    const valid: Array<{ index: number; url: string; normalUrl: string }> = [];
    urls.forEach((url, index) => {
      try {
        valid.push({ index, url, normalUrl: this.normal(url) });
      } catch (error) {
        answers[index] = { error: (error as DomainError).message };
      }
    });
    for (let start = 0; start < valid.length; start += FEED_ROWS_CHUNK) {
      const chunk = valid.slice(start, start + FEED_ROWS_CHUNK);
      const rows = await findOrCreateFeeds(
        this.db,
        chunk.map((wanted) => wanted.url),
        chunk.map((wanted) => wanted.normalUrl),
      );
      chunk.forEach((wanted, position) => (answers[wanted.index] = rows[position]!));
    }
    return answers;
  }

  /** Spreads these feeds' first polls over time (`at`, one per feed) and makes sure a sweep runs. */
  async pollFeedsBy(feedIds: readonly number[], at: readonly Date[]): Promise<void> {
    await fetchFeedsBy(this.db, feedIds, at);
    await this.scheduleSweep();
  }

  /** Polls the feed soon (at `runAt`, else now); a poll already queued makes this a no-op. */
  async requestPoll(feedId: number, runAt?: Date): Promise<void> {
    await this.queue.enqueue(pollFeedKind, { feedId }, { owner: feedOwner(feedId), runAt });
    await this.scheduleSweep();
  }

  /** Hooks run inside the transaction that stored a poll's new entries (the corpus uses it). */
  onEntriesStored(hook: EntriesStoredHook): void {
    this.poller.onEntriesStored(hook);
  }

  /** Polls one feed now (the `feeds.poll` job). Nothing is fetched for a feed nobody follows. */
  poll(feedId: number): Promise<PollOutcome> {
    return this.poller.poll(feedId);
  }

  /**
   * Polls the followed feeds whose next fetch is due (the `feeds.due` sweep): up to a batch,
   * a few at a time, over one keep-alive agent. Returns how many were polled.
   */
  async pollDue(): Promise<number> {
    const feedIds = await leaseDueFeeds(
      this.db,
      this.options.sweepBatch ?? DEFAULT_SWEEP_BATCH,
      SWEEP_LEASE_MS,
    );
    if (feedIds.length === 0) return 0;
    const concurrency = this.options.sweepConcurrency ?? DEFAULT_SWEEP_CONCURRENCY;
    const agent = createGuardedAgent({
      allowPrivate: this.options.allowPrivateFetch,
      responseTimeoutMs: FEED_TIMEOUT_MS,
    });
    const errors: unknown[] = [];
    try {
      await eachLimited(feedIds, concurrency, async (feedId) => {
        // One feed's unexpected error (the database, say) must not stop the others' polls.
        await this.poller.poll(feedId, agent).catch((error: unknown) => errors.push(error));
      });
    } finally {
      await agent.destroy();
    }
    if (errors.length > 0) {
      throw new AggregateError(errors, `${errors.length} of ${feedIds.length} polls failed`);
    }
    return feedIds.length;
  }

  /** Makes sure the next minute's sweep is queued (idempotent: one sweep a minute). */
  async scheduleSweep(now = new Date()): Promise<void> {
    await queueScheduledRun(this.queue, dueFeedsKind, now);
  }

  private normal(url: string): string {
    try {
      return normalizeUrl(url);
    } catch {
      throw badInput('That is not a web address Satchel can fetch.', 'url');
    }
  }

  private async knownFeed(url: string): Promise<Feed | undefined> {
    const feed = await findFeedByNormalUrl(this.db, this.normal(url));
    // A row never read successfully is not known yet: fetch it to learn what it is.
    return feed?.format ? feed : undefined;
  }

  private async remember(url: string, parsed: ParsedFeed): Promise<Feed> {
    const row = await findOrCreateFeed(this.db, url, this.normal(url));
    await updateFeedMetadata(this.db, row.id, parsed);
    return (await this.get(row.id))!;
  }

  private async commonPathFeeds(
    pageUrl: string,
    fetchOne: FetchOne,
  ): Promise<Array<{ url: string; feed: ParsedFeed }>> {
    const candidates = commonFeedUrls(pageUrl);
    const found = new Map<string, ParsedFeed>();
    await eachLimited(candidates, 4, async (candidate) => {
      const result = await fetchOne(candidate).catch(unlessLimited);
      if (result?.feed) found.set(candidate, result.feed);
    });
    return candidates.filter((c) => found.has(c)).map((c) => ({ url: c, feed: found.get(c)! }));
  }

  private async withAgent<T>(run: (fetchOne: FetchOne) => Promise<T>): Promise<T> {
    const agent = createGuardedAgent({
      allowPrivate: this.options.allowPrivateFetch,
      responseTimeoutMs: FEED_TIMEOUT_MS,
    });
    // One lookup sends at most MAX_REQUESTS_PER_DISCOVERY requests, each counted against its
    // site's limit across every user (docs/FEEDS.md "Discovery limits").
    let requests = 0;
    const fetchOne: FetchOne = async (target) => {
      requests += 1;
      if (requests > MAX_REQUESTS_PER_DISCOVERY) throw lookupBudgetSpent();
      await countHostRequest(this.options.lookups, target);
      try {
        const { page, permanentUrl } = await fetchFeed(target, {
          allowPrivate: this.options.allowPrivateFetch,
          dispatcher: agent,
          accept: DISCOVERY_ACCEPT,
        });
        return { page, permanentUrl, feed: await asFeed(page) };
      } catch (error) {
        throw error instanceof FetchError ? discoveryError(error) : error;
      }
    };
    try {
      return await run(fetchOne);
    } finally {
      await agent.destroy();
    }
  }
}

/** A failed candidate is no feed; a lookup past its limits stops there, in words. */
const unlessLimited = (error: unknown): null => {
  if (error instanceof DomainError && error.kind === 'RATE_LIMITED') throw error;
  return null;
};

type FetchOne = (
  url: string,
) => Promise<{ page: FetchedPage; permanentUrl: string | null; feed: ParsedFeed | null }>;

/** A feed without the poller's own fields. */
function publicFeed(feed: Feed): Feed {
  return {
    id: feed.id,
    url: feed.url,
    normalUrl: feed.normalUrl,
    format: feed.format,
    title: feed.title,
    description: feed.description,
    siteUrl: feed.siteUrl,
    iconUrl: feed.iconUrl,
    language: feed.language,
    status: feed.status,
    errorKind: feed.errorKind,
    errorMessage: feed.errorMessage,
    failingSince: feed.failingSince,
    lastFetchedAt: feed.lastFetchedAt,
    lastSuccessAt: feed.lastSuccessAt,
    nextFetchAt: feed.nextFetchAt,
    entriesPerDay: feed.entriesPerDay,
    createdAt: feed.createdAt,
  };
}
