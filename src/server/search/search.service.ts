/**
 * Search of a user's saves (docs/PRODUCT.md §4 "Search"): Satchel's query language
 * (src/common/search-query.ts) over the full-text index of migration 0007, in one of two scopes —
 * titles, URLs and tags, or everything (article text, excerpt, authors, highlights and notes) for
 * premium accounts or for everyone as the instance decides (SEARCH_FULL_TEXT_FOR) — plus the
 * recent searches (5 kept, unique, most recent first). Every method acts for an Actor and reads
 * only that actor's rows.
 */
import { parseSearchQuery, SEARCH_COUNT_CAP } from '../../common/search-query.js';
import type { Actor } from '../core/actor.js';
import { authorizeScope } from '../core/scopes.policy.js';
import { badInput } from '../core/errors.js';
import type { Db } from '../db/types.js';
import {
  listRecentSearches,
  recordRecentSearch,
  searchSaves,
  type SearchHit,
  refreshSearchHeads,
} from './search.repo.js';
import { escapeHtml, markedHtml, markedSnippets } from './search-snippets.js';
import { searchesFullText } from './search.policy.js';
import type {
  RecentSearch,
  SearchFilter,
  SearchHighlights,
  SearchRequest,
  SearchResultPage,
} from './search.types.js';

export const SEARCH_PAGE_SIZE = 30;
export const MAX_SEARCH_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 1_000;
/** How deep a result list can be paged (offset cursors). */
export const MAX_SEARCH_OFFSET = 10_000;
export const RECENT_SEARCHES_KEPT = 5;
const MAX_FILTER_TEXT = 500;
const MAX_FILTER_TAGS = 100;

export type FullTextFor = 'everyone' | 'premium';

/**
 * Cursors are positions in the result list (base64url of "o:<offset>"): relevance has no stable
 * key to seek from, and a search is re-run per page anyway.
 */
export const encodeSearchCursor = (offset: number) =>
  Buffer.from(`o:${offset}`).toString('base64url');

function decodeSearchCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^o:(\d{1,6})$/.exec(text);
  const offset = match ? Number(match[1]) : NaN;
  if (
    !match ||
    encodeSearchCursor(offset) !== cursor.replace(/=+$/, '') ||
    offset > MAX_SEARCH_OFFSET
  ) {
    throw badInput('pagination.after is not a cursor from this search.', 'pagination');
  }
  return offset;
}

/** Wraps case-insensitive occurrences of the words in <em> (for URLs and tags). */
function markWords(text: string, words: string[]): string | null {
  const found = words.filter((word) => word.length > 1 && text.toLowerCase().includes(word));
  if (found.length === 0) return null;
  const pattern = new RegExp(
    `(${found.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'gi',
  );
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? `<em>${escapeHtml(part)}</em>` : escapeHtml(part)))
    .join('');
}

function checkText(value: string | null | undefined, field: string): void {
  if (value && value.length > MAX_FILTER_TEXT) {
    throw badInput(`${field} is too long (${MAX_FILTER_TEXT} characters at most).`, field);
  }
}

export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly options: { fullTextFor: FullTextFor } = { fullTextFor: 'everyone' },
  ) {}

  /** Whether the actor's searches read article text, highlights and notes (else titles, URLs, tags). */
  searchesFullText(actor: Actor): boolean {
    return searchesFullText(actor, this.options.fullTextFor);
  }

  /** user.advancedSearch: needs a query or a filter (as Pocket's). */
  async advancedSearch(actor: Actor, request: SearchRequest): Promise<SearchResultPage> {
    authorizeScope(actor, 'saves');
    const filter = request.filter;
    const hasFilter =
      !!filter && Object.values(filter).some((value) => value !== null && value !== undefined);
    if (!request.query.trim() && !hasFilter) {
      throw badInput('Search needs a queryString or a filter.', 'queryString');
    }
    return this.search(actor, request);
  }

  /** A page of the actor's saves matching a query in Satchel's query language. */
  async search(actor: Actor, request: SearchRequest): Promise<SearchResultPage> {
    authorizeScope(actor, 'saves');
    if (request.query.length > MAX_QUERY_LENGTH) {
      throw badInput(
        `The search is too long (${MAX_QUERY_LENGTH.toLocaleString('en')} characters at most).`,
        'queryString',
      );
    }
    const filter: SearchFilter = request.filter ?? {};
    checkText(filter.domain, 'filter.domain');
    checkText(filter.title, 'filter.title');
    if ((filter.tags?.length ?? 0) > MAX_FILTER_TAGS) {
      throw badInput(`At most ${MAX_FILTER_TAGS} tags at once.`, 'filter.tags');
    }
    const pagination = request.pagination ?? {};
    if (pagination.before != null || pagination.last != null) {
      throw badInput('Search pages forward only: use first/after.', 'pagination');
    }
    const limit = pagination.first ?? SEARCH_PAGE_SIZE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_PAGE_SIZE) {
      throw badInput(
        `pagination.first must be between 1 and ${MAX_SEARCH_PAGE_SIZE}.`,
        'pagination',
      );
    }
    const offset = pagination.after ? decodeSearchCursor(pagination.after) : 0;
    const parsed = parseSearchQuery(request.query);
    const fullText = !filter.onlyTitleAndUrl && this.searchesFullText(actor);
    const sortBy = request.sortBy ?? 'CREATED_AT';
    const { rows, total, hasNextPage } = await searchSaves(this.db, {
      userId: actor.userId,
      parsed,
      filter: {
        ...filter,
        tags: filter.tags?.map((tag) => tag.trim().toLowerCase()).filter(Boolean),
      },
      fullText,
      prefixLast: !/\s$/.test(request.query),
      sortBy,
      sortOrder: sortBy === 'RELEVANCE' ? 'DESC' : (request.sortOrder ?? 'DESC'),
      limit,
      offset,
    });
    const words = parsed.include
      .flat()
      .flatMap((term) => term.text.toLowerCase().split(/[^\p{L}\p{N}.]+/u))
      .filter(Boolean);
    const edges = rows.map((row, index) => ({
      cursor: encodeSearchCursor(offset + index + 1),
      node: { savedItem: row, searchHighlights: highlightsOf(row, words) },
    }));
    return {
      edges,
      pageInfo: {
        hasNextPage,
        hasPreviousPage: offset > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount: Math.min(total, SEARCH_COUNT_CAP),
    };
  }

  /** Jobs only (refresh-search.job.ts): rebuilds these saves' documents; no actor, no checks. */
  async refreshDocuments(userIds: readonly number[], itemIds: readonly number[]): Promise<void> {
    await refreshSearchHeads(this.db, userIds, itemIds);
  }

  /** The actor's recent searches, most recent first. */
  async recent(actor: Actor): Promise<RecentSearch[]> {
    authorizeScope(actor, 'saves');
    const rows = await listRecentSearches(this.db, actor.userId);
    return rows.map((row, index) => ({
      term: row.term,
      searchedAt: row.searchedAt,
      sortId: index + 1,
    }));
  }

  /** Records a search; returns it as now listed. `timestamp` is unix seconds (default now). */
  async saveRecent(actor: Actor, term: string, timestamp?: number | null): Promise<RecentSearch> {
    authorizeScope(actor, 'saves');
    const normalized = term.replace(/\s+/g, ' ').trim();
    if (!normalized) throw badInput('A search needs at least one character.', 'term');
    if (normalized.length > MAX_QUERY_LENGTH) {
      throw badInput(`The search is too long (1,000 characters at most).`, 'term');
    }
    let at = new Date();
    if (timestamp !== null && timestamp !== undefined) {
      if (!Number.isFinite(timestamp) || timestamp < 0 || timestamp > 32_503_680_000) {
        throw badInput('timestamp must be unix seconds.', 'timestamp');
      }
      at = new Date(timestamp * 1000);
    }
    const recent = await this.db.transaction(async (tx) => {
      await recordRecentSearch(tx, actor.userId, normalized, at, RECENT_SEARCHES_KEPT);
      return listRecentSearches(tx, actor.userId);
    });
    const index = recent.findIndex((row) => row.term === normalized);
    return { term: normalized, searchedAt: at, sortId: index + 1 };
  }
}

function highlightsOf(row: SearchHit, words: string[]): SearchHighlights {
  const title = markedHtml(row.hlTitle);
  const url = markWords(row.givenUrl, words);
  const tags = row.tagNames
    .map((tag) => markWords(tag, words))
    .filter((tag): tag is string => tag !== null);
  return {
    title: title ? [title] : null,
    fullText: markedSnippets(row.hlFull),
    url: url ? [url] : null,
    tags: tags.length ? tags : null,
  };
}
