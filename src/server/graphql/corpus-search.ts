/**
 * Pocket's searchCorpus (docs/POCKET-COMPATIBILITY.md §1.13, §2.10; docs/RECOMMENDATIONS.md "Corpus
 * search"): the instance corpus searched with Satchel's query language in one language, 30 a page,
 * with highlights. Public like the corpus itself: a signed-in viewer only sees what they saved.
 * The rules live in recommendations/search/corpus-search.service.ts.
 */
import type {
  CorpusSearchHighlights as HighlightsModel,
  CorpusSearchPage,
  CorpusSearchResult,
} from '../discovery/search/corpus-search.service.js';
import { builder } from './builder.js';
import { CorpusItem, CorpusLanguage } from './corpus-item.js';
import { Item } from './item.js';
import { PageInfo, PaginationInput } from './pagination.js';

const CorpusSearchQueryString = builder.inputType('CorpusSearchQueryString', {
  description:
    'Words in Satchel\'s query language (docs/SEARCH.md): words, "phrases", -exclusions, OR, title:, author:, site:, published:.',
  fields: (t) => ({ query: t.string({ required: true }) }),
});

const CorpusSearchFilters = builder.inputType('CorpusSearchFilters', {
  description: 'Items without a known language are searched as English.',
  fields: (t) => ({ language: t.field({ type: CorpusLanguage, required: true }) }),
});

const CorpusSearchHighlights = builder
  .objectRef<HighlightsModel>('CorpusSearchHighlights')
  .implement({
    description:
      'What matched: matches wrapped in <em>…</em>, everything else HTML-escaped; null where nothing matched.',
    fields: (t) => ({
      title: t.stringList({ nullable: { list: true, items: true }, resolve: (h) => h.title }),
      excerpt: t.stringList({ nullable: { list: true, items: true }, resolve: (h) => h.excerpt }),
      publisher: t.stringList({
        nullable: { list: true, items: true },
        resolve: (h) => h.publisher,
      }),
      fullText: t.stringList({
        nullable: { list: true, items: true },
        description: 'Up to two passages of the article around its first matches.',
        resolve: (h) => h.fullText,
      }),
    }),
  });

const CorpusSearchNode = builder.objectRef<CorpusSearchResult>('CorpusSearchNode').implement({
  fields: (t) => ({
    item: t.field({
      type: Item,
      description: 'The public item: what saving this article saves.',
      resolve: (node) => node.corpusItem.item,
    }),
    corpusItem: t.expose('corpusItem', {
      type: CorpusItem,
      nullable: false,
      description: 'Satchel: the corpus item as recommendation cards show it.',
    }),
    searchHighlights: t.expose('searchHighlights', { type: CorpusSearchHighlights }),
  }),
});

type Edge = CorpusSearchPage['edges'][number];

const CorpusSearchEdge = builder.objectRef<Edge>('CorpusSearchEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor', { nullable: false }),
    node: t.expose('node', { type: CorpusSearchNode, nullable: false }),
  }),
});

const CorpusSearchConnection = builder
  .objectRef<CorpusSearchPage>('CorpusSearchConnection')
  .implement({
    description: 'A page of corpus search results; cursors are positions (first/after only).',
    fields: (t) => ({
      edges: t.expose('edges', { type: [CorpusSearchEdge], nullable: false }),
      pageInfo: t.expose('pageInfo', { type: PageInfo, nullable: false }),
      totalCount: t.exposeInt('totalCount', {
        nullable: false,
        description: 'Matching items, counted up to 1,000.',
      }),
      corpusHasItems: t.exposeBoolean('corpusHasItems', {
        nullable: false,
        description:
          'Satchel: whether the corpus has any recommendable item in this language. False means nothing to search yet: an administrator fills the corpus at /admin/corpus.',
      }),
    }),
  });

builder.queryField('searchCorpus', (t) =>
  t.field({
    type: CorpusSearchConnection,
    nullable: false,
    description:
      'Searches the recommendable items of the instance corpus in one language, best first: an exact title, then the title as a phrase, then the title, then relevance with a mild freshness bonus (docs/RECOMMENDATIONS.md "Corpus search"). 30 a page at most.',
    args: {
      search: t.arg({ type: CorpusSearchQueryString, required: true }),
      filter: t.arg({ type: CorpusSearchFilters, required: true }),
      pagination: t.arg({ type: PaginationInput }),
    },
    resolve: (_root, { search, filter, pagination }, context) =>
      context.services.corpusSearch.search(context.actor ?? undefined, {
        query: search.query,
        language: filter.language,
        pagination,
      }),
  }),
);
