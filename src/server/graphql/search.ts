/**
 * Search of saves in Pocket's names and shapes (docs/POCKET-COMPATIBILITY.md §1.2, §2.10):
 * user.searchSavedItems, user.advancedSearch (the web client's SearchSavedItems sends queryString),
 * user.recentSearches and mutation saveSearch. The query language and scopes live in
 * search/search.service.ts.
 */
import type {
  RecentSearch as RecentSearchModel,
  SearchHighlights,
  SearchResult,
  SearchResultPage,
} from '../search/search.types.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { PageInfo, PaginationInput } from './pagination.js';
import { SavedItem } from './saved-item.js';
import { User } from './user.js';

const SearchItemsSortBy = builder.enumType('SearchItemsSortBy', {
  values: ['CREATED_AT', 'TIME_TO_READ', 'RELEVANCE'] as const,
});

const SearchItemsSortOrder = builder.enumType('SearchItemsSortOrder', {
  values: ['ASC', 'DESC'] as const,
});

const SearchItemsContentType = builder.enumType('SearchItemsContentType', {
  values: ['ARTICLE', 'VIDEO'] as const,
});

const SearchItemsStatusFilter = builder.enumType('SearchItemsStatusFilter', {
  values: ['UNREAD', 'ARCHIVED'] as const,
});

const SearchSortInput = builder.inputType('SearchSortInput', {
  description: 'RELEVANCE always sorts DESC (best first). Default: CREATED_AT DESC.',
  fields: (t) => ({
    sortBy: t.field({ type: SearchItemsSortBy, required: true }),
    sortOrder: t.field({ type: SearchItemsSortOrder }),
  }),
});

const AdvancedSearchFilters = builder.inputType('AdvancedSearchFilters', {
  fields: (t) => ({
    isFavorite: t.boolean(),
    contentType: t.field({ type: SearchItemsContentType }),
    status: t.field({ type: SearchItemsStatusFilter }),
    domain: t.string(),
    title: t.string({ description: 'Words that must be in the title.' }),
    tags: t.stringList({ description: 'Saves with any of these tags.' }),
  }),
});

const SearchFilterInput = builder.inputType('SearchFilterInput', {
  fields: (t) => ({
    isFavorite: t.boolean(),
    onlyTitleAndURL: t.boolean({ description: 'Search titles, URLs and tags only.' }),
    contentType: t.field({ type: SearchItemsContentType }),
    status: t.field({ type: SearchItemsStatusFilter }),
    domain: t.string(),
  }),
});

const SaveItemSearchHighlights = builder
  .objectRef<SearchHighlights>('SaveItemSearchHighlights')
  .implement({
    description:
      'Snippets of what matched: matches are wrapped in <em>…</em>; everything else is HTML-escaped.',
    fields: (t) => ({
      fullText: t.stringList({ nullable: { list: true, items: true }, resolve: (h) => h.fullText }),
      url: t.stringList({ nullable: { list: true, items: true }, resolve: (h) => h.url }),
      tags: t.stringList({ nullable: { list: true, items: true }, resolve: (h) => h.tags }),
      title: t.stringList({ nullable: { list: true, items: true }, resolve: (h) => h.title }),
    }),
  });

const SavedItemSearchResult = builder.objectRef<SearchResult>('SavedItemSearchResult').implement({
  fields: (t) => ({
    savedItem: t.expose('savedItem', { type: SavedItem, nullable: false }),
    searchHighlights: t.expose('searchHighlights', { type: SaveItemSearchHighlights }),
  }),
});

type Edge = SearchResultPage['edges'][number];

const SavedItemSearchResultEdge = builder.objectRef<Edge>('SavedItemSearchResultEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor', { nullable: false }),
    node: t.expose('node', { type: SavedItemSearchResult, nullable: false }),
  }),
});

const SavedItemSearchResultConnection = builder
  .objectRef<SearchResultPage>('SavedItemSearchResultConnection')
  .implement({
    description:
      'A page of search results. Cursors are positions in the result list (first/after only).',
    fields: (t) => ({
      edges: t.expose('edges', { type: [SavedItemSearchResultEdge], nullable: false }),
      pageInfo: t.expose('pageInfo', { type: PageInfo, nullable: false }),
      totalCount: t.exposeInt('totalCount', {
        nullable: false,
        description: 'Matching saves, counted up to 5,000.',
      }),
    }),
  });

const RecentSearchContext = builder
  .objectRef<{ key: string; value: string }>('RecentSearchContext')
  .implement({
    fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
  });

const RecentSearch = builder.objectRef<RecentSearchModel>('RecentSearch').implement({
  fields: (t) => ({
    term: t.exposeString('term', { nullable: false }),
    context: t.field({
      type: RecentSearchContext,
      description: 'Always null: Satchel keeps no search context.',
      resolve: () => null,
    }),
    sortId: t.exposeInt('sortId', {
      nullable: false,
      description: '1 for the most recent search.',
    }),
  }),
});

const RecentSearchInput = builder.inputType('RecentSearchInput', {
  fields: (t) => ({
    term: t.string({ required: true }),
    timestamp: t.int({ description: 'When it was searched (unix seconds); defaults to now.' }),
  }),
});

const sortArg = (
  sort:
    | { sortBy: 'CREATED_AT' | 'TIME_TO_READ' | 'RELEVANCE'; sortOrder?: 'ASC' | 'DESC' | null }
    | null
    | undefined,
) => ({
  sortBy: sort?.sortBy,
  sortOrder: sort?.sortOrder,
});

builder.objectFields(User, (t) => ({
  searchSavedItems: t.field({
    type: SavedItemSearchResultConnection,
    nullable: false,
    description:
      "Searches the user's saves with Satchel's query language (docs/SEARCH.md). Free accounts search titles, URLs and tags unless the instance gives everyone full text.",
    args: {
      term: t.arg.string({ required: true }),
      filter: t.arg({ type: SearchFilterInput }),
      sort: t.arg({ type: SearchSortInput }),
      pagination: t.arg({ type: PaginationInput }),
    },
    resolve: (_user, { term, filter, sort, pagination }, context) =>
      context.services.search.search(requireActor(context), {
        query: term,
        filter: filter && { ...filter, onlyTitleAndUrl: filter.onlyTitleAndURL },
        ...sortArg(sort),
        pagination,
      }),
  }),
  advancedSearch: t.field({
    type: SavedItemSearchResultConnection,
    nullable: false,
    description:
      'As searchSavedItems, with the query text in queryString and AdvancedSearchFilters. Needs a queryString or a filter.',
    args: {
      queryString: t.arg.string(),
      filter: t.arg({ type: AdvancedSearchFilters }),
      sort: t.arg({ type: SearchSortInput }),
      pagination: t.arg({ type: PaginationInput }),
    },
    resolve: (_user, { queryString, filter, sort, pagination }, context) =>
      context.services.search.advancedSearch(requireActor(context), {
        query: queryString ?? '',
        filter,
        ...sortArg(sort),
        pagination,
      }),
  }),
  searchFullText: t.boolean({
    nullable: false,
    description:
      "Satchel: whether this account's searches cover article text, highlights and notes too (SEARCH_FULL_TEXT_FOR), or titles, URLs and tags only.",
    resolve: (_user, _args, context) =>
      context.services.search.searchesFullText(requireActor(context)),
  }),
  recentSearches: t.field({
    type: [RecentSearch],
    nullable: { list: true, items: false },
    description: "The user's last 5 distinct searches, most recent first.",
    resolve: (_user, _args, context) => context.services.search.recent(requireActor(context)),
  }),
}));

builder.mutationField('saveSearch', (t) =>
  t.field({
    type: RecentSearch,
    description: 'Records a search among the recent searches (5 kept, unique, most recent first).',
    args: { search: t.arg({ type: RecentSearchInput, required: true }) },
    resolve: (_root, { search }, context) =>
      context.services.search.saveRecent(requireActor(context), search.term, search.timestamp),
  }),
);
