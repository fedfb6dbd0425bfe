/**
 * How articles enter the corpus without a curator (docs/CORPUS.md "Sources"), and how each one's
 * language and topic are worked out once it is parsed. Every path writes through
 * corpus.repo.ts proposeItems, so a rejected URL stays out whichever way it comes back. Nothing
 * here is done for a user: no actor, and nothing read about users leaves the SQL but counts.
 */
import type { Db, Queryable } from '../../db/types.js';
import { MAX_ENTRIES_PER_POLL } from '../feeds/entries-per-poll.js';
import type { FeedCopies } from '../feeds/feed-copies.js';
import type { ItemsService } from '../../items/items.service.js';
import { normalizeUrl } from '../../items/normalize-url.js';
import type { Queue } from '../../queue/queue.js';
import { classifierText } from '../topics/classifier-text.js';
import { classifyCorpusKind } from './classify-corpus.job.js';
import { languageCode } from './corpus-opml.js';
import { corpusFeedSettings, storedEntriesOf, subscriberCount } from './corpus-feeds.repo.js';
import {
  classificationInput,
  corpusUrlsAmong,
  dropReaderSources,
  popularlySavedItems,
  prospectsFromReaders,
  publicListItemsPage,
  storeClassification,
  unclassifiedItems,
  type SweptItem,
} from './corpus-sweeps.repo.js';
import { corpusItemByItemId, proposeItems } from './corpus.repo.js';
import type { CorpusTopicsPort, FeedRecord, StoredEntryRecord } from './corpus.types.js';
import { isPrivateLink, urlCarriesCredentials } from './feed-url-privacy.js';

/** Whether any address of a swept item is a private link. */
const isPrivate = (item: SweptItem) => item.urls.some(isPrivateLink);

/** Distinct users whose saves, or subscriptions, make something worth a curator's look. */
export const MIN_DISTINCT_USERS = 3;
/** A feed's topic is a rule, as sure as a curator's (TopicsService answers the same). */
export const FEED_TOPIC_CONFIDENCE = 1;
/** Rows one sweep handles; the next hour's sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Told after a corpus item is classified, with the text it was classified on (title, excerpt and
 * article text): related stories and corpus search index it here. A listener that throws fails
 * the job, which is retried (classification is idempotent).
 */
export type ClassifiedListener = (
  corpusItemId: number,
  classified: { language: string | null; text: string },
) => Promise<void>;

export class CorpusIntake {
  private readonly classifiedListeners: ClassifiedListener[] = [];

  /** Adds a listener called after each classification (see ClassifiedListener). */
  onClassified(listener: ClassifiedListener): void {
    this.classifiedListeners.push(listener);
  }

  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    private readonly items: Pick<ItemsService, 'itemForUrl' | 'article'>,
    private readonly topics: Pick<CorpusTopicsPort, 'detectLanguage' | 'assignTopic'>,
    private readonly feedCopies: Pick<FeedCopies, 'forInstance'>,
  ) {}

  /**
   * The feeds module's hook, inside the transaction that stored `entries`: an instance feed's
   * entries become prospects with its topic (INSTANCE_FEED); a feed at least three users follow,
   * whose URL is nobody's private one, proposes them too (SUBSCRIBED_FEED), all but private
   * links (feed-url-privacy.ts isPrivateLink).
   */
  async entriesStored(tx: Queryable, feed: FeedRecord, entries: StoredEntryRecord[]) {
    const itemIds = [
      ...new Set(entries.flatMap((entry) => (entry.itemId === null ? [] : [entry.itemId]))),
    ];
    if (itemIds.length === 0) return;
    const touched = new Set<number>();
    const settings = await corpusFeedSettings(tx, feed.id);
    if (settings) {
      const ids = await proposeItems(tx, itemIds, {
        kind: 'INSTANCE_FEED',
        feedId: feed.id,
        topic: { slug: settings.topic, source: 'FEED', confidence: FEED_TOPIC_CONFIDENCE },
      });
      ids.forEach((id) => touched.add(id));
    }
    if (
      !urlCarriesCredentials(feed.url) &&
      (await subscriberCount(tx, feed.id)) >= MIN_DISTINCT_USERS
    ) {
      const publicIds = new Set(
        entries.flatMap((entry) =>
          entry.itemId === null || isPrivateLink(entry.url) ? [] : [entry.itemId],
        ),
      );
      const ids = await proposeItems(tx, [...publicIds], {
        kind: 'SUBSCRIBED_FEED',
        feedId: feed.id,
      });
      ids.forEach((id) => touched.add(id));
    }
    await this.requestClassification([...touched], tx);
  }

  /**
   * Feeds that just became instance feeds, in the transaction that made them so: the entries
   * already stored for their subscribers (the newest MAX_ENTRIES_PER_POLL of each) become their
   * prospects now, as a poll would have made them (INSTANCE_FEED, the feed's topic). Their next
   * poll brings only entries not seen yet, so without this a followed feed added to the corpus
   * brought nothing until it published again. Those entries were fetched for readers, so their
   * private links stay out (feed-url-privacy.ts isPrivateLink), as for SUBSCRIBED_FEED.
   */
  async instanceFeedsAdded(tx: Queryable, feedIds: readonly number[]): Promise<void> {
    const entries = await storedEntriesOf(tx, feedIds, MAX_ENTRIES_PER_POLL);
    const touched = new Set<number>();
    for (const feedId of new Set(entries.map((entry) => entry.feedId))) {
      const settings = await corpusFeedSettings(tx, feedId);
      if (!settings) continue;
      const itemIds = entries.flatMap((entry) =>
        entry.feedId === feedId && !isPrivateLink(entry.url) ? [entry.itemId] : [],
      );
      const ids = await proposeItems(tx, [...new Set(itemIds)], {
        kind: 'INSTANCE_FEED',
        feedId,
        topic: { slug: settings.topic, source: 'FEED', confidence: FEED_TOPIC_CONFIDENCE },
      });
      ids.forEach((id) => touched.add(id));
    }
    await this.requestClassification([...touched], tx);
  }

  /**
   * The hourly sweep: items of visible public lists (PUBLIC_LIST) and public items with live
   * saves by at least three users who let the instance use their reading (POPULAR_SAVES), all but
   * private links (feed-url-privacy.ts isPrivateLink); then prospects from readers' data that
   * break that rule are dropped. Returns how many items each proposed, and how many it dropped.
   */
  async discover(): Promise<{ publicLists: number; popularSaves: number; dropped: number }> {
    const proposed: number[] = [];
    let publicLists = 0;
    let after: { listExternalId: string; id: number } | null = null;
    for (;;) {
      const page = await publicListItemsPage(this.db, after, SWEEP_BATCH);
      if (page.length === 0) break;
      after = page[page.length - 1]!;
      const known = await corpusUrlsAmong(
        this.db,
        page.map((row) => normalizeUrl(row.url)),
      );
      const byList = new Map<string, number[]>();
      for (const { url, listExternalId } of page) {
        if (!URL.canParse(url) || isPrivateLink(url)) continue;
        const corpusUrl = known.get(normalizeUrl(url));
        if (corpusUrl?.rejected || corpusUrl?.lists.has(listExternalId)) continue;
        // Without the list owner's fragment (normalizeUrl keeps a client-side route only).
        const { itemId } = await this.items.itemForUrl(normalizeUrl(url));
        byList.set(listExternalId, [...(byList.get(listExternalId) ?? []), itemId]);
      }
      for (const [listExternalId, itemIds] of byList) {
        const ids = await proposeItems(this.db, itemIds, { kind: 'PUBLIC_LIST', listExternalId });
        publicLists += ids.length;
        proposed.push(...ids);
      }
    }
    let popularSaves = 0;
    for (let afterItemId = 0; ;) {
      const page = await popularlySavedItems(this.db, MIN_DISTINCT_USERS, afterItemId, SWEEP_BATCH);
      if (page.length === 0) break;
      afterItemId = page[page.length - 1]!.itemId;
      const popularIds = await proposeItems(
        this.db,
        page.filter((item) => !isPrivate(item)).map((item) => item.itemId),
        { kind: 'POPULAR_SAVES' },
      );
      popularSaves += popularIds.length;
      proposed.push(...popularIds);
    }
    const dropped = await this.dropPrivateProspects();
    await this.requestClassification([...new Set(proposed)]);
    return { publicLists, popularSaves, dropped };
  }

  /**
   * Unreviewed prospects from readers' data whose address breaks the privacy rule (proposed
   * before the rule, or whose page redirected to a signed address once fetched) lose those
   * sources, and go when no other is left. Approved and rejected items were reviewed and stay
   * (docs/CORPUS.md "Privacy"). Returns how many prospects went.
   */
  async dropPrivateProspects(): Promise<number> {
    let dropped = 0;
    for (let afterId = 0; ;) {
      const page = await prospectsFromReaders(this.db, afterId, SWEEP_BATCH);
      if (page.length === 0) break;
      afterId = page[page.length - 1]!.id;
      const ids = page.filter(isPrivate).map((prospect) => prospect.id);
      dropped += await dropReaderSources(this.db, ids);
    }
    return dropped;
  }

  /** Queues classification of corpus items (a no-op for those not parsed yet: onParsed asks again). */
  async requestClassification(corpusItemIds: number[], tx?: Queryable): Promise<void> {
    if (corpusItemIds.length === 0) return;
    await this.queue.enqueueMany(
      classifyCorpusKind,
      corpusItemIds.map((corpusItemId) => ({ corpusItemId })),
      { db: tx, priority: -1 },
    );
  }

  /** The items module's onParsed hook: a corpus item's article is here, so classify it. */
  async itemParsed(itemId: number): Promise<void> {
    const corpusItem = await corpusItemByItemId(this.db, itemId);
    if (corpusItem && corpusItem.state !== 'REJECTED') {
      await this.requestClassification([corpusItem.id]);
    }
  }

  /** The hourly sweep of corpus items parsed but never classified (a lost job, a restart). */
  async classifyPending(): Promise<number> {
    const ids = await unclassifiedItems(this.db, SWEEP_BATCH);
    for (const id of ids) await this.classify(id);
    return ids.length;
  }

  /**
   * Language (detected from the text, else the page's declared one) and topic (a curator's,
   * the feed's, the page's metadata or the classifier, by TopicsService; unsure: none).
   */
  async classify(corpusItemId: number): Promise<void> {
    const input = await classificationInput(this.db, corpusItemId);
    if (!input || input.parseStatus === 'PENDING') return;
    // A page that could not be read is read from its instance feed's copy, never from a feed
    // users subscribe to (docs/CORPUS.md "Fallback content").
    const article =
      input.parseStatus === 'PARSED'
        ? await this.items.article(input.itemId)
        : ((await this.feedCopies.forInstance(input.itemId))?.article ?? null);
    // The same text the classifier is trained on (topics/classifier-text.ts).
    const text = classifierText({
      title: input.title,
      excerpt: input.excerpt,
      articleHtml: article,
    });
    const detected = text.trim()
      ? await this.topics.detectLanguage(text)
      : { language: null, confidence: 0 };
    const language = languageCode(detected.language) ?? languageCode(input.pageLanguage);
    const assignment = await this.topics.assignTopic({
      curatorTopic: input.topicSource === 'CURATOR' ? input.topic : null,
      feedTopic: input.feedTopic,
      metadata: {
        sections: input.sections ?? [],
        keywords: input.keywords ?? [],
        categories: input.categories ?? [],
        url: input.url,
      },
      text,
      language,
    });
    await storeClassification(this.db, corpusItemId, {
      language,
      languageConfidence: detected.language ? detected.confidence : null,
      topic: assignment && {
        slug: assignment.topic,
        source: assignment.source,
        confidence: assignment.confidence,
      },
    });
    for (const listener of this.classifiedListeners) {
      await listener(corpusItemId, { language, text });
    }
  }
}
