/**
 * Page metadata beyond Readability: OpenGraph/Twitter/Dublin Core `<meta>`, JSON-LD, `lang` and
 * `dir` of <body> and <html>, and icon links, read from the parsed page before Readability
 * mutates it. URLs come back absolute.
 */
import type { Author } from './authors.js';
import { directionAttribute, type TextDirection } from './direction.js';
import { readJsonLd, type JsonLdArticle } from './json-ld.js';
import { subjectTerms } from './subject-terms.js';
import { isHttpUrl, resolveUrl } from './urls.js';

/** Metadata of a page, each field from the most trustworthy source that has it. */
export interface PageMetadata {
  title: string | null;
  excerpt: string | null;
  siteName: string | null;
  domainLogo: string | null;
  language: string | null;
  /** `dir` of <body>, else of <html>, when it names a direction. */
  direction: TextDirection | null;
  publishedTime: string | null;
  jsonLdAuthors: Author[];
  metaAuthors: string[];
  topImageUrl: string | null;
  /** og:type is video.* (a video page rather than an article). */
  isVideoPage: boolean;
  /** article:section and JSON-LD articleSection values (subject-terms.ts). */
  sections: string[];
  /** keywords / news_keywords, article:tag and JSON-LD keywords (subject-terms.ts). */
  keywords: string[];
}

const SECTION_NAMES = ['article:section', 'og:article:section', 'parsely-section', 'section'];
const KEYWORD_NAMES = [
  'news_keywords',
  'keywords',
  'article:tag',
  'og:article:tag',
  'parsely-tags',
];

const clean = (value: string | null | undefined): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

/** Normalises a language tag: "en_US" → "en-US", "EN" → "en"; null when it does not look like one. */
export function normalizeLanguage(value: string | null | undefined): string | null {
  const tag = value
    ?.trim()
    .split(/[\s,;]/)[0]
    ?.replace(/_/g, '-');
  if (!tag || !/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag)) return null;
  const [primary, ...rest] = tag.split('-');
  return [
    primary!.toLowerCase(),
    ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part)),
  ].join('-');
}

/** The largest icon among `<link rel=…icon…>`, preferring apple-touch-icon (usually 180 px). */
function pickIcon(document: Document): string | null {
  let best: { href: string; score: number } | null = null;
  for (const link of document.querySelectorAll('link[rel][href]')) {
    const rel = link.getAttribute('rel')!.toLowerCase();
    if (!/\b(icon|apple-touch-icon(-precomposed)?|logo)\b/.test(rel) || /mask-icon/.test(rel))
      continue;
    const size = Number(/(\d+)x\d+/.exec(link.getAttribute('sizes') ?? '')?.[1] ?? 0);
    const score = (rel.includes('apple-touch-icon') ? 10_000 : 0) + (size || 16);
    if (!best || score > best.score) best = { href: link.getAttribute('href')!, score };
  }
  return best?.href ?? null;
}

/** Reads the page's metadata. `baseUrl` resolves relative URLs (see effectiveBaseUrl). */
export function readMetadata(document: Document, baseUrl: string): PageMetadata {
  const meta = new Map<string, string>();
  // Every value of a name, for tags a page repeats (article:tag, article:section).
  const metaAll = new Map<string, string[]>();
  for (const element of document.querySelectorAll('meta[content]')) {
    const content = element.getAttribute('content');
    for (const attr of ['property', 'name', 'itemprop', 'http-equiv']) {
      const names = element.getAttribute(attr);
      if (!names || !content?.trim()) continue;
      for (const name of names.toLowerCase().split(/\s+/)) {
        if (!meta.has(name)) meta.set(name, content);
        const values = metaAll.get(name);
        if (values) values.push(content);
        else metaAll.set(name, [content]);
      }
    }
  }
  const all = (names: string[]) => names.flatMap((name) => metaAll.get(name) ?? []);
  const first = (...names: string[]) => {
    for (const name of names) {
      const value = clean(meta.get(name));
      if (value) return value;
    }
    return null;
  };
  const absolute = (url: string | null) => {
    const resolved = url ? resolveUrl(url, baseUrl) : null;
    return resolved && isHttpUrl(resolved) ? resolved : null;
  };

  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  );
  const ld: JsonLdArticle | null = blocks.length ? readJsonLd(blocks) : null;

  const metaAuthors = [
    first('author', 'dc.creator', 'dc:creator', 'parsely-author', 'sailthru.author'),
    first('article:author'),
  ].filter((name): name is string => !!name && !isHttpUrl(name));

  return {
    title:
      clean(ld?.headline) ??
      first('og:title', 'twitter:title', 'dc.title', 'parsely-title') ??
      clean(document.querySelector('title')?.textContent),
    excerpt:
      first('og:description', 'description', 'twitter:description', 'dc.description') ??
      clean(ld?.description),
    siteName:
      first('og:site_name') ?? clean(ld?.publisherName) ?? first('application-name', 'publisher'),
    domainLogo: absolute(ld?.publisherLogo ?? first('og:logo') ?? pickIcon(document)),
    language: normalizeLanguage(
      document.body?.getAttribute('lang') ??
        document.documentElement?.getAttribute('lang') ??
        document.documentElement?.getAttribute('xml:lang') ??
        first('content-language', 'og:locale', 'dc.language', 'language'),
    ),
    direction:
      directionAttribute(document.body?.getAttribute('dir')) ??
      directionAttribute(document.documentElement?.getAttribute('dir')),
    publishedTime:
      clean(ld?.datePublished) ??
      first(
        'article:published_time',
        'og:article:published_time',
        'parsely-pub-date',
        'datepublished',
        'date',
        'dc.date',
        'dc.date.issued',
        'dcterms.created',
        'pubdate',
        'publishdate',
        'sailthru.date',
      ) ??
      clean(document.querySelector('time[pubdate][datetime]')?.getAttribute('datetime')),
    jsonLdAuthors: (ld?.authors ?? []).map((author) => ({
      name: author.name,
      url: absolute(author.url),
    })),
    metaAuthors,
    topImageUrl: absolute(
      first(
        'og:image:secure_url',
        'og:image',
        'og:image:url',
        'twitter:image',
        'twitter:image:src',
      ) ??
        ld?.image ??
        null,
    ),
    isVideoPage: /^video(\.|$)/.test(first('og:type') ?? ''),
    sections: subjectTerms([...all(SECTION_NAMES), ...(ld?.sections ?? [])], false),
    keywords: subjectTerms([...all(KEYWORD_NAMES), ...(ld?.keywords ?? [])], true),
  };
}

/** A publication date string as a Date, or null when missing or unparseable (or absurd). */
export function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  const date = /^\d{10}$/.test(trimmed) ? new Date(Number(trimmed) * 1000) : new Date(trimmed);
  const time = date.getTime();
  if (Number.isNaN(time) || time < Date.UTC(1900, 0, 1) || time > Date.now() + 86_400_000 * 2)
    return null;
  return date;
}
