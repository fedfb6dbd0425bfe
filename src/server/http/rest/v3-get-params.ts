/**
 * v3/get parameters (docs/POCKET-COMPATIBILITY.md §3.4) read and checked into one retrieve request.
 * Values the proxy rejected (legacy states, anything unknown) are BAD_USER_INPUT, which the v3
 * error mapping turns into 400 with X-Error-Code 130. sort=title, sort=site and domain, documented
 * by Pocket but dropped by its last proxy, work as documented.
 */
import { UNTAGGED_TAG } from '../../../common/tag-rules.js';
import { badInput } from '../../core/errors.js';
import type {
  ContentType,
  ListFilter,
  SavedItemStatus,
  SortBy,
  TextSortBy,
} from '../../saves/saves.service.js';
import { flag, type V3Params } from './v3-params.js';

export const V3_DEFAULT_COUNT = 30;
/** With `since` and no `count` (delta sync). */
export const V3_SINCE_COUNT = 5000;
export const V3_MAX_COUNT = 5000;

export interface V3GetRequest {
  /**
   * Only recent searches asked for: premium/forcepremium with no retrieve parameter but `since`
   * (the web client's `premium=1&forcepremium=1&since=<now>`, §3.6); answered without a list.
   */
  recentSearchesOnly: boolean;
  filter: ListFilter;
  /** Set when a state filter was given (status search filter). */
  state: 'UNREAD' | 'ARCHIVED' | undefined;
  isFavorite: boolean | undefined;
  tag: string | undefined;
  contentType: ContentType | undefined;
  sort: 'newest' | 'oldest' | 'relevance' | 'title' | 'site';
  /** The list's sort: a time column, or alphabetical for title/site (A to Z). */
  sortBy: SortBy | TextSortBy;
  /** `domain`: a host without www. (lower-case). */
  domain: string | undefined;
  search: string | undefined;
  since: Date | undefined;
  count: number;
  offset: number;
  complete: boolean;
  total: boolean;
  annotations: boolean;
  taglist: boolean;
  account: boolean;
  recentSearches: boolean;
}

const RETRIEVE_PARAMS = [
  'state',
  'favorite',
  'tag',
  'contentType',
  'sort',
  'detailType',
  'search',
  'domain',
  'count',
  'offset',
  'total',
  'annotations',
  'taglist',
  'forcetaglist',
  'account',
  'forceaccount',
] as const;

const STATES: Record<string, 'UNREAD' | 'ARCHIVED' | 'ALL'> = {
  unread: 'UNREAD',
  queue: 'UNREAD',
  archive: 'ARCHIVED',
  read: 'ARCHIVED',
  all: 'ALL',
};

const CONTENT_TYPES: Record<string, ContentType | 'ALL'> = {
  article: 'IS_READABLE',
  video: 'HAS_VIDEO_INCLUSIVE',
  image: 'IS_IMAGE',
  all: 'ALL',
};

/** Tag filter value for saves without tags (`_untagged_`). */
export const UNTAGGED = UNTAGGED_TAG;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function text(params: V3Params, name: string): string | undefined {
  const value = params[name];
  if (!given(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw badInput(`${name} must be a string.`, name);
  }
  return String(value);
}

function integer(params: V3Params, name: string, min: number, max: number): number | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw badInput(`${name} must be a whole number from ${min} to ${max}.`, name);
  }
  return Number(value);
}

function choice<T>(params: V3Params, name: string, values: Record<string, T>): T | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  const found = Object.hasOwn(values, value) ? values[value] : undefined;
  if (found === undefined) throw badInput(`${name}=${value.slice(0, 40)} is not supported.`, name);
  return found;
}

function favorite(params: V3Params): boolean | undefined {
  const value = text(params, 'favorite');
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw badInput('favorite must be 0 or 1.', 'favorite');
}

/**
 * `domain`: a host such as nytimes.com (a URL is taken for its host), without www.; its
 * subdomains match too.
 */
function domain(params: V3Params): string | undefined {
  const value = text(params, 'domain')?.trim().toLowerCase();
  if (!value) return undefined;
  const host = value
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u.test(host) || host.length > 253) {
    throw badInput('domain must be a site such as example.com.', 'domain');
  }
  return host;
}

/** Unix seconds, or milliseconds (13 digits) converted. */
function since(params: V3Params): Date | undefined {
  const value = text(params, 'since');
  if (value === undefined) return undefined;
  if (!/^\d{1,13}$/.test(value.trim())) throw badInput('since must be unix seconds.', 'since');
  const number = Number(value);
  return new Date(value.trim().length === 13 ? number : number * 1000);
}

export function readV3GetRequest(params: V3Params): V3GetRequest {
  const state = choice(params, 'state', STATES);
  const isFavorite = favorite(params);
  const tag = text(params, 'tag');
  const contentType = choice(params, 'contentType', CONTENT_TYPES);
  const search = text(params, 'search')?.trim() || undefined;
  const sortText = text(params, 'sort');
  let sort: V3GetRequest['sort'];
  if (sortText === undefined) sort = search ? 'relevance' : 'newest';
  else if (
    sortText === 'newest' ||
    sortText === 'oldest' ||
    sortText === 'title' ||
    sortText === 'site'
  ) {
    sort = sortText;
  } else if (sortText === 'relevance' && search) sort = 'relevance';
  else if (sortText === 'longest' || sortText === 'shortest') {
    // The proxy coerced these (Satchel, like Pocket's new backend, has no length sort).
    sort = search ? 'relevance' : 'newest';
  } else throw badInput(`sort=${sortText.slice(0, 40)} is not supported.`, 'sort');
  const detailType = choice(params, 'detailType', { simple: 'simple', complete: 'complete' });
  const sinceDate = since(params);
  const count =
    integer(params, 'count', 1, V3_MAX_COUNT) ?? (sinceDate ? V3_SINCE_COUNT : V3_DEFAULT_COUNT);
  const offset = integer(params, 'offset', 0, Number.MAX_SAFE_INTEGER) ?? 0;

  const stateFilter = state === 'ALL' ? undefined : state;
  const statuses: SavedItemStatus[] | undefined = stateFilter
    ? [stateFilter]
    : sinceDate
      ? undefined // delta sync: deleted saves come back (redacted) so clients can drop them
      : ['UNREAD', 'ARCHIVED'];
  const tagFilter =
    tag === undefined
      ? undefined
      : tag === UNTAGGED
        ? { names: [], untagged: true }
        : { names: [tag.trim().toLowerCase()], untagged: false };

  // Pocket's sort column: the time of the state asked for, except in delta sync.
  let sortBy: SortBy | TextSortBy = 'CREATED_AT';
  if (!sinceDate && isFavorite !== undefined) sortBy = 'FAVORITED_AT';
  if (!sinceDate && stateFilter === 'ARCHIVED') sortBy = 'ARCHIVED_AT';
  if (sort === 'title') sortBy = 'TITLE';
  if (sort === 'site') sortBy = 'SITE';
  const domainFilter = domain(params);

  return {
    recentSearchesOnly:
      (flag(params.premium) || flag(params.forcepremium)) &&
      !RETRIEVE_PARAMS.some((name) => given(params[name])),
    filter: {
      statuses,
      isFavorite,
      contentType: contentType === 'ALL' ? undefined : contentType,
      tags: tagFilter,
      updatedSince: sinceDate,
      domain: domainFilter,
    },
    state: stateFilter,
    isFavorite,
    tag,
    contentType: contentType === 'ALL' ? undefined : contentType,
    sort,
    sortBy,
    domain: domainFilter,
    search,
    since: sinceDate,
    count,
    offset,
    complete: detailType === 'complete',
    total: flag(params.total),
    annotations: flag(params.annotations),
    taglist: flag(params.taglist) || flag(params.forcetaglist),
    account: flag(params.account) || flag(params.forceaccount),
    recentSearches: flag(params.premium) || flag(params.forcepremium),
  };
}
