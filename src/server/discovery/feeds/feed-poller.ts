/**
 * One poll of one feed: a conditional GET, then either "not modified", a failure (recorded with
 * its backoff and readable state), or a parse whose new entries are stored in one transaction —
 * feed_entries rows (the inbox fan-out is migration 0027's trigger), the onEntriesStored hooks,
 * and parse jobs for their items at background priority — with the feed's stats and schedule.
 */
import type { Dispatcher } from 'undici';
import type { Db, Queryable } from '../../db/types.js';
import { FetchError, HttpStatusError } from '../../items/fetch/fetch-page.js';
import type { ItemsService } from '../../items/items.service.js';
import { parseItemKind } from '../../items/parse-item.job.js';
import { feedOwner, type Queue } from '../../queue/queue.js';
import { entriesForThisPoll, soonerOf } from './entries-per-poll.js';
import {
  maxAgeSeconds,
  nextFetchAfterFailure,
  nextFetchAfterSuccess,
  retryAfterSeconds,
  statusAfterFailure,
} from './feed-schedule.js';
import {
  entryRate,
  findFeed,
  insertEntries,
  isFollowed,
  knownGuids,
  recordFailure,
  recordSuccess,
  updateFeedMetadata,
  type NewEntry,
} from './feeds.repo.js';
import type { Feed, PollState, StoredEntry } from './feeds.types.js';
import { fetchFeed, type FeedFetch } from './fetch-feed.js';
import { parseFeed } from './parse-feed-in-worker.js';
import { NotAFeedError, type ParsedFeed } from './parse-feed.js';

/** Parse jobs of feed entries run after users' own saves (priority 0) and imports (-1). */
export const ENTRY_PARSE_PRIORITY = -2;

export type EntriesStoredHook = (
  tx: Queryable,
  feed: Feed,
  entries: StoredEntry[],
) => Promise<void>;

export type PollOutcome = 'gone' | 'unfollowed' | 'not-modified' | 'updated' | 'failed';

export class FeedPoller {
  private readonly hooks: EntriesStoredHook[] = [];

  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    private readonly items: Pick<ItemsService, 'itemsForUrls'>,
    private readonly options: { allowPrivateFetch: boolean },
  ) {}

  onEntriesStored(hook: EntriesStoredHook): void {
    this.hooks.push(hook);
  }

  /** Polls the feed now, unless nobody follows it. `dispatcher`: a batch's shared agent. */
  async poll(feedId: number, dispatcher?: Dispatcher): Promise<PollOutcome> {
    const feed = await findFeed(this.db, feedId);
    if (!feed) return 'gone';
    if (!(await isFollowed(this.db, feedId))) return 'unfollowed';
    let fetched: FeedFetch;
    try {
      fetched = await fetchFeed(feed.url, {
        allowPrivate: this.options.allowPrivateFetch,
        ...(dispatcher ? { dispatcher } : {}),
        // Validators only once the feed has been read: a first poll must get the body.
        ...(feed.format
          ? { conditional: { etag: feed.etag, lastModified: feed.lastModified } }
          : {}),
      });
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      await this.fail(feed, error);
      return 'failed';
    }
    const now = new Date();
    const url = fetched.permanentUrl ?? feed.url;
    const { page } = fetched;
    const maxAge = maxAgeSeconds(page.headers['cache-control']);
    if (page.notModified) {
      await recordSuccess(this.db, feed.id, {
        url,
        etag: page.headers.etag ?? feed.etag,
        lastModified: page.headers['last-modified'] ?? feed.lastModified,
        nextFetchAt: nextFetchAfterSuccess({
          now,
          entriesPerDay: feed.entriesPerDay,
          ttlMinutes: feed.ttlMinutes,
          maxAgeSeconds: maxAge,
        }),
        entriesPerDay: feed.entriesPerDay,
        newEntries: false,
        fetchedAt: now,
      });
      return 'not-modified';
    }
    let parsed: ParsedFeed;
    try {
      parsed = await parseFeed(page.text ?? '', page.finalUrl, now);
    } catch (error) {
      // A document that breaks the parser (its worker's heap limit, say) is no feed we can read.
      const notAFeed =
        error instanceof NotAFeedError
          ? error
          : new NotAFeedError(error instanceof Error ? error.message : String(error));
      await this.fail({ ...feed, url }, notAFeed);
      return 'failed';
    }
    await this.store(feed, parsed, {
      url,
      etag: page.headers.etag ?? null,
      lastModified: page.headers['last-modified'] ?? null,
      maxAge,
      now,
    });
    return 'updated';
  }

  private async store(
    feed: PollState,
    parsed: ParsedFeed,
    answer: {
      url: string;
      etag: string | null;
      lastModified: string | null;
      maxAge: number | null;
      now: Date;
    },
  ): Promise<void> {
    const known = await knownGuids(
      this.db,
      feed.id,
      parsed.entries.map((entry) => entry.guid),
    );
    const { taken: unseen, leftOver } = entriesForThisPoll(
      parsed.entries.filter((entry) => !known.has(entry.guid)),
    );
    // One public item per normalised URL, shared with every save of it.
    const found = await this.items.itemsForUrls(unseen.map((entry) => entry.url));
    const fresh: NewEntry[] = [];
    const pending = new Set<number>();
    for (const entry of unseen) {
      const { itemId, parseStatus } = found.get(entry.url)!;
      if (parseStatus === 'PENDING') pending.add(itemId);
      fresh.push({ ...entry, itemId, publishedAt: entry.publishedAt ?? answer.now });
    }
    const meta = {
      format: parsed.format,
      title: parsed.title,
      description: parsed.description,
      siteUrl: parsed.siteUrl,
      iconUrl: parsed.iconUrl,
      language: parsed.language,
    };
    await this.db.transaction(async (tx) => {
      const stored = await insertEntries(tx, feed.id, fresh);
      await updateFeedMetadata(tx, feed.id, meta);
      const rate = await entryRate(tx, feed.id);
      const next = nextFetchAfterSuccess({
        now: answer.now,
        entriesPerDay: rate,
        ttlMinutes: parsed.ttlMinutes,
        maxAgeSeconds: answer.maxAge,
      });
      await recordSuccess(tx, feed.id, {
        url: answer.url,
        // Entries left over are still in the feed: no validators, so the next poll reads it all.
        etag: leftOver ? null : answer.etag,
        lastModified: leftOver ? null : answer.lastModified,
        nextFetchAt: leftOver ? soonerOf(next, answer.now) : next,
        entriesPerDay: rate,
        newEntries: stored.length > 0,
        fetchedAt: answer.now,
        ttlMinutes: parsed.ttlMinutes,
      });
      if (stored.length === 0) return;
      const itemIds = [...new Set(stored.map((entry) => entry.itemId))].filter(
        (id): id is number => id !== null && pending.has(id),
      );
      await this.queue.enqueueMany(
        parseItemKind,
        itemIds.map((itemId) => ({ itemId })),
        { db: tx, priority: ENTRY_PARSE_PRIORITY, owner: feedOwner(feed.id) },
      );
      const after: Feed = {
        ...feed,
        ...meta,
        url: answer.url,
        status: 'OK',
        errorKind: null,
        errorMessage: null,
        failingSince: null,
        lastFetchedAt: answer.now,
        lastSuccessAt: answer.now,
        entriesPerDay: rate,
      };
      for (const hook of this.hooks) await hook(tx, after, stored);
    });
  }

  private async fail(feed: PollState, error: FetchError | NotAFeedError): Promise<void> {
    const now = new Date();
    const errorKind =
      error instanceof NotAFeedError
        ? 'NOT_A_FEED'
        : error.kind === 'HTTP_ERROR'
          ? `HTTP_${error.status ?? 500}`
          : error.kind;
    const failing = feed.status === 'FAILING' || feed.status === 'BROKEN';
    const failingSince = failing && feed.failingSince ? feed.failingSince : now;
    const status = statusAfterFailure({
      now,
      failingSince,
      errorKind,
      previousErrorKind: failing ? feed.errorKind : null,
    });
    const retryAfter =
      error instanceof HttpStatusError
        ? retryAfterSeconds(error.headers['retry-after'], now)
        : null;
    await recordFailure(this.db, feed.id, {
      url: feed.url,
      status,
      errorKind,
      errorMessage: error.message,
      failingSince,
      nextFetchAt: nextFetchAfterFailure({
        now,
        consecutiveFailures: feed.consecutiveFailures + 1,
        retryAfterSeconds: retryAfter,
        status,
      }),
      fetchedAt: now,
    });
  }
}
