/**
 * Users' feed subscriptions (docs/FEEDS.md "Subscriptions, inbox and OPML"): subscribe by a feed
 * or page URL, the list with inbox counts, unsubscribe, the inbox newest first, seen marks,
 * refresh, and OPML in and out. Subscriptions are private: every method acts for an actor on
 * their own rows, and another user's ids answer as unknown ones.
 */
import type { Actor } from '../../core/actor.js';
import { hostWithoutWww } from '../../../common/item-display.js';
import { authorize } from '../../core/authorize.js';
import { badInput, notFound } from '../../core/errors.js';
import { appTokenRefused } from '../../core/scopes.policy.js';
import type { Db } from '../../db/types.js';
import { countUserDiscovery, type LookupCounter } from '../feeds/discovery-limits.js';
import { decodeCursor, encodeCursor } from '../../saves/cursor.js';
import type { DiscoveredFeed, Feed } from '../feeds/feeds.types.js';
import type { FeedSource } from './feed-source.js';
import { checkFeedUrl } from './feed-url-rules.js';
import { inboxEntryOfItem, listInbox, setEntriesSeen } from './inbox.repo.js';
import { readOpmlFile, writeOpml } from './opml-document.js';
import { checkTopic, parseId, withScheme } from './subscription-input.js';
import { toHead, toSubscription } from './subscription-views.js';
import { SUBSCRIPTION_LIMITS } from './subscription-limits.js';
import {
  backfillInbox,
  countSubscriptions,
  deleteSubscription,
  findSubscriptionOwner,
  insertSubscriptions,
  listForExport,
  listSubscriptions,
  lockAndCountSubscriptions,
  setSubscriptionTopic,
  subscriptionIdsByFeed,
  type NewSubscription,
} from './subscriptions.repo.js';
import { canFollowFeeds, ownsSubscription } from './subscriptions.policy.js';
import type {
  FeedSubscription,
  FeedSubscriptionHead,
  InboxCounts,
  InboxEntry,
  InboxPage,
  OpmlImportResult,
  OpmlProblem,
} from './subscriptions.types.js';

export type {
  FeedSubscription,
  FeedSubscriptionHead,
  InboxCounts,
  InboxEntry,
  InboxPage,
  OpmlImportResult,
} from './subscriptions.types.js';

export interface InboxOptions {
  /** A subscription id: only that feed's entries. */
  feedId?: string | number | null;
  unseenOnly?: boolean | null;
  pagination?: {
    first?: number | null;
    after?: string | null;
    last?: number | null;
    before?: string | null;
  };
}

const LIMIT_WORDS = `You can follow at most ${SUBSCRIPTION_LIMITS.maxSubscriptions.toLocaleString('en')} feeds. Unsubscribe from some first.`;
const NO_SUCH_SUBSCRIPTION = 'There is no such subscription.';
const FEEDS_REFUSED = appTokenRefused('follow feeds or read your feed inbox');

const isDue = (feed: Feed, now: Date) =>
  feed.status === 'PENDING' || feed.nextFetchAt.getTime() <= now.getTime();

export class FeedSubscriptionsService {
  constructor(
    private readonly db: Db,
    private readonly feeds: FeedSource,
    private readonly options: { allowPrivateFetch: boolean; lookups: LookupCounter },
  ) {}

  /** The feeds a page links to, for the user to choose from before subscribing. */
  async discover(actor: Actor, url: string): Promise<DiscoveredFeed[]> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    const checked = this.checkedUrl(url);
    await countUserDiscovery(this.options.lookups, actor.userId);
    return this.feeds.discover(checked);
  }

  /**
   * Subscribes to the feed at url, or to the first feed the page at url links to. Already
   * subscribed: the subscription as it is (its topic changed when one is given).
   */
  async subscribe(
    actor: Actor,
    url: string,
    options: { topic?: string | null } = {},
  ): Promise<FeedSubscription> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    const topic = checkTopic(options.topic);
    const checked = this.checkedUrl(url);
    await countUserDiscovery(this.options.lookups, actor.userId);
    if ((await countSubscriptions(this.db, actor.userId)) >= SUBSCRIPTION_LIMITS.maxSubscriptions) {
      // Before the fetch: at the limit only a feed already followed could be answered, and that
      // is better found without fetching anything.
      throw badInput(LIMIT_WORDS, 'url');
    }
    const feed = await this.feeds.resolveFeed(checked);
    const { subscriptionId, created } = await this.db.transaction(async (tx) => {
      const count = await lockAndCountSubscriptions(tx, actor.userId);
      const existing = (await subscriptionIdsByFeed(tx, actor.userId, [feed.id])).get(feed.id);
      if (existing !== undefined) {
        if (topic) await setSubscriptionTopic(tx, actor.userId, existing, topic);
        return { subscriptionId: existing, created: false };
      }
      if (count >= SUBSCRIPTION_LIMITS.maxSubscriptions) throw badInput(LIMIT_WORDS, 'url');
      await insertSubscriptions(tx, actor.userId, [
        { feedId: feed.id, title: null, folder: null, topic },
      ]);
      await backfillInbox(tx, actor.userId, [feed.id], SUBSCRIPTION_LIMITS.backfillEntries);
      const id = (await subscriptionIdsByFeed(tx, actor.userId, [feed.id])).get(feed.id)!;
      return { subscriptionId: id, created: true };
    });
    if (created && isDue(feed, new Date())) await this.feeds.requestPoll(feed.id);
    return this.getOwned(actor, subscriptionId);
  }

  /** The actor's subscriptions by title, with their feeds' state and inbox counts. */
  async list(actor: Actor): Promise<FeedSubscription[]> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    const now = new Date();
    return (await listSubscriptions(this.db, actor.userId)).map((row) => toSubscription(row, now));
  }

  /** The actor's subscriptions of these feeds (the inbox entries' `feed`), by feed id. */
  async subscriptionsOfFeeds(
    actor: Actor,
    feedIds: readonly number[],
  ): Promise<Map<number, FeedSubscriptionHead>> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    if (feedIds.length === 0) return new Map();
    const now = new Date();
    const rows = await listSubscriptions(this.db, actor.userId, {
      feedIds: [...new Set(feedIds)],
      counts: false,
    });
    return new Map(rows.map((row) => [row.feedId, toHead(row, now)]));
  }

  /** The inbox counts of the actor's subscriptions of these feeds, by feed id. */
  async inboxCounts(actor: Actor, feedIds: readonly number[]): Promise<Map<number, InboxCounts>> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    if (feedIds.length === 0) return new Map();
    const rows = await listSubscriptions(this.db, actor.userId, { feedIds: [...new Set(feedIds)] });
    return new Map(
      rows.map((row) => [
        row.feedId,
        { itemCount: row.itemCount ?? 0, unreadCount: row.unreadCount ?? 0 },
      ]),
    );
  }

  /**
   * Ends a subscription: it and its entries leave the actor's inbox in one transaction. When
   * nobody follows the feed any more, the feeds poller stops fetching it.
   */
  async unsubscribe(actor: Actor, id: string | number): Promise<number> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    const subscriptionId = await this.ownedId(actor, id);
    const feedId = await this.db.transaction((tx) =>
      deleteSubscription(tx, actor.userId, subscriptionId),
    );
    if (feedId === undefined) throw notFound(NO_SUCH_SUBSCRIPTION);
    return subscriptionId;
  }

  /** Asks for the feed to be fetched now; answers the subscription. */
  async refresh(actor: Actor, id: string | number): Promise<FeedSubscription> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    const subscriptionId = await this.ownedId(actor, id);
    const owner = await findSubscriptionOwner(this.db, subscriptionId);
    if (!owner) throw notFound(NO_SUCH_SUBSCRIPTION);
    await this.feeds.requestPoll(owner.feedId, new Date());
    return this.getOwned(actor, subscriptionId);
  }

  /** A page of the actor's inbox, newest first (published_at, then entry id), forward only. */
  async inbox(actor: Actor, options: InboxOptions = {}): Promise<InboxPage> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    const { first, after, last, before } = options.pagination ?? {};
    if ((last ?? null) !== null || (before ?? null) !== null) {
      throw badInput('The feed inbox pages forward only: use first and after.', 'pagination');
    }
    if (first !== undefined && first !== null && (!Number.isInteger(first) || first < 1)) {
      throw badInput('first must be a whole number from 1.', 'pagination');
    }
    const limit = Math.min(
      first ?? SUBSCRIPTION_LIMITS.defaultPageSize,
      SUBSCRIPTION_LIMITS.maxPageSize,
    );
    let feedId: number | undefined;
    if (options.feedId !== undefined && options.feedId !== null) {
      const subscriptionId = await this.ownedId(actor, options.feedId, 'feedId');
      feedId = (await findSubscriptionOwner(this.db, subscriptionId))?.feedId;
      if (feedId === undefined) throw notFound(NO_SUCH_SUBSCRIPTION);
    }
    const { rows, total } = await listInbox(this.db, {
      userId: actor.userId,
      feedId,
      unseenOnly: options.unseenOnly ?? false,
      after: after ? decodeCursor(after) : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    return {
      entries: page.map(({ sortKey: _sortKey, ...entry }) => entry),
      cursors: page.map((row) => encodeCursor({ itemId: row.id, sortKey: row.sortKey })),
      hasNextPage: rows.length > limit,
      hasPreviousPage: Boolean(after),
      totalCount: total,
    };
  }

  /**
   * The newest entry of the actor's own inbox that links to the item, for the reader
   * (docs/FEEDS.md "Reading an entry"); undefined for an item no entry of theirs links to.
   */
  async inboxEntryOfItem(actor: Actor, itemId: number): Promise<InboxEntry | undefined> {
    if (!canFollowFeeds(actor) || !Number.isSafeInteger(itemId) || itemId <= 0) return undefined;
    return inboxEntryOfItem(this.db, actor.userId, itemId);
  }

  /** Marks entries of the actor's inbox seen; answers those that are in it (others are ignored). */
  async markSeen(actor: Actor, ids: readonly (string | number)[]): Promise<number[]> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    return setEntriesSeen(this.db, actor.userId, this.entryIds(ids), true);
  }

  /** Marks entries of the actor's inbox not seen again; answers those that are in it. */
  async markUnseen(actor: Actor, ids: readonly (string | number)[]): Promise<number[]> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    return setEntriesSeen(this.db, actor.userId, this.entryIds(ids), false);
  }

  /**
   * Subscribes to every feed of an OPML file, in its folders, without fetching any (the minute
   * sweep polls them). Outlines that cannot be followed are listed with why; the file is refused
   * when it is not OPML at all or holds more feeds than one may follow (docs/FEEDS.md "Limits").
   * The subscriptions are written in one transaction: all of them, or none.
   */
  async importOpml(actor: Actor, file: Uint8Array): Promise<OpmlImportResult> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    if (file.byteLength > SUBSCRIPTION_LIMITS.maxOpmlBytes) {
      throw badInput('The file is larger than 2 MB.', 'file');
    }
    if (file.byteLength === 0) throw badInput('The file is empty.', 'file');
    const { feeds: outlines, problems } = await readOpmlFile(new TextDecoder('utf-8').decode(file));
    const problem = (
      outline: { title: string | null; url: string | null; folder: string | null },
      reason: string,
    ): OpmlProblem => ({
      title: outline.title,
      url: outline.url,
      folder: outline.folder,
      reason,
    });
    const checkedOutlines: Array<(typeof outlines)[number] & { url: string }> = [];
    const seenUrls = new Set<string>();
    for (const outline of outlines) {
      const checked = checkFeedUrl(outline.url, { allowPrivate: this.options.allowPrivateFetch });
      if (!checked.ok) {
        problems.push(problem(outline, checked.reason));
        continue;
      }
      if (seenUrls.has(checked.url)) {
        problems.push(problem(outline, 'This feed is listed earlier in the file.'));
        continue;
      }
      seenUrls.add(checked.url);
      checkedOutlines.push({ ...outline, url: checked.url });
    }
    // Every feed row in a few set-based statements, never one awaited query per outline.
    const rows = await this.feeds.feedsForUrls(checkedOutlines.map((outline) => outline.url));
    const wanted: Array<NewSubscription & { url: string }> = [];
    const seenFeeds = new Set<number>();
    checkedOutlines.forEach((outline, index) => {
      const row = rows[index]!;
      if ('error' in row) {
        problems.push(problem(outline, row.error));
        return;
      }
      if (seenFeeds.has(row.id)) {
        problems.push(problem(outline, 'This feed is listed earlier in the file.'));
        return;
      }
      seenFeeds.add(row.id);
      wanted.push({
        feedId: row.id,
        title: outline.title,
        folder: outline.folder,
        topic: outline.topic,
        url: outline.url,
      });
    });

    const { inserted, already } = await this.db.transaction(async (tx) => {
      const count = await lockAndCountSubscriptions(tx, actor.userId);
      const existing = await subscriptionIdsByFeed(
        tx,
        actor.userId,
        wanted.map((w) => w.feedId),
      );
      const fresh = wanted.filter((w) => !existing.has(w.feedId));
      const room = Math.max(0, SUBSCRIPTION_LIMITS.maxSubscriptions - count);
      for (const over of fresh.slice(room)) problems.push(problem(over, LIMIT_WORDS));
      const ids = await insertSubscriptions(tx, actor.userId, fresh.slice(0, room));
      await backfillInbox(tx, actor.userId, ids, SUBSCRIPTION_LIMITS.backfillEntries);
      return { inserted: new Set(ids), already: existing.size };
    });
    // New feeds are due now: the minute sweep polls them, 16 at a time (docs/FEEDS.md "Polling").
    if (inserted.size > 0) await this.feeds.scheduleSweep();
    return { subscribed: inserted.size, alreadySubscribed: already, problems };
  }

  /** The actor's subscriptions as an OPML 2.0 document, in their folders. */
  async exportOpml(actor: Actor): Promise<string> {
    authorize(canFollowFeeds(actor), FEEDS_REFUSED);
    const rows = await listForExport(this.db, actor.userId);
    return writeOpml(
      rows.map((row) => ({
        ...row,
        title: (row.title?.trim() || hostWithoutWww(row.siteUrl ?? row.url)) ?? row.url,
      })),
      new Date(),
    );
  }

  private async getOwned(actor: Actor, subscriptionId: number): Promise<FeedSubscription> {
    const row = (
      await listSubscriptions(this.db, actor.userId, { subscriptionIds: [subscriptionId] })
    )[0];
    if (!row) throw notFound(NO_SUCH_SUBSCRIPTION);
    return toSubscription(row, new Date());
  }

  /** A subscription id of the actor's; anyone else's answers as an unknown one. */
  private async ownedId(actor: Actor, id: string | number, field = 'id'): Promise<number> {
    const subscriptionId = parseId(id, field, 'subscription');
    const owner = await findSubscriptionOwner(this.db, subscriptionId);
    if (!owner || !ownsSubscription(actor, owner)) throw notFound(NO_SUCH_SUBSCRIPTION);
    return subscriptionId;
  }

  private entryIds(ids: readonly (string | number)[]): number[] {
    if (ids.length > SUBSCRIPTION_LIMITS.maxIdsPerCall) {
      throw badInput(`Mark at most ${SUBSCRIPTION_LIMITS.maxIdsPerCall} entries at once.`, 'ids');
    }
    return [...new Set(ids.map((id) => parseId(id, 'ids', 'entry')))];
  }

  private checkedUrl(url: string): string {
    const checked = checkFeedUrl(withScheme(url), { allowPrivate: this.options.allowPrivateFetch });
    if (!checked.ok) throw badInput(checked.reason, 'url');
    return checked.url;
  }
}
