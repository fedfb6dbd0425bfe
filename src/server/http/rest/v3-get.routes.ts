/**
 * GET or POST /v3/get (docs/POCKET-COMPATIBILITY.md §3.4): Pocket's retrieve for third-party
 * clients — filters, sorts, count/offset paging, delta sync with `since`, search — plus the web
 * client's recent-searches call (`premium=1` / `forcepremium=1`, §3.6). Parameters:
 * v3-get-params.ts; list items: v3-list-item.presenter.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../core/actor.js';
import type { Services } from '../../services.js';
import { presentV3Account } from './v3-get-account.js';
import { readV3GetRequest, type V3GetRequest } from './v3-get-params.js';
import { searchForV3 } from './v3-get-search.js';
import { v3Actor } from './v3-auth.js';
import { v3Handler } from './v3-errors.js';
import { presentV3ListItem } from './v3-list-item.presenter.js';
import { paramsOf } from './v3-params.js';

async function recentSearches(services: Services, actor: Actor) {
  const recent = await services.search.recent(actor);
  return recent.map((search) => ({
    search: search.term,
    context_key: null,
    context_value: null,
    sort_id: search.sortId,
  }));
}

/** The page's list items in order, with the total and (for searches) search_meta. */
async function retrieve(services: Services, actor: Actor, request: V3GetRequest) {
  const options = { complete: request.complete, annotations: request.annotations };
  if (request.search) {
    const found = await searchForV3(services, actor, request, request.search);
    return {
      items: found.results.map((result, index) =>
        presentV3ListItem(result.savedItem, index, {
          ...options,
          searchHighlights: result.searchHighlights,
        }),
      ),
      total: found.total,
      searchMeta: {
        total_result_count: found.total,
        count: found.results.length,
        offset: request.offset,
        has_more: found.hasMore,
      },
    };
  }
  const page = await services.saves.listByOffset(actor, {
    filter: request.filter,
    sortBy: request.sortBy,
    // Newest first, except oldest and the alphabetical sorts (A to Z).
    sortOrder: request.sort === 'newest' ? 'DESC' : 'ASC',
    count: request.count,
    offset: request.offset,
  });
  return {
    items: page.rows.map((row, index) => presentV3ListItem(row, index, options)),
    total: page.total,
    searchMeta: undefined,
  };
}

export function v3GetRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const get = (request: FastifyRequest, reply: FastifyReply) =>
      v3Handler(async () => {
        const actor = await v3Actor(request, services);
        const params = readV3GetRequest(paramsOf(request));
        const since = Math.floor(Date.now() / 1000);
        if (params.recentSearchesOnly) {
          return {
            status: 1,
            complete: 1,
            error: null,
            since,
            recent_searches: await recentSearches(services, actor),
          };
        }
        const { items, total, searchMeta } = await retrieve(services, actor, params);
        return {
          status: items.length ? 1 : 2,
          complete: 1,
          error: null,
          since,
          maxActions: 30,
          cachetype: 'db',
          list: items.length
            ? Object.fromEntries(items.map((item) => [item.item_id as string, item]))
            : [],
          ...(params.total ? { total: String(total) } : {}),
          ...(params.taglist ? { tags: await services.tags.namesSince(actor, params.since) } : {}),
          ...(params.account
            ? { account: presentV3Account(await services.accounts.me(actor)) }
            : {}),
          ...(params.recentSearches
            ? { recent_searches: await recentSearches(services, actor) }
            : {}),
          ...(searchMeta ? { search_meta: searchMeta } : {}),
        };
      })(reply);
    app.get('/v3/get', (request, reply) => get(request, reply));
    app.post('/v3/get', (request, reply) => get(request, reply));
  };
}
