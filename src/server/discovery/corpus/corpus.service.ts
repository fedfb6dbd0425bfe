/**
 * The instance corpus for its curators (docs/CORPUS.md): instance feeds and their health, the
 * review list, adding, approving, rejecting and editing articles, the starter set and the topic
 * models. Every operation is for administrators and curators (corpus.policy.ts). How articles
 * arrive on their own is corpus-intake.ts.
 */
import { hasCredential } from '../../../common/credential-urls.js';
import { validateSaveUrl } from '../../../common/url-rules.js';
import { isTopicSlug, TOPICS, type TopicSlug } from '../../../common/topics.js';
import type { Actor } from '../../core/actor.js';
import { authorize } from '../../core/authorize.js';
import { badInput, conflict, notFound } from '../../core/errors.js';
import type { Db } from '../../db/types.js';
import { describeFeedError } from '../feeds/feed-error.js';
import type { ItemsService } from '../../items/items.service.js';
import { normalizeUrl } from '../../items/normalize-url.js';
import type { CorpusIntake } from './corpus-intake.js';
import { languageCode, readCorpusOpmlFile, topicFromWords, type OpmlFeed } from './corpus-opml.js';
import { canCurate } from './corpus.policy.js';
import * as feedsRepo from './corpus-feeds.repo.js';
import * as repo from './corpus.repo.js';
import type {
  AdminCorpusItem,
  AdminCorpusItemFilter,
  CorpusFeed,
  CorpusFeedsPort,
  CorpusItemState,
  CorpusOverview,
  CorpusQualityTier,
  CorpusTopicsPort,
  OpmlProblem,
  TopicModelSummary,
} from './corpus.types.js';
import { CORPUS_ITEM_STATES, CORPUS_SOURCE_KINDS, QUALITY_TIERS } from './corpus.types.js';
import { starterFeeds } from './starter-feeds.js';

const CURATORS_ONLY =
  'Only curators and administrators can manage the corpus. Ask an administrator to make you a curator.';

export const DEFAULT_CORPUS_PAGE = 30;
export const MAX_CORPUS_PAGE = 100;
export const CORPUS_EDIT_LIMITS = { title: 300, excerpt: 2_000, imageUrl: 2_048, search: 200 };
/** Seconds between the first polls of the starter feeds, so loading them is no burst. */
const STARTER_POLL_SPACING_MS = 5_000;

export interface CorpusServiceDeps {
  items: Pick<ItemsService, 'itemForUrl' | 'requestParse'>;
  feeds: Omit<CorpusFeedsPort, 'onEntriesStored'>;
  topics: Pick<CorpusTopicsPort, 'train' | 'models'>;
  intake: CorpusIntake;
}

export interface AdminCorpusItemPage {
  edges: Array<{ cursor: string; node: AdminCorpusItem }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

const encodeCursor = (sortKey: string, id: number) =>
  Buffer.from(`${sortKey}:${id}`).toString('base64url');

function decodeCursor(value: string): { sortKey: string; id: number } {
  const match = /^(-?\d{1,18}):(\d{1,15})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw badInput('after is not a cursor from this list.', 'after');
  return { sortKey: match[1]!, id: Number(match[2]) };
}

/** An id from the client: a positive integer, else the thing does not exist. */
function idOf(value: string | number, what: string): number {
  const text = String(value);
  if (!/^\d{1,15}$/.test(text) || Number(text) === 0) throw notFound(`There is no such ${what}.`);
  return Number(text);
}

function topicOf(value: string | null | undefined, field = 'topic'): TopicSlug | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const topic = topicFromWords(value);
  if (!topic) {
    throw badInput(`Choose one of the topics: ${TOPICS.map((t) => t.slug).join(', ')}.`, field);
  }
  return topic;
}

function languageOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const code = languageCode(value);
  if (!code) throw badInput('Give the language as a code such as en, de or pt-BR.', 'language');
  return code;
}

function httpUrlOf(value: string, field: string): string {
  const result = validateSaveUrl(value);
  if (!result.ok) throw badInput(result.reason, field);
  return result.url;
}

function tierOf(value: string | null | undefined): CorpusQualityTier | undefined {
  if (value === null || value === undefined) return undefined;
  if (!(QUALITY_TIERS as readonly string[]).includes(value)) {
    throw badInput(`The quality tier is one of ${QUALITY_TIERS.join(', ')}.`, 'qualityTier');
  }
  return value as CorpusQualityTier;
}

/** A curator's text: trimmed, empty clears the override, within its limit. */
function editText(value: string | null | undefined, field: 'title' | 'excerpt') {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > CORPUS_EDIT_LIMITS[field]) {
    throw badInput(`Keep the ${field} to ${CORPUS_EDIT_LIMITS[field]} characters.`, field);
  }
  return trimmed === '' ? null : trimmed;
}

function editImageUrl(value: string | null | undefined) {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (trimmed.length > CORPUS_EDIT_LIMITS.imageUrl) {
    throw badInput('That image address is too long.', 'imageUrl');
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw badInput('The image address must be a full http(s) URL.', 'imageUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badInput('The image address must be a full http(s) URL.', 'imageUrl');
  }
  return url.href;
}

export class CorpusService {
  constructor(
    private readonly db: Db,
    private readonly deps: CorpusServiceDeps,
  ) {}

  /** The 15 topics (public: topic pickers and pages). */
  topics(): Array<{ slug: TopicSlug; name: string }> {
    return TOPICS.map((topic) => ({ slug: topic.slug, name: topic.name }));
  }

  async overview(actor: Actor): Promise<CorpusOverview> {
    authorize(canCurate(actor), CURATORS_ONLY);
    const starter = await starterFeeds();
    const [counts, loaded] = await Promise.all([
      repo.corpusCounts(this.db),
      feedsRepo.countCorpusFeedsAmong(
        this.db,
        starter.map((feed) => feed.url),
        starter.map((feed) => normalizeUrl(feed.url)),
      ),
    ]);
    return { ...counts, starterFeedsAvailable: starter.length, starterFeedsLoaded: loaded };
  }

  // ---- Instance feeds ------------------------------------------------------------------------

  async feeds(actor: Actor): Promise<CorpusFeed[]> {
    authorize(canCurate(actor), CURATORS_ONLY);
    return this.corpusFeeds();
  }

  /** Follows a feed for the corpus: a page's address finds the feed it links to. */
  async addFeed(
    actor: Actor,
    input: { url: string; topic: string; language?: string | null; qualityTier?: string | null },
  ): Promise<CorpusFeed> {
    authorize(canCurate(actor), CURATORS_ONLY);
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
    return this.corpusFeed(feed.id);
  }

  async updateFeed(
    actor: Actor,
    id: string | number,
    input: { topic?: string | null; language?: string | null; qualityTier?: string | null },
  ): Promise<CorpusFeed> {
    authorize(canCurate(actor), CURATORS_ONLY);
    const feedId = idOf(id, 'instance feed');
    const changed = await feedsRepo.updateCorpusFeed(this.db, feedId, {
      topic: topicOf(input.topic) ?? undefined,
      // null clears the language; absent leaves it.
      language: input.language === undefined ? undefined : languageOf(input.language),
      qualityTier: tierOf(input.qualityTier),
    });
    if (!changed) throw notFound('There is no such instance feed.');
    return this.corpusFeed(feedId);
  }

  /** The instance stops following the feed (users who subscribe keep it); its articles stay. */
  async removeFeed(actor: Actor, id: string | number): Promise<string> {
    authorize(canCurate(actor), CURATORS_ONLY);
    const feedId = idOf(id, 'instance feed');
    if (!(await feedsRepo.deleteCorpusFeed(this.db, feedId))) {
      throw notFound('There is no such instance feed.');
    }
    return String(feedId);
  }

  /** Instance feeds from an OPML file; problems are listed per outline. */
  async importOpml(
    actor: Actor,
    xml: string,
    defaultTopic: string | null,
  ): Promise<{ added: number; alreadyThere: number; problems: OpmlProblem[] }> {
    authorize(canCurate(actor), CURATORS_ONLY);
    const { feeds, problems } = await readCorpusOpmlFile(xml, topicOf(defaultTopic));
    const result = await this.addOpmlFeeds(feeds, actor.userId);
    return { ...result, problems: [...problems, ...result.problems] };
  }

  async loadStarterFeeds(actor: Actor): Promise<CorpusFeed[]> {
    authorize(canCurate(actor), CURATORS_ONLY);
    return (await this.loadStarterFeedsForInstance()).feeds;
  }

  /**
   * The starter set as STANDARD instance feeds (the operator's `feeds:starter`, and curators
   * through loadStarterFeeds). Feeds already there are left as they are.
   */
  async loadStarterFeedsForInstance(): Promise<{
    added: number;
    alreadyThere: number;
    problems: OpmlProblem[];
    feeds: CorpusFeed[];
  }> {
    const starter = await starterFeeds();
    const result = await this.addOpmlFeeds(starter, null);
    const urls = new Set(starter.map((feed) => feed.url));
    const feeds = (await this.corpusFeeds()).filter((feed) => urls.has(feed.url));
    return { ...result, feeds };
  }

  // ---- Articles ------------------------------------------------------------------------------

  async items(
    actor: Actor,
    filter: AdminCorpusItemFilter | null | undefined,
    pagination: { first?: number | null; after?: string | null; last?: number | null } = {},
  ): Promise<AdminCorpusItemPage> {
    authorize(canCurate(actor), CURATORS_ONLY);
    const checked = this.checkFilter(filter ?? {});
    if (pagination.last !== null && pagination.last !== undefined) {
      throw badInput('The review list pages forward: use first and after.', 'last');
    }
    const first = pagination.first ?? DEFAULT_CORPUS_PAGE;
    if (!Number.isInteger(first) || first < 1 || first > MAX_CORPUS_PAGE) {
      throw badInput(`first must be between 1 and ${MAX_CORPUS_PAGE}.`, 'first');
    }
    const after = pagination.after ? decodeCursor(pagination.after) : undefined;
    const [rows, totalCount] = await Promise.all([
      repo.listCorpusItems(this.db, checked, after, first + 1),
      repo.countCorpusItems(this.db, checked),
    ]);
    const edges = rows
      .slice(0, first)
      .map((row) => ({ cursor: encodeCursor(row.sortKey, row.id), node: toAdminItem(row) }));
    return {
      edges,
      pageInfo: {
        hasNextPage: rows.length > first,
        hasPreviousPage: after !== undefined,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges[edges.length - 1]?.cursor ?? null,
      },
      totalCount,
    };
  }

  /**
   * A curator's pick: approved at once, parsed if it is new. A link with a credential in it is
   * refused: the corpus is public, signed-out visitors included (docs/CORPUS.md "Privacy").
   */
  async addItem(actor: Actor, input: { url: string; topic?: string | null }) {
    authorize(canCurate(actor), CURATORS_ONLY);
    const url = httpUrlOf(input.url, 'url');
    if (hasCredential(url)) {
      throw badInput(
        'This link carries a credential (a password, token, key or signature), and the corpus is public. Add the article’s public address instead.',
        'url',
      );
    }
    const topic = topicOf(input.topic);
    const { itemId, parseStatus } = await this.deps.items.itemForUrl(url);
    const existing = await repo.corpusItemByItemId(this.db, itemId);
    if (existing?.state === 'REJECTED') {
      throw conflict(
        'This article was rejected. Find it in the review list under Rejected to approve it.',
        'url',
      );
    }
    const [id] = await repo.proposeItems(this.db, [itemId], {
      kind: 'CURATOR',
      addedBy: actor.userId,
      approve: true,
      topic: topic && { slug: topic, source: 'CURATOR', confidence: 1 },
    });
    if (id === undefined) throw notFound('That address cannot be added to the corpus.');
    if (parseStatus === 'PENDING') await this.deps.items.requestParse(itemId);
    else await this.deps.intake.requestClassification([id]);
    return this.item(id);
  }

  /** Approve, reject, or send back to the prospects. A rejected URL is never proposed again. */
  async review(actor: Actor, id: string | number, decision: string): Promise<AdminCorpusItem> {
    authorize(canCurate(actor), CURATORS_ONLY);
    if (!(CORPUS_ITEM_STATES as readonly string[]).includes(decision)) {
      throw badInput(`Decide one of ${CORPUS_ITEM_STATES.join(', ')}.`, 'decision');
    }
    const corpusItemId = idOf(id, 'corpus article');
    const done = await repo.setCorpusItemState(
      this.db,
      corpusItemId,
      decision as CorpusItemState,
      actor.userId,
    );
    if (!done) throw notFound('There is no such corpus article.');
    return this.item(corpusItemId);
  }

  async edit(
    actor: Actor,
    id: string | number,
    input: {
      title?: string | null;
      excerpt?: string | null;
      imageUrl?: string | null;
      topic?: string | null;
      isCuratorPick?: boolean | null;
    },
  ): Promise<AdminCorpusItem> {
    authorize(canCurate(actor), CURATORS_ONLY);
    const corpusItemId = idOf(id, 'corpus article');
    const done = await repo.editCorpusItem(
      this.db,
      corpusItemId,
      {
        title: editText(input.title, 'title'),
        excerpt: editText(input.excerpt, 'excerpt'),
        imageUrl: editImageUrl(input.imageUrl),
        topic: input.topic === undefined ? undefined : topicOf(input.topic),
        isCuratorPick: input.isCuratorPick ?? undefined,
      },
      actor.userId,
    );
    if (!done) throw notFound('There is no such corpus article.');
    return this.item(corpusItemId);
  }

  // ---- Topic models (TopicsService) ----------------------------------------------------------

  async topicModels(actor: Actor): Promise<TopicModelSummary[]> {
    authorize(canCurate(actor), CURATORS_ONLY);
    return this.deps.topics.models();
  }

  async trainTopicModels(actor: Actor): Promise<TopicModelSummary[]> {
    authorize(canCurate(actor), CURATORS_ONLY);
    return this.deps.topics.train();
  }

  // ---- Helpers -------------------------------------------------------------------------------

  private checkFilter(filter: AdminCorpusItemFilter): AdminCorpusItemFilter {
    if (filter.state && !(CORPUS_ITEM_STATES as readonly string[]).includes(filter.state)) {
      throw badInput(`state is one of ${CORPUS_ITEM_STATES.join(', ')}.`, 'state');
    }
    if (filter.source && !(CORPUS_SOURCE_KINDS as readonly string[]).includes(filter.source)) {
      throw badInput(`source is one of ${CORPUS_SOURCE_KINDS.join(', ')}.`, 'source');
    }
    if ((filter.search?.length ?? 0) > CORPUS_EDIT_LIMITS.search) {
      throw badInput(`Search for at most ${CORPUS_EDIT_LIMITS.search} characters.`, 'search');
    }
    return {
      ...filter,
      topic: topicOf(filter.topic),
      language: filter.language?.trim() ? languageOf(filter.language) : null,
    };
  }

  /**
   * Instance feeds for an OPML file's feeds, in a few set-based statements (feed rows in chunks,
   * corpus rows in one insert, first polls spread 5 s apart in one update): a 2,000-feed file
   * never holds the database for one query per feed. The corpus rows are one statement: all of
   * them or none, with the entries the feeds' subscribers already had (instanceFeedsAdded).
   */
  private async addOpmlFeeds(feeds: OpmlFeed[], addedBy: number | null) {
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

  private async corpusFeeds(feedId?: number): Promise<CorpusFeed[]> {
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

  private async corpusFeed(feedId: number): Promise<CorpusFeed> {
    const [feed] = await this.corpusFeeds(feedId);
    if (!feed) throw notFound('There is no such instance feed.');
    return feed;
  }

  private async item(id: number): Promise<AdminCorpusItem> {
    const row = await repo.findCorpusItem(this.db, id);
    if (!row) throw notFound('There is no such corpus article.');
    return toAdminItem(row);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function toAdminItem(row: repo.CorpusItemRow): AdminCorpusItem {
  return {
    id: row.id,
    itemId: row.itemId,
    url: row.url,
    title: row.title ?? row.itemTitle ?? row.url,
    excerpt: row.excerpt ?? row.itemExcerpt,
    imageUrl: row.imageUrl ?? row.itemImageUrl,
    publisher: row.publisher,
    language: row.language ?? row.itemLanguage,
    topic: row.topic && isTopicSlug(row.topic) ? row.topic : null,
    topicSource: row.topicSource,
    topicConfidence: row.topicConfidence,
    state: row.state,
    isCuratorPick: row.isCuratorPick,
    recommendable: row.recommendable,
    sources: row.sources.map((source) => ({
      kind: source.kind,
      label: source.label ?? source.kind,
      addedAt: new Date(source.addedAt),
    })),
    parseStatus: row.parseStatus,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
  };
}
