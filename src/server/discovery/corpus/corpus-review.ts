/**
 * The corpus's articles as curators review them (docs/CORPUS.md "Review"): the review list,
 * filtered and paged newest first; a curator's pick added by its address; approving, rejecting or
 * sending back; and edits that lay a curator's title, excerpt, image, topic or pick over the page's.
 */
import { hasCredential } from '../../../common/credential-urls.js';
import { isTopicSlug } from '../../../common/topics.js';
import type { Actor } from '../../core/actor.js';
import { badInput, conflict, notFound } from '../../core/errors.js';
import { decodeKeysetCursor, encodeKeysetCursor, type Page } from '../../core/pagination.js';
import type { Db } from '../../db/types.js';
import type { ItemsService } from '../../items/items.service.js';
import type { CorpusIntake } from './corpus-intake.js';
import {
  authorizeCurator,
  CORPUS_EDIT_LIMITS,
  editImageUrl,
  editText,
  httpUrlOf,
  idOf,
  languageOf,
  topicOf,
} from './corpus-input.js';
import * as repo from './corpus.repo.js';
import type { AdminCorpusItem, AdminCorpusItemFilter, CorpusItemState } from './corpus.types.js';
import { CORPUS_ITEM_STATES, CORPUS_SOURCE_KINDS } from './corpus.types.js';

export const DEFAULT_CORPUS_PAGE = 30;
export const MAX_CORPUS_PAGE = 100;

export interface CorpusReviewDeps {
  items: Pick<ItemsService, 'itemForUrl' | 'requestParse'>;
  intake: Pick<CorpusIntake, 'requestClassification'>;
}

export type AdminCorpusItemPage = Page<AdminCorpusItem>;

export class CorpusReview {
  constructor(
    private readonly db: Db,
    private readonly deps: CorpusReviewDeps,
  ) {}

  async items(
    actor: Actor,
    filter: AdminCorpusItemFilter | null | undefined,
    pagination: { first?: number | null; after?: string | null; last?: number | null } = {},
  ): Promise<AdminCorpusItemPage> {
    authorizeCurator(actor);
    const checked = checkFilter(filter ?? {});
    if (pagination.last !== null && pagination.last !== undefined) {
      throw badInput('The review list pages forward: use first and after.', 'last');
    }
    const first = pagination.first ?? DEFAULT_CORPUS_PAGE;
    if (!Number.isInteger(first) || first < 1 || first > MAX_CORPUS_PAGE) {
      throw badInput(`first must be between 1 and ${MAX_CORPUS_PAGE}.`, 'first');
    }
    const after = pagination.after ? decodeKeysetCursor(pagination.after) : undefined;
    const [rows, totalCount] = await Promise.all([
      repo.listCorpusItems(this.db, checked, after, first + 1),
      repo.countCorpusItems(this.db, checked),
    ]);
    const edges = rows
      .slice(0, first)
      .map((row) => ({ cursor: encodeKeysetCursor(row.sortKey, row.id), node: toAdminItem(row) }));
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
    authorizeCurator(actor);
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
    authorizeCurator(actor);
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
    authorizeCurator(actor);
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

  private async item(id: number): Promise<AdminCorpusItem> {
    const row = await repo.findCorpusItem(this.db, id);
    if (!row) throw notFound('There is no such corpus article.');
    return toAdminItem(row);
  }
}

function checkFilter(filter: AdminCorpusItemFilter): AdminCorpusItemFilter {
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
