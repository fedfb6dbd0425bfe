/**
 * v3/get with `search` (docs/POCKET-COMPATIBILITY.md §3.4): the search service's forward pages (at
 * most 100 results each, offset cursors) read until `count` results from `offset` are in hand.
 */
import type { Actor } from '../../core/actor.js';
import { badInput } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { encodeSearchCursor, MAX_SEARCH_PAGE_SIZE } from '../../search/search.service.js';
import type { SearchFilter, SearchResult } from '../../search/search.types.js';
import { UNTAGGED, type V3GetRequest } from './v3-get-params.js';

export interface V3SearchPage {
  results: SearchResult[];
  total: number;
  hasMore: boolean;
}

function searchFilter(request: V3GetRequest): SearchFilter {
  if (request.tag === UNTAGGED) {
    throw badInput('tag=_untagged_ cannot be combined with search.', 'tag');
  }
  if (request.sort === 'title' || request.sort === 'site') {
    throw badInput(`sort=${request.sort} cannot be combined with search.`, 'sort');
  }
  let contentType: SearchFilter['contentType'];
  if (request.contentType === 'IS_READABLE') contentType = 'ARTICLE';
  else if (request.contentType === 'HAS_VIDEO_INCLUSIVE') contentType = 'VIDEO';
  else if (request.contentType) {
    throw badInput('contentType=image cannot be combined with search.', 'contentType');
  }
  return {
    status: request.state ?? null,
    isFavorite: request.isFavorite ?? null,
    contentType: contentType ?? null,
    tags: request.tag ? [request.tag] : null,
    domain: request.domain ?? null,
    updatedSince: request.since ?? null,
  };
}

export async function searchForV3(
  services: Services,
  actor: Actor,
  request: V3GetRequest,
  query: string,
): Promise<V3SearchPage> {
  const filter = searchFilter(request);
  const sortBy = request.sort === 'relevance' ? 'RELEVANCE' : 'CREATED_AT';
  const sortOrder = request.sort === 'oldest' ? 'ASC' : 'DESC';
  const results: SearchResult[] = [];
  let offset = request.offset;
  let total = 0;
  let hasMore = true;
  while (results.length < request.count && hasMore) {
    const page = await services.search.search(actor, {
      query,
      filter,
      sortBy,
      sortOrder,
      pagination: {
        first: Math.min(MAX_SEARCH_PAGE_SIZE, request.count - results.length),
        after: offset > 0 ? encodeSearchCursor(offset) : null,
      },
    });
    total = page.totalCount;
    hasMore = page.pageInfo.hasNextPage;
    results.push(...page.edges.map((edge) => edge.node));
    offset += page.edges.length;
    if (page.edges.length === 0) break;
  }
  return { results, total, hasMore };
}
