/**
 * Article extraction, the one entry point the pipeline uses: page HTML + final URL in, Pocket's
 * item fields out (title, authors, dates, site, language, media lists, reading time and the
 * sanitised reader HTML). Pure: no network, no database, no file system.
 */
import { Readability } from '@mozilla/readability';
import { stripControlCharacters } from '../../../common/text-rules.js';
import { mergeAuthors, splitByline, type Author } from './authors.js';
import {
  articleLanguageAndDirection,
  directionAttribute,
  type TextDirection,
} from './direction.js';
import { DEFAULT_DOM, parsePage, type DomKind } from './dom.js';
import {
  collectImages,
  collectVideos,
  videoOfPageUrl,
  type ExtractedImage,
  type ExtractedVideo,
} from './media.js';
import { normalizeLanguage, parseDate, readMetadata } from './metadata.js';
import { prepareArticle } from './prepare.js';
import { sanitizeArticle, type SanitizeNotes } from './sanitize.js';
import { serializeChildren } from './serialize.js';
import { countWords, linkDensity, readingMinutes } from './text.js';
import { effectiveBaseUrl } from './urls.js';

export type { ExtractedImage, ExtractedVideo } from './media.js';
export type { DomKind } from './dom.js';

/** Everything extraction learns about a page (the parser's half of Pocket's `Item`). */
export interface ExtractedArticle {
  title: string | null;
  authors: Author[];
  excerpt: string | null;
  /** Publisher / site name (og:site_name, JSON-LD publisher, application-name…). */
  siteName: string | null;
  /** Absolute URL of a site icon (JSON-LD publisher.logo, og:logo, apple-touch-icon, icon). */
  domainLogo: string | null;
  /** BCP-47-ish language tag, e.g. "en", "fr-FR": declared by the page, or read from its letters. */
  language: string | null;
  /** The article's writing direction (direction.ts); null when neither page nor text tells. */
  direction: TextDirection | null;
  datePublished: Date | null;
  wordCount: number;
  /** Minutes: wordCount / 220 rounded up; 0 when not an article. */
  timeToRead: number;
  /** og:image / twitter:image / JSON-LD image / first content image, absolute. */
  topImageUrl: string | null;
  /** Images kept in the content, in order, imageId from 1. */
  images: ExtractedImage[];
  /** Videos kept in the content (or the page's own video on video pages), videoId from 1. */
  videos: ExtractedVideo[];
  /** Readability found readable content of reasonable length that is not mostly links. */
  isArticle: boolean;
  /** IS_IMAGE is never produced from HTML: the pipeline sets it for image responses. */
  hasImage: 'NO_IMAGES' | 'HAS_IMAGES' | 'IS_IMAGE';
  hasVideo: 'NO_VIDEOS' | 'HAS_VIDEOS' | 'IS_VIDEO';
  /** Sanitised article HTML; null when not an article. */
  contentHtml: string | null;
  /** The page's own sections (article:section, JSON-LD articleSection), at most 20. */
  sections: string[];
  /** The page's own keywords (meta keywords, article:tag, JSON-LD keywords), at most 20. */
  keywords: string[];
}

/** Options of `extractArticle`. */
export interface ExtractOptions {
  /** Maps an absolute image URL to the URL the reader should load (the image cache). Default: identity. */
  rewriteImage?: (absoluteUrl: string) => string;
  /** DOM implementation that parses the page; default linkedom (see docs/DECISIONS.md). */
  dom?: DomKind;
}

/** Below this many characters of text, content is not an article (real pages this short are notes, not articles). */
export const MIN_ARTICLE_CHARS = 200;
/** Above this share of text inside links, content is an index or link list, not an article. */
export const MAX_ARTICLE_LINK_DENSITY = 0.5;

/** Iframes Readability may keep; the sanitiser re-checks them (urls.ts `classifyEmbed`). */
const VIDEO_EMBEDS =
  /\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/|(?:www\.)?dailymotion\.com\/embed\/video\/|geo\.dailymotion\.com\/player)/i;

const identity = (url: string): string => url;

/**
 * Extracts the readable article and its metadata from a page. `finalUrl` is the URL the page was
 * served from after redirects: relative URLs resolve against it (or the page's `<base href>`).
 * Never throws on odd HTML. `contentHtml` holds whatever readable content was found, even a short
 * page's; `isArticle` says whether it is long and text-like enough to count as an article.
 */
export function extractArticle(
  html: string,
  finalUrl: string,
  options: ExtractOptions = {},
): ExtractedArticle {
  const rewriteImage = options.rewriteImage ?? identity;
  // Control characters (a NUL PostgreSQL cannot store) are noise in a page: drop them before
  // anything reads the text (src/common/text-rules.ts).
  const page = parsePage(stripControlCharacters(html), finalUrl, options.dom ?? DEFAULT_DOM);
  try {
    return extractFromDocument(page.document, finalUrl, rewriteImage);
  } finally {
    page.dispose();
  }
}

function extractFromDocument(
  document: Document,
  finalUrl: string,
  rewriteImage: (absoluteUrl: string) => string,
): ExtractedArticle {
  const baseUrl = effectiveBaseUrl(document, finalUrl);
  const metadata = readMetadata(document, baseUrl);

  let parsed: ReturnType<Readability<Element>['parse']>;
  try {
    parsed = new Readability<Element>(document, {
      allowedVideoRegex: VIDEO_EMBEDS,
      // Classes name figure credits; prepare.ts reads them, then drops every class.
      keepClasses: true,
      // The article element itself: it is sanitised and serialised here, in the same DOM.
      serializer: (node) => node as Element,
    }).parse();
  } catch {
    parsed = null;
  }

  const body = parsed?.content ?? null;
  let notes: SanitizeNotes | null = null;
  if (body) {
    prepareArticle(body);
    notes = sanitizeArticle(body, baseUrl, rewriteImage);
  }
  const text = body?.textContent ?? '';
  const wordCount = countWords(text);
  const isArticle =
    !!body &&
    text.replace(/\s+/g, ' ').trim().length >= MIN_ARTICLE_CHARS &&
    linkDensity(body) <= MAX_ARTICLE_LINK_DENSITY;

  const images = isArticle && body && notes ? collectImages(body, notes) : [];
  let videos = isArticle && body ? collectVideos(body) : [];
  const pageVideo = videoOfPageUrl(finalUrl);
  if (pageVideo && !videos.some((video) => video.vid === pageVideo.vid)) {
    videos = [{ videoId: 1, ...pageVideo }, ...videos].map((video, index) => ({
      ...video,
      videoId: index + 1,
    }));
  }

  const { language, direction } = articleLanguageAndDirection({
    declaredLanguage: metadata.language ?? normalizeLanguage(parsed?.lang),
    // Readability's dir is the nearest one on the article's ancestors (up to <html>).
    declaredDirection: directionAttribute(parsed?.dir) ?? metadata.direction,
    text: text.trim() ? text : `${parsed?.title ?? metadata.title ?? ''} ${metadata.excerpt ?? ''}`,
  });
  const split = (byline: string | null | undefined) => splitByline(byline, language);
  const authors = mergeAuthors(
    metadata.jsonLdAuthors,
    metadata.jsonLdAuthors.length ? [] : split(parsed?.byline).map(toAuthor),
    metadata.jsonLdAuthors.length || parsed?.byline
      ? []
      : metadata.metaAuthors.flatMap(split).map(toAuthor),
  );

  return {
    title: clean(parsed?.title) ?? metadata.title,
    authors,
    excerpt: clean(parsed?.excerpt) ?? metadata.excerpt,
    siteName: clean(parsed?.siteName) ?? metadata.siteName,
    domainLogo: metadata.domainLogo,
    language,
    direction,
    datePublished: parseDate(clean(parsed?.publishedTime) ?? metadata.publishedTime),
    wordCount: isArticle ? wordCount : 0,
    timeToRead: isArticle ? readingMinutes(wordCount) : 0,
    topImageUrl: metadata.topImageUrl ?? images[0]?.src ?? null,
    images,
    videos,
    isArticle,
    hasImage: images.length ? 'HAS_IMAGES' : 'NO_IMAGES',
    hasVideo:
      pageVideo || metadata.isVideoPage ? 'IS_VIDEO' : videos.length ? 'HAS_VIDEOS' : 'NO_VIDEOS',
    contentHtml: body ? serializeChildren(body).trim() || null : null,
    sections: metadata.sections,
    keywords: metadata.keywords,
  };
}

function toAuthor(name: string): Author {
  return { name, url: null };
}

function clean(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}
