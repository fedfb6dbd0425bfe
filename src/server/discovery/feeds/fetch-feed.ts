/**
 * Fetches a feed through the article pipeline's guarded fetcher (items/fetch/fetch-page.ts): the
 * SSRF guard, time, size and redirect limits apply to every request. A conditional GET with the
 * last answer's validators answers `notModified`. A chain of permanent redirects (301, 308) from
 * the URL asked for gives the URL to poll from now on.
 */
import type { Dispatcher } from 'undici';
import {
  fetchPage,
  fetchPageVia,
  type FetchedPage,
  type FetchOptions,
} from '../../items/fetch/fetch-page.js';

/** A feed larger than this is refused (TOO_LARGE): nothing of it is stored. */
export const FEED_MAX_BYTES = 10 * 1024 * 1024;
/** One feed fetch, every hop and the body. */
export const FEED_TIMEOUT_MS = 20_000;

export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, ' +
  'application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8';
/** Discovery asks for a feed or the page that links to one. */
export const DISCOVERY_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, text/html;q=0.9, ' +
  'application/xhtml+xml;q=0.9, application/xml;q=0.8, */*;q=0.7';

export interface FeedFetchOptions {
  allowPrivate: boolean;
  /** A guarded agent shared by a batch of fetches (keep-alive); one per fetch otherwise. */
  dispatcher?: Dispatcher;
  conditional?: { etag: string | null; lastModified: string | null };
  accept?: string;
}

export interface FeedFetch {
  page: FetchedPage;
  /** Where the feed now lives when every redirect from the URL asked for was permanent. */
  permanentUrl: string | null;
}

/** The last target of the leading run of permanent redirects (301, 308), else null. */
export function permanentTarget(
  page: Pick<FetchedPage, 'redirects' | 'redirectStatuses'>,
): string | null {
  let target: string | null = null;
  const statuses = page.redirectStatuses ?? [];
  for (let i = 0; i < statuses.length; i++) {
    if (statuses[i] !== 301 && statuses[i] !== 308) break;
    target = page.redirects[i] ?? null;
  }
  return target;
}

/**
 * GETs a feed. @throws FetchError (HttpStatusError for an error answer, with its headers).
 */
export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<FeedFetch> {
  const fetchOptions: FetchOptions = {
    allowPrivate: options.allowPrivate,
    accept: options.accept ?? FEED_ACCEPT,
    maxBytes: FEED_MAX_BYTES,
    totalTimeoutMs: FEED_TIMEOUT_MS,
    ...(options.conditional ? { conditional: options.conditional } : {}),
  };
  const page = options.dispatcher
    ? await fetchPageVia(options.dispatcher, url, fetchOptions)
    : await fetchPage(url, fetchOptions);
  return { page, permanentUrl: permanentTarget(page) };
}
