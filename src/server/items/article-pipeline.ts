/**
 * The article pipeline's one pass over a URL: fetch it (SSRF-guarded), then by content type make
 * the item — HTML → readable article (or a video page), image → IS_IMAGE, PDF → titled document,
 * anything else → a link to open. A capture's HTML (parseProvidedHtml) takes the HTML branch
 * without fetching. Pure of storage: returns what items.repo stores.
 */
import type sharpFunction from 'sharp';
import { extractInWorker } from './extract/extractor-pool.js';
import type { FetchedPage, FetchOptions } from './fetch/fetch-page.js';
import type { ParsedItem } from './items.repo.js';
import { pdfTitle } from './pdf-title.js';
import { videoFromUrl } from './video-urls.js';

// sharp is loaded on the first image: it adds tens of MB to a process that may never need it.
// The extractor (linkedom, Readability and the allow-list sanitiser) lives in a worker thread started on the
// first HTML page (extract-in-worker.ts), so parsing never blocks the event loop.
let sharpLoading: Promise<typeof sharpFunction> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

export type FetchPage = (url: string, options?: FetchOptions) => Promise<FetchedPage>;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The last path segment of a URL without its extension, as a fallback title. */
export function titleFromUrl(url: string): string | null {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop();
    if (!segment) return null;
    const title = decodeURIComponent(segment)
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[-_]+/g, ' ')
      .trim();
    return title || null;
  } catch {
    return null;
  }
}

type PageFacts = Pick<FetchedPage, 'finalUrl' | 'status' | 'contentType' | 'charset'>;

function base(page: PageFacts): ParsedItem {
  return {
    resolvedUrl: page.finalUrl,
    responseCode: page.status,
    mimeType: page.contentType,
    encoding: page.charset,
    title: titleFromUrl(page.finalUrl),
    excerpt: null,
    siteName: null,
    domainLogo: null,
    language: null,
    datePublished: null,
    wordCount: 0,
    timeToRead: 0,
    topImageUrl: null,
    isArticle: false,
    hasImage: 'NO_IMAGES',
    hasVideo: 'NO_VIDEOS',
    authors: [],
    images: [],
    videos: [],
    article: null,
  };
}

/**
 * The HTML branch: an HTML page made into a readable article (or a video page), whether fetched
 * or sent by the user's browser (a capture, never trusted: the same worker extraction and
 * allow-list sanitising either way). `page.url` is the URL asked for, `page.finalUrl` the one
 * that answered.
 */
async function fromHtml(
  html: string,
  page: PageFacts & Pick<FetchedPage, 'url'>,
): Promise<ParsedItem> {
  const extracted = await extractInWorker(html, page.finalUrl);
  const parsed: ParsedItem = {
    ...base(page),
    title: extracted.title ?? titleFromUrl(page.finalUrl),
    excerpt: extracted.excerpt,
    siteName: extracted.siteName,
    domainLogo: extracted.domainLogo,
    language: extracted.language,
    direction: extracted.direction,
    datePublished: extracted.datePublished,
    wordCount: extracted.wordCount,
    timeToRead: extracted.timeToRead,
    topImageUrl: extracted.topImageUrl,
    isArticle: extracted.isArticle,
    hasImage: extracted.hasImage,
    hasVideo: extracted.hasVideo,
    authors: extracted.authors,
    images: extracted.images,
    videos: extracted.videos,
    article: extracted.contentHtml,
    sections: extracted.sections,
    keywords: extracted.keywords,
  };
  const video = videoFromUrl(page.finalUrl) ?? videoFromUrl(page.url);
  if (video)
    return { ...parsed, hasVideo: 'IS_VIDEO', videos: [video], isArticle: false, article: null };
  // A page that is mostly one HTML5 video (no readable text) is a video item.
  if (!extracted.isArticle && extracted.videos.length > 0)
    return { ...parsed, hasVideo: 'IS_VIDEO' };
  return parsed;
}

async function fromImage(page: FetchedPage): Promise<ParsedItem> {
  const sharp = await loadSharp();
  const metadata = await sharp(page.body, { limitInputPixels: 40_000_000 })
    .metadata()
    .catch(() => undefined);
  return {
    ...base(page),
    hasImage: 'IS_IMAGE',
    topImageUrl: page.finalUrl,
    images: [
      {
        imageId: 1,
        src: page.finalUrl,
        width: metadata?.width ?? null,
        height: metadata?.height ?? null,
        caption: null,
        credit: null,
      },
    ],
  };
}

/** Fetches `url` and turns it into an item's parsed fields. Throws FetchError when fetching fails. */
export async function parseUrl(
  url: string,
  fetchPage: FetchPage,
  fetchOptions: FetchOptions,
): Promise<ParsedItem> {
  const page = await fetchPage(url, fetchOptions);
  if (HTML_TYPES.has(page.contentType)) {
    return fromHtml(page.text ?? page.body.toString('utf8'), page);
  }
  if (page.contentType.startsWith('image/')) return fromImage(page);
  if (page.contentType === 'application/pdf') {
    return { ...base(page), title: pdfTitle(page.body) ?? titleFromUrl(page.finalUrl) };
  }
  const video = videoFromUrl(page.finalUrl);
  if (video) return { ...base(page), hasVideo: 'IS_VIDEO', videos: [video] };
  return base(page);
}

/**
 * Turns HTML the user's browser sent for `url` (a capture) into an item's parsed fields, exactly
 * as a fetched HTML page of that URL; nothing is fetched. The URL stays the item's URL.
 */
export function parseProvidedHtml(html: string, url: string): Promise<ParsedItem> {
  return fromHtml(html, {
    url,
    finalUrl: url,
    status: 200,
    contentType: 'text/html',
    charset: 'utf-8',
  });
}
