/**
 * The item display model (docs/PRODUCT.md §3 "Item display model"): what a card, the reader header
 * and the share menus show for a saved item, derived from the saved node and its item with the
 * fallback orders (docs/PRODUCT.md §3 "Item display model") and classification rules. Pure: same
 * input, same output, on the server and in the browser.
 *
 * "Present" means a string that is non-empty after trimming; values come back trimmed.
 * Card open behaviour follows docs/POCKET-COMPATIBILITY.md §4.3: collections → /collections/{slug},
 * shared lists → their /sharedlists/… path, readable items → the reader, others → the
 * original URL with tracking stripped and utm_source set.
 */
import { imageCacheUrl, THUMBNAIL } from './image-cache-url.js';
import type { AuthorInput, DisplayItemInput, ItemDetailsInput, Maybe } from './item-types.js';
import { outgoingUrl } from './outgoing-url.js';
import type { SourceContext } from './outgoing-url.js';

export interface DisplayContext {
  /** Satchel's public origin (PUBLIC_URL), e.g. 'http://localhost:3000'. */
  origin: string;
  /** Which utm_source outgoing links carry; default 'saves'. */
  source?: SourceContext;
}

export interface DisplayAuthor {
  id: string | null;
  name: string;
  url: string | null;
}

export interface ItemDisplay {
  savedId: string | null;
  itemId: string | null;
  authors: DisplayAuthor[];
  title: string | null;
  /** An image-cache URL (width 600, jpg, focal point), or null: the card draws a placeholder. */
  thumbnail: string | null;
  excerpt: string | null;
  publisher: string | null;
  publisherLogo: string | null;
  /** "Open original": the original URL, tracking stripped, utm_source for the context. */
  externalUrl: string | null;
  resolvedUrl: string | null;
  /** `/read/{slug or id}` for readable items, else null. */
  readUrl: string | null;
  /** Where a click on the card goes. */
  itemUrl: string | null;
  /** The URL to send when saving this item. */
  saveUrl: string | null;
  syndicatedUrl: string | null;
  /** `{origin}/library/?pl_i={itemId}` for saved items with an item id. */
  permanentUrl: string | null;
  isSyndicated: boolean;
  isReadable: boolean;
  isCollection: boolean;
  isUserList: boolean;
  isInternalItem: boolean;
  fromPartner: boolean;
  timeToRead: number | null;
  analyticsData: { url: string | null };
}

/** Hosts whose collection and sharedlists URLs are Satchel's own, besides context.origin. */
const POCKET_HOSTS = ['getpocket.com', 'www.getpocket.com'];
// Optional Next.js-style locale prefix: /de/ or /en-GB/.
const COLLECTION_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?collections\/([^/]+)\/?$/i;
const SHAREDLIST_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?sharedlists\/([^/].*)$/i;

/** The first value that is non-empty after trimming, trimmed; null when there is none. */
export function firstPresent(...values: ReadonlyArray<Maybe<string>>): string | null {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}

function parseUrl(url: Maybe<string>): URL | null {
  if (!url) return null;
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/** url when it is an absolute http(s) URL (safe for an href), else null. */
function httpUrl(url: string | null): string | null {
  const parsed = parseUrl(url);
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? url : null;
}

/** Host of a URL without a leading www. (the publisher of last resort). */
export function hostWithoutWww(url: Maybe<string>): string | null {
  const host = parseUrl(url)?.hostname.toLowerCase();
  return host ? host.replace(/^www\./, '') : null;
}

/**
 * Title of last resort before the raw URL: the last path segment, percent-decoded, without
 * its extension ('/files/annual-report.pdf' → 'annual-report'). Dashes and underscores are
 * kept as written (Pocket did the same). A trailing '/' is not a segment of its own
 * ('/2026/neon-lights/' → 'neon-lights'): a page still being fetched, or that could not be,
 * would otherwise be titled with its bare host. Null only for a path of slashes.
 */
export function lastPathSegmentTitle(url: Maybe<string>): string | null {
  const segments = parseUrl(url)?.pathname.split('/').filter(Boolean) ?? [];
  const segment = segments.at(-1) ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return firstPresent(decoded.replace(/\.[^.]*$/, ''));
}

/** Path-match a URL on getpocket.com or our own host. */
function matchOurPath(
  url: string,
  pattern: RegExp,
  ourHost: string | null,
): RegExpExecArray | null {
  const parsed = parseUrl(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  const host = parsed.host.toLowerCase();
  if (!POCKET_HOSTS.includes(host) && host !== ourHost) return null;
  return pattern.exec(parsed.pathname);
}

function firstMatch(urls: ReadonlyArray<Maybe<string>>, pattern: RegExp, ourHost: string | null) {
  for (const url of urls) {
    const match = url ? matchOurPath(url, pattern, ourHost) : null;
    if (match) return match[1] ?? null;
  }
  return null;
}

function authorsOf(
  lists: ReadonlyArray<Maybe<ReadonlyArray<Maybe<AuthorInput>>>>,
): DisplayAuthor[] {
  for (const list of lists) {
    const authors = (list ?? []).flatMap((author) => {
      const name = firstPresent(author?.name);
      if (!author || name === null) return [];
      return [{ id: firstPresent(author.id), name, url: firstPresent(author.url) }];
    });
    if (authors.length > 0) return authors;
  }
  return [];
}

function thumbnailOf(input: DisplayItemInput, item: ItemDetailsInput): string | null {
  const cached = (item.preview?.image?.cachedImages ?? []).find((image) =>
    firstPresent(image?.url),
  );
  const images = item.images ? Object.values(item.images) : [];
  const candidates: Array<Maybe<string>> = [
    cached?.url,
    input.enrichment?.thumbnail,
    item.thumbnail,
    item.topImageUrl,
    firstPresent(item.image?.src, item.image?.url),
    firstPresent(...images.map((image) => firstPresent(image?.src, image?.url))),
  ];
  // A candidate the cache cannot serve (data:, javascript:, junk) is skipped, not shown.
  for (const candidate of candidates) {
    const url = imageCacheUrl(candidate, THUMBNAIL);
    if (url !== null) return url;
  }
  return null;
}

function originParts(origin: string): { origin: string; host: string | null } {
  const parsed = parseUrl(origin);
  return parsed
    ? { origin: parsed.origin, host: parsed.host.toLowerCase() }
    : { origin: origin.trim().replace(/\/+$/, ''), host: null };
}

/** Derives everything a card or the reader shows for one saved item. Never throws. */
export function deriveItemDisplay(input: DisplayItemInput, context: DisplayContext): ItemDisplay {
  const item: ItemDetailsInput = input.item ?? {};
  const preview = item.preview;
  const enrichment = input.enrichment;
  const { origin, host: ourHost } = originParts(context.origin);

  const savedId = firstPresent(input.savedId, input.id);
  const itemId = firstPresent(item.itemId);
  const givenUrl = firstPresent(item.givenUrl, input.url);
  const anyUrl = firstPresent(givenUrl, item.resolvedUrl, preview?.url, enrichment?.url);

  const publisher = firstPresent(
    preview?.domain?.name,
    item.syndicatedArticle?.publisher?.name,
    input.publisher,
    enrichment?.publisher,
    item.domainMetadata?.name,
    item.domain,
    hostWithoutWww(anyUrl),
  );

  const title = firstPresent(
    preview?.title,
    input.title,
    enrichment?.title,
    item.collection?.title,
    item.title,
    item.resolvedTitle,
    item.givenTitle,
    lastPathSegmentTitle(firstPresent(givenUrl, item.resolvedUrl)),
    item.resolvedUrl,
    publisher,
  );

  const excerpt = firstPresent(
    preview?.excerpt,
    enrichment?.excerpt,
    item.collection?.excerpt,
    item.excerpt,
  );

  // Classification (docs/PRODUCT.md §3).
  const isReadable =
    item.hasVideo === 'IS_VIDEO' || item.hasImage === 'IS_IMAGE' || item.isArticle === true;
  const urlsToClassify = [item.resolvedUrl, item.givenUrl, input.url];
  const slugFromUrl = firstMatch(urlsToClassify, COLLECTION_PATH, ourHost);
  const hasStories = (input.stories ?? []).some((story) => story != null);
  const isCollection = hasStories || slugFromUrl !== null;
  const listPath = firstMatch(urlsToClassify, SHAREDLIST_PATH, ourHost);
  const isUserList = listPath !== null;
  const syndicatedSlug = firstPresent(item.syndicatedArticle?.slug);
  const isSyndicated = item.syndicatedArticle != null;

  // URLs.
  const source = context.source ?? 'saves';
  const original = httpUrl(firstPresent(preview?.url, enrichment?.url, givenUrl, item.resolvedUrl));
  const externalUrl = original === null ? null : outgoingUrl(original, source);
  const readId = firstPresent(item.readerSlug, item.id, item.shareId, itemId, savedId);
  const readUrl = isReadable && readId !== null ? `/read/${encodeURIComponent(readId)}` : null;

  let itemUrl: string | null;
  if (isCollection) {
    const given = firstPresent(input.slug);
    const slug = given === null ? slugFromUrl : encodeURIComponent(given);
    itemUrl = slug === null ? '/collections' : `/collections/${slug}`;
  } else if (isUserList) itemUrl = `/sharedlists/${listPath}`;
  else itemUrl = readUrl ?? externalUrl;

  const isSaved = input.status != null || savedId !== null;
  const permanentUrl =
    isSaved && itemId !== null ? `${origin}/library/?pl_i=${encodeURIComponent(itemId)}` : null;

  const timeToRead =
    typeof item.timeToRead === 'number' && Number.isFinite(item.timeToRead) && item.timeToRead > 0
      ? Math.round(item.timeToRead)
      : null;

  return {
    savedId,
    itemId,
    authors: authorsOf([preview?.authors, item.authors]),
    title,
    thumbnail: thumbnailOf(input, item),
    excerpt,
    publisher,
    publisherLogo: firstPresent(item.domainMetadata?.logo),
    externalUrl,
    resolvedUrl: firstPresent(item.resolvedUrl, givenUrl),
    readUrl,
    itemUrl,
    saveUrl: firstPresent(givenUrl, item.resolvedUrl, enrichment?.url, preview?.url),
    syndicatedUrl: syndicatedSlug === null ? null : `/explore/item/${syndicatedSlug}`,
    permanentUrl,
    isSyndicated,
    isReadable,
    isCollection,
    isUserList,
    isInternalItem: isCollection || isSyndicated || isUserList || readUrl !== null,
    fromPartner: enrichment?.fromPartner === true,
    timeToRead,
    analyticsData: {
      url: firstPresent(preview?.url, input.url, item.givenUrl, item.resolvedUrl, enrichment?.url),
    },
  };
}
