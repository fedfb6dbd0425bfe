/**
 * JSON-LD reading: finds the page's Article-like object (Article, NewsArticle, BlogPosting, …,
 * also inside `@graph`) and pulls headline, authors with URLs, dates, publisher name and logo,
 * image, sections and keywords.
 */
import type { Author } from './authors.js';

/** What a page's JSON-LD says about the article; every field may be missing. */
export interface JsonLdArticle {
  headline: string | null;
  description: string | null;
  authors: Author[];
  datePublished: string | null;
  publisherName: string | null;
  publisherLogo: string | null;
  image: string | null;
  /** articleSection values, as given. */
  sections: string[];
  /** keywords values, as given (a string may hold several, comma-separated). */
  keywords: string[];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ARTICLE_TYPE =
  /^(?:\w+:)?(Article|NewsArticle|BlogPosting|Blog|Report|ScholarlyArticle|TechArticle|SocialMediaPosting|LiveBlogPosting|OpinionNewsArticle|AnalysisNewsArticle|ReportageNewsArticle|ReviewNewsArticle|BackgroundNewsArticle|Review|WebPage|Recipe|VideoObject)$/;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: Json | undefined): Json[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function text(value: Json | undefined): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim()) return item.replace(/\s+/g, ' ').trim();
    if (isObject(item)) {
      const nested = text(item['@value'] ?? item.name);
      if (nested) return nested;
    }
  }
  return null;
}

function urlOf(value: Json | undefined): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (isObject(item)) {
      const nested = urlOf(item.url ?? item.contentUrl ?? item['@id']);
      if (nested) return nested;
    }
  }
  return null;
}

function typesOf(node: JsonObject): string[] {
  return asArray(node['@type']).filter((type): type is string => typeof type === 'string');
}

/** Every string in a value (strings, arrays of strings, `{"@value": …}` / `{name: …}` objects). */
function texts(value: Json | undefined): string[] {
  return asArray(value).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (isObject(item)) return texts(item['@value'] ?? item.name);
    return [];
  });
}

/** Every object in the JSON-LD blocks, flattening arrays and `@graph`. */
function* objects(value: Json): Generator<JsonObject> {
  for (const item of asArray(value)) {
    if (!isObject(item)) continue;
    yield item;
    if (item['@graph'] !== undefined) yield* objects(item['@graph']);
  }
}

function authorsOf(value: Json | undefined): Author[] {
  const authors: Author[] = [];
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim()) authors.push({ name: item, url: null });
    else if (isObject(item)) {
      const name = text(item.name);
      if (name) authors.push({ name, url: urlOf(item.url ?? item.sameAs) });
    }
  }
  return authors;
}

/** The Article-like object of the page's JSON-LD blocks (`<script type="application/ld+json">` texts), if any. */
export function readJsonLd(blocks: string[]): JsonLdArticle | null {
  const all: JsonObject[] = [];
  for (const block of blocks) {
    try {
      // Some sites wrap the JSON in CDATA markers or HTML comments.
      const json = block.replace(/^\s*(?:<!\[CDATA\[|<!--)|(?:\]\]>|-->)\s*$/g, '');
      all.push(...objects(JSON.parse(json) as Json));
    } catch {
      // Invalid JSON-LD is common on the web; ignore that block.
    }
  }
  const ranked = all
    .map((node) => ({ node, types: typesOf(node) }))
    .filter(({ types }) => types.some((type) => ARTICLE_TYPE.test(type)))
    // Prefer real articles over WebPage wrappers.
    .sort((a, b) => Number(a.types.includes('WebPage')) - Number(b.types.includes('WebPage')));
  const article = ranked[0]?.node;
  if (!article) return null;
  let publisher = asArray(article.publisher).find(isObject);
  const publisherId = publisher?.['@id'];
  if (publisher && typeof publisherId === 'string' && !publisher.name) {
    publisher = all.find((node) => node['@id'] === publisherId) ?? publisher;
  }
  const authors = authorsOf(article.author ?? article.creator);
  // Authors given only as references into @graph.
  for (const ref of asArray(article.author).filter(isObject)) {
    const id = ref['@id'];
    if (typeof id === 'string' && !ref.name) {
      const node = all.find((candidate) => candidate['@id'] === id);
      if (node) authors.push(...authorsOf(node));
    }
  }
  return {
    headline: text(article.headline ?? article.name),
    description: text(article.description),
    authors,
    datePublished: text(article.datePublished ?? article.dateCreated ?? article.uploadDate),
    publisherName: publisher ? text(publisher.name) : null,
    publisherLogo: publisher ? urlOf(publisher.logo) : null,
    image: urlOf(article.image ?? article.thumbnailUrl),
    sections: texts(article.articleSection),
    keywords: texts(article.keywords),
  };
}
