/**
 * Feed discovery: a feed URL is its own feed; an HTML page names its feeds with
 * <link rel="alternate" type="application/rss+xml | atom+xml | feed+json">; a page with none is
 * tried at the common paths (/feed, /rss.xml …), keeping those that parse as feeds. Every fetch
 * goes through the guarded fetcher, so private addresses are refused like pages.
 */
import { Parser } from 'htmlparser2';
import type { DiscoveredFeed } from './feeds.types.js';
import { parseFeed } from './parse-feed-in-worker.js';
import { httpUrl, NotAFeedError, type FeedFormat, type ParsedFeed } from './parse-feed.js';
import type { FetchedPage } from '../../items/fetch/fetch-page.js';

export const COMMON_FEED_PATHS = [
  '/feed',
  '/rss',
  '/rss.xml',
  '/atom.xml',
  '/feed.xml',
  '/index.xml',
  '/feed.json',
];

const ALTERNATE_TYPES: Record<string, FeedFormat> = {
  'application/rss+xml': 'rss',
  'application/atom+xml': 'atom',
  'application/feed+json': 'json',
  'application/json': 'json',
  'application/rdf+xml': 'rss',
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The feeds an HTML page links to with <link rel="alternate">, in document order. */
export function alternateFeeds(html: string, pageUrl: string): DiscoveredFeed[] {
  const found: DiscoveredFeed[] = [];
  let base = pageUrl;
  let inBody = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'body') inBody = true;
      if (name === 'base' && attributes.href && !inBody) {
        base = httpUrl(attributes.href, pageUrl) ?? base;
      }
      if (name !== 'link') return;
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      const format = ALTERNATE_TYPES[(attributes.type ?? '').toLowerCase().split(';')[0]!.trim()];
      if (!rel.includes('alternate') || !format) return;
      const url = httpUrl(attributes.href, base);
      if (url && !found.some((feed) => feed.url === url)) {
        found.push({ url, title: attributes.title?.trim() || null, format });
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/** The common paths to try for a page: beside the page (/blog/feed), then at the root. */
export function commonFeedUrls(pageUrl: string): string[] {
  const urls: string[] = [];
  const page = new URL(pageUrl);
  const directory = new URL('./', page);
  for (const path of COMMON_FEED_PATHS) {
    if (directory.pathname !== '/') urls.push(new URL(path.slice(1), directory).href);
  }
  for (const path of COMMON_FEED_PATHS) urls.push(new URL(path, page.origin).href);
  return [...new Set(urls)];
}

/** A fetched document that parses as a feed, or null. */
export async function asFeed(page: FetchedPage): Promise<ParsedFeed | null> {
  if (page.text === null) return null;
  // Some servers call their feed text/html; a real page never starts like a feed.
  if (HTML_TYPES.has(page.contentType) && !/^\s*(<\?xml|<rss|<feed|<rdf)/i.test(page.text)) {
    return null;
  }
  try {
    return await parseFeed(page.text, page.finalUrl);
  } catch (error) {
    if (error instanceof NotAFeedError) return null;
    throw error;
  }
}

export function isHtml(page: FetchedPage): boolean {
  return HTML_TYPES.has(page.contentType) && page.text !== null;
}
