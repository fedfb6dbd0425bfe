/**
 * The search domain's public shapes (docs/SEARCH.md): what a search asks for and what a page of
 * results holds. Kept apart from the service so the GraphQL layer and the repository share them
 * without importing each other.
 */
import type { Page } from '../core/pagination.js';
import type { SavedItem } from '../saves/saves.service.js';

export type SearchSortBy = 'CREATED_AT' | 'TIME_TO_READ' | 'RELEVANCE';
export type SearchSortOrder = 'ASC' | 'DESC';

/**
 * Pocket's AdvancedSearchFilters and SearchFilterInput, merged (docs/POCKET-COMPATIBILITY.md
 * §2.10).
 */
export interface SearchFilter {
  isFavorite?: boolean | null | undefined;
  status?: 'UNREAD' | 'ARCHIVED' | null | undefined;
  contentType?: 'ARTICLE' | 'VIDEO' | null | undefined;
  domain?: string | null | undefined;
  /** Words that must be in the title. */
  title?: string | null | undefined;
  /** Saves with any of these tags. */
  tags?: readonly string[] | null | undefined;
  /** Search titles, URLs and tags only (the free scope), whatever the account. */
  onlyTitleAndUrl?: boolean | null | undefined;
  /** Saves changed after this time (Pocket v3's `since` with `search`). */
  updatedSince?: Date | null | undefined;
}

export interface SearchRequest {
  /** Text in Satchel's query language (src/common/search-query.ts). */
  query: string;
  filter?: SearchFilter | null | undefined;
  sortBy?: SearchSortBy | null | undefined;
  sortOrder?: SearchSortOrder | null | undefined;
  pagination?:
    | {
        first?: number | null | undefined;
        after?: string | null | undefined;
        last?: number | null | undefined;
        before?: string | null | undefined;
      }
    | null
    | undefined;
}

/** Snippets: matches wrapped in <em>…</em>, everything else HTML-escaped. Null when no match. */
export interface SearchHighlights {
  fullText: string[] | null;
  url: string[] | null;
  tags: string[] | null;
  title: string[] | null;
}

export interface SearchResult {
  savedItem: SavedItem;
  searchHighlights: SearchHighlights;
}

/** Matching saves, counted up to SEARCH_COUNT_CAP (src/common/search-query.ts). */
export type SearchResultPage = Page<SearchResult>;

export interface RecentSearch {
  term: string;
  searchedAt: Date;
  /** 1 for the most recent. */
  sortId: number;
}
