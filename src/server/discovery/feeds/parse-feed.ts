/**
 * Parses a feed's text (RSS 0.9x/1.0/2.0, Atom, JSON Feed) with feedsmith and normalises it to
 * one shape. Pure: no I/O. Relative URLs resolve against the feed's URL; entries without an
 * http(s) URL are dropped; dates in the future are clamped to `now` (a feed's clock is not ours).
 * Text that is not a feed throws NotAFeedError.
 */
import { parseFeed as feedsmithParse, type AtomFeed, type JsonFeed, type RssFeed } from 'feedsmith';
import type { AnyFeed, RdfFeed } from 'feedsmith';
import { Parser } from 'htmlparser2';

export type FeedFormat = 'rss' | 'atom' | 'json';

export interface ParsedEntry {
  /** The entry's own id (guid / atom:id / JSON id), else its URL. */
  guid: string;
  url: string;
  title: string | null;
  /** Plain text, at most EXCERPT_MAX characters. */
  excerpt: string | null;
  /** The entry's full HTML as the feed gives it (unsanitised; at most CONTENT_MAX characters). */
  contentHtml: string | null;
  author: string | null;
  categories: string[];
  imageUrl: string | null;
  /** The entry's date clamped to `now`; null when the feed gives none. */
  publishedAt: Date | null;
}

export interface ParsedFeed {
  format: FeedFormat;
  title: string | null;
  description: string | null;
  siteUrl: string | null;
  iconUrl: string | null;
  language: string | null;
  /** RSS <ttl>: minutes the feed may be cached. */
  ttlMinutes: number | null;
  entries: ParsedEntry[];
}

export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 1024 * 1024;
const TITLE_MAX = 1000;
const CATEGORIES_MAX = 20;

/** The text is not a feed in any format we read. */
export class NotAFeedError extends Error {
  constructor(message = 'Not a feed.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotAFeedError';
  }
}

/** An absolute http(s) URL for `value` resolved against `base`, else null. */
export function httpUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const SKIPPED_TEXT = new Set(['script', 'style', 'noscript', 'template']);

/** The visible text of an HTML fragment, whitespace collapsed, entities decoded. */
export function plainText(html: string | null | undefined, max = EXCERPT_MAX): string | null {
  if (!html) return null;
  // Most titles and many summaries are plain text already: no parser needed.
  if (!/[<&]/.test(html)) return cut(html.replace(/\s+/g, ' ').trim(), max);
  const parts: string[] = [];
  let length = 0;
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (SKIPPED_TEXT.has(name)) skipping += 1;
      },
      onclosetag(name) {
        if (SKIPPED_TEXT.has(name) && skipping > 0) skipping -= 1;
        else if (/^(p|br|div|li|h\d)$/.test(name)) parts.push(' ');
      },
      ontext(text) {
        if (skipping > 0 || length > max * 2) return;
        parts.push(text);
        length += text.length;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return cut(parts.join('').replace(/\s+/g, ' ').trim(), max);
}

/** `text` at most `max` characters, cut at a word boundary near the end when there is one. */
function cut(text: string, max: number): string | null {
  if (!text) return null;
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max * 0.8 ? head.slice(0, space) : head}…`;
}

function clean(text: string | null | undefined, max = TITLE_MAX): string | null {
  if (!text) return null;
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed ? collapsed.slice(0, max) : null;
}

/** A date from a feed, never later than `now`; null when missing or unreadable. */
function feedDate(value: string | null | undefined, now: Date): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(Math.min(time, now.getTime()));
}

function categoryList(values: Array<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const name = clean(value, 200);
    if (name) seen.add(name);
    if (seen.size >= CATEGORIES_MAX) break;
  }
  return [...seen];
}

interface RawEntry {
  id?: string | undefined;
  link?: string | undefined;
  title?: string | undefined;
  /** HTML (RSS description, Atom summary/content of type html, JSON content_html). */
  summaryHtml?: string | undefined;
  contentHtml?: string | undefined;
  author?: string | undefined;
  categories: Array<string | undefined>;
  image?: string | undefined;
  date?: string | undefined;
}

function normaliseEntry(raw: RawEntry, base: string, now: Date): ParsedEntry | null {
  const url = httpUrl(raw.link, base);
  if (!url) return null;
  const contentHtml = raw.contentHtml?.trim() || null;
  return {
    guid: clean(raw.id, 2000) ?? url,
    url,
    title: clean(plainText(raw.title, TITLE_MAX) ?? raw.title),
    excerpt: plainText(raw.summaryHtml) ?? plainText(contentHtml),
    contentHtml: contentHtml && contentHtml.length <= CONTENT_MAX ? contentHtml : null,
    author: clean(raw.author, 300),
    categories: categoryList(raw.categories),
    imageUrl: httpUrl(raw.image, base),
    publishedAt: feedDate(raw.date, now),
  };
}

type MediaCarrier = {
  media?: {
    thumbnails?: Array<{ url?: string }>;
    contents?: Array<{ url?: string; type?: string; medium?: string }>;
  };
};

function mediaImage(item: MediaCarrier): string | undefined {
  const thumbnail = item.media?.thumbnails?.find((t) => t.url)?.url;
  if (thumbnail) return thumbnail;
  return item.media?.contents?.find(
    (c) => c.url && (c.medium === 'image' || c.type?.startsWith('image/')),
  )?.url;
}

function fromRss(feed: RssFeed.Feed<string> | RdfFeed.Feed<string>): Omit<ParsedFeed, 'entries'> & {
  raw: RawEntry[];
} {
  const rss = feed as RssFeed.Feed<string>;
  return {
    format: 'rss',
    title: clean(feed.title),
    description: plainText(feed.description),
    siteUrl: feed.link ?? null,
    iconUrl: feed.image?.url ?? null,
    language: clean(rss.language ?? feed.dc?.languages?.[0], 35),
    ttlMinutes: typeof rss.ttl === 'number' && rss.ttl > 0 ? rss.ttl : null,
    raw: (feed.items ?? []).map((item) => {
      const rssItem = item as RssFeed.Item<string>;
      const enclosureImage = rssItem.enclosures?.find((e) => e.type?.startsWith('image/'))?.url;
      return {
        id: rssItem.guid?.value,
        link: item.link ?? (rssItem.guid?.isPermaLink !== false ? rssItem.guid?.value : undefined),
        title: item.title,
        summaryHtml: item.description,
        contentHtml: item.content?.encoded,
        author: item.dc?.creators?.[0] ?? rssItem.authors?.[0]?.name ?? rssItem.authors?.[0]?.email,
        categories: [
          ...(rssItem.categories ?? []).map((c) => c.name),
          ...(item.dc?.subjects ?? []),
        ],
        image: mediaImage(item) ?? enclosureImage,
        date: rssItem.pubDate ?? item.dc?.dates?.[0] ?? item.dcterms?.modified?.[0],
      };
    }),
  };
}

function atomText(text: AtomFeed.Text | AtomFeed.Content | undefined): string | undefined {
  if (!text?.value) return undefined;
  // type="text" is plain text: escape it so the HTML readers treat it as text.
  return text.type === 'text' || text.type === undefined
    ? text.value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
    : text.value;
}

function alternate(links: AtomFeed.Link<string>[] | undefined): string | undefined {
  return (
    links?.find((link) => (link.rel ?? 'alternate') === 'alternate' && link.href)?.href ??
    links?.find((link) => link.href && link.rel !== 'self')?.href
  );
}

function fromAtom(feed: AtomFeed.Feed<string>): Omit<ParsedFeed, 'entries'> & { raw: RawEntry[] } {
  return {
    format: 'atom',
    title: clean(feed.title?.value),
    description: plainText(feed.subtitle?.value),
    siteUrl: alternate(feed.links) ?? null,
    iconUrl: feed.icon ?? feed.logo ?? null,
    language: clean(feed.xml?.lang, 35),
    ttlMinutes: null,
    raw: (feed.entries ?? []).map((entry) => ({
      id: entry.id,
      link: alternate(entry.links),
      title: entry.title?.value,
      summaryHtml: atomText(entry.summary),
      contentHtml: entry.content?.src ? undefined : atomText(entry.content),
      author: entry.authors?.[0]?.name ?? feed.authors?.[0]?.name,
      categories: (entry.categories ?? []).map((c) => c.label ?? c.term),
      image: mediaImage(entry),
      date: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
    })),
  };
}

function fromJson(feed: JsonFeed.Feed<string>): Omit<ParsedFeed, 'entries'> & { raw: RawEntry[] } {
  return {
    format: 'json',
    title: clean(feed.title),
    description: plainText(feed.description),
    siteUrl: feed.home_page_url ?? null,
    iconUrl: feed.icon ?? feed.favicon ?? null,
    language: clean(feed.language, 35),
    ttlMinutes: null,
    raw: (feed.items ?? []).map((item) => {
      const text = item.content_text?.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return {
        id: item.id,
        link: item.url ?? item.external_url,
        title: item.title,
        summaryHtml: item.summary?.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
        contentHtml: item.content_html ?? (text ? `<p>${text}</p>` : undefined),
        author: item.authors?.[0]?.name ?? feed.authors?.[0]?.name,
        categories: item.tags ?? [],
        image: item.image ?? item.banner_image,
        date: item.date_published ?? item.date_modified,
      };
    }),
  };
}

/**
 * The feed in `text`, fetched from `feedUrl` (the base of relative URLs).
 * @throws NotAFeedError when the text is not RSS, Atom, RDF or a JSON Feed.
 */
export function parseFeedText(text: string, feedUrl: string, now = new Date()): ParsedFeed {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  let input: unknown = trimmed;
  if (trimmed.startsWith('{')) {
    try {
      input = JSON.parse(trimmed);
    } catch (cause) {
      throw new NotAFeedError('Not a feed: the JSON does not parse.', { cause });
    }
  }
  let parsed: AnyFeed<string>;
  try {
    parsed = feedsmithParse<string>(input);
  } catch (cause) {
    throw new NotAFeedError(
      cause instanceof Error && cause.name === 'MalformedError'
        ? 'Not a feed: the XML is malformed.'
        : 'Not a feed.',
      { cause },
    );
  }
  const shape =
    parsed.format === 'atom'
      ? fromAtom(parsed.feed)
      : parsed.format === 'json'
        ? fromJson(parsed.feed)
        : fromRss(parsed.feed);
  const { raw, ...meta } = shape;
  const siteUrl = httpUrl(meta.siteUrl, feedUrl);
  const seen = new Set<string>();
  const entries: ParsedEntry[] = [];
  for (const rawEntry of raw) {
    const entry = normaliseEntry(rawEntry, feedUrl, now);
    // A guid twice in one feed is one entry (the first, the newest in most feeds).
    if (entry && !seen.has(entry.guid)) {
      seen.add(entry.guid);
      entries.push(entry);
    }
  }
  return { ...meta, siteUrl, iconUrl: httpUrl(meta.iconUrl, feedUrl), entries };
}
