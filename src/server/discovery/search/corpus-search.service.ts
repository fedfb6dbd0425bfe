/**
 * Search of the instance corpus (Pocket's searchCorpus; docs/RECOMMENDATIONS.md "Corpus
 * search"): recommendable corpus items in one language matching a query in Satchel's query
 * language, best first (corpus-search.repo.ts states the ranking), 30 a page, with the page's
 * matches marked as the saves search marks them (<em>…</em>, everything else HTML-escaped).
 * The corpus is public: a viewer is optional and only fills in what they saved.
 */
import { parseSearchQuery, SEARCH_COUNT_CAP } from '../../../common/search-query.js';
import type { CorpusIntake } from '../corpus/corpus-intake.js';
import type { Actor } from '../../core/actor.js';
import { badInput } from '../../core/errors.js';
import type { Page } from '../../core/pagination.js';
import type { Db } from '../../db/types.js';
import { markedHtml, markedSnippets } from '../../search/search-snippets.js';
import {
  loadCorpusItemViews,
  type CorpusItemView,
} from '../recommendations/corpus-item-views.read-model.js';
import {
  corpusHasItems,
  corpusHighlights,
  countCorpusMatches,
  refreshCorpusSearchDocuments,
  searchCorpusItems,
} from './corpus-search.repo.js';

export const CORPUS_SEARCH_PAGE_SIZE = 30;
export const MAX_CORPUS_QUERY_LENGTH = 500;
/** How deep a result list can be paged (offset cursors). */
export const MAX_CORPUS_SEARCH_OFFSET = 3_000;

/** Pocket's CorpusSearchHighlights: matches in <em>, null where nothing matched. */
export interface CorpusSearchHighlights {
  title: string[] | null;
  excerpt: string[] | null;
  publisher: string[] | null;
  fullText: string[] | null;
}

export interface CorpusSearchRequest {
  query: string;
  /** ISO 639-1 code: Pocket's CorpusLanguage lower-cased ('en', 'de'), or any other code. */
  language: string;
  pagination?: {
    first?: number | null;
    after?: string | null;
    last?: number | null;
    before?: string | null;
  } | null;
}

export interface CorpusSearchResult {
  corpusItem: CorpusItemView;
  searchHighlights: CorpusSearchHighlights;
}

/** Matching items, counted up to SEARCH_COUNT_CAP (1,000). */
export interface CorpusSearchPage extends Page<CorpusSearchResult> {
  /**
   * Whether the corpus has any recommendable item in the language: false tells "nothing matched"
   * from "nothing to search yet" (an administrator has not filled the corpus). Checked only when
   * a first page is empty.
   */
  corpusHasItems: boolean;
}

/** Cursors are positions in the result list (base64url of "c:<offset>"), as saves search's. */
const encodeCursor = (offset: number) => Buffer.from(`c:${offset}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^c:(\d{1,5})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const offset = match ? Number(match[1]) : NaN;
  if (!match || encodeCursor(offset) !== cursor.replace(/=+$/, '')) {
    throw badInput('pagination.after is not a cursor from this search.', 'pagination.after');
  }
  if (offset > MAX_CORPUS_SEARCH_OFFSET) {
    throw badInput(
      `Corpus search pages stop after ${MAX_CORPUS_SEARCH_OFFSET.toLocaleString('en')} results: narrow the search.`,
      'pagination.after',
    );
  }
  return offset;
}

const one = (text: string | null) => {
  const html = markedHtml(text);
  return html ? [html] : null;
};

export class CorpusSearchService {
  constructor(private readonly db: Db) {}

  /** The service, listening to classification (services.ts builds it so, once). */
  static listeningTo(db: Db, intake: Pick<CorpusIntake, 'onClassified'>): CorpusSearchService {
    const service = new CorpusSearchService(db);
    intake.onClassified((corpusItemId) => service.indexClassified(corpusItemId));
    return service;
  }

  /** A page of the corpus's recommendable items matching `query` in `language`. */
  async search(viewer: Actor | undefined, request: CorpusSearchRequest): Promise<CorpusSearchPage> {
    const query = request.query.replace(/\s+/g, ' ');
    if (!/[\p{L}\p{N}]/u.test(query)) {
      throw badInput('Type a word to search the corpus for.', 'search.query');
    }
    if (query.length > MAX_CORPUS_QUERY_LENGTH) {
      throw badInput(
        `The search is too long (${MAX_CORPUS_QUERY_LENGTH} characters at most).`,
        'search.query',
      );
    }
    const language = request.language.trim().toLowerCase();
    if (!/^[a-z]{2,3}$/.test(language)) {
      throw badInput(
        'filter.language must be a language code such as EN or DE.',
        'filter.language',
      );
    }
    if (request.pagination?.before != null || request.pagination?.last != null) {
      throw badInput('Corpus search pages forward only: use first/after.', 'pagination');
    }
    const first = request.pagination?.first ?? CORPUS_SEARCH_PAGE_SIZE;
    if (!Number.isInteger(first) || first < 1 || first > CORPUS_SEARCH_PAGE_SIZE) {
      throw badInput(
        `pagination.first must be between 1 and ${CORPUS_SEARCH_PAGE_SIZE}.`,
        'pagination.first',
      );
    }
    const offset = request.pagination?.after ? decodeCursor(request.pagination.after) : 0;
    const found = await searchCorpusItems(
      this.db,
      { parsed: parseSearchQuery(query), language, prefixLast: !/\s$/.test(request.query) },
      { limit: first, offset },
    );
    // At the same time on a PostgreSQL server's pool: the page's cards, its marks, the count.
    const [views, highlights, total] = await Promise.all([
      loadCorpusItemViews(this.db, found.ids, viewer?.userId),
      corpusHighlights(this.db, found.ids, found.sql),
      found.total ?? countCorpusMatches(this.db, found.sql),
    ]);
    const edges = found.ids.flatMap((id, index) => {
      const view = views.get(id);
      if (!view) return [];
      const marks = highlights.get(id);
      return [
        {
          cursor: encodeCursor(offset + index + 1),
          node: {
            corpusItem: view,
            searchHighlights: {
              title: one(marks?.title ?? null),
              excerpt: one(marks?.excerpt ?? null),
              publisher: one(marks?.publisher ?? null),
              fullText: markedSnippets(marks?.fullText ?? null),
            },
          },
        },
      ];
    });
    return {
      edges,
      pageInfo: {
        hasNextPage: found.hasNextPage && offset + first < MAX_CORPUS_SEARCH_OFFSET,
        hasPreviousPage: offset > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount: Math.min(total, SEARCH_COUNT_CAP),
      corpusHasItems:
        edges.length > 0 || offset > 0 ? true : await corpusHasItems(this.db, language),
    };
  }

  /** The corpus intake's onClassified listener: the item's document, article text included. */
  async indexClassified(corpusItemId: number): Promise<void> {
    await refreshCorpusSearchDocuments(this.db, [corpusItemId]);
  }
}
