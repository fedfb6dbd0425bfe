/**
 * The images an offline article needs (docs/OFFLINE.md): the `<img src>` of its HTML and its
 * card thumbnail, all image-cache URLs on Satchel's own origin (the server rewrites article
 * images to /image-cache when it parses a page). Other origins are left out: the browser could
 * not store them readably, and the reader drops an image that does not load. Pure: the HTML is
 * read with a pattern (the server's sanitiser writes quoted attributes), so it runs in Node tests.
 */
import { IMAGE_CACHE_PATH } from '../../../../common/image-cache-url';

/** Most images kept per article: a gallery page should not fill the device. */
export const MAX_IMAGES_PER_ARTICLE = 40;

const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the character references an attribute value may hold (`&amp;` between parameters). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** The absolute URL of an image-cache URL on `origin`, or null for anything else. */
export function sameOriginImageCacheUrl(
  src: string | null | undefined,
  origin: string,
): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.trim(), `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname !== IMAGE_CACHE_PATH) return null;
  return url.href;
}

/** The image-cache URLs of an article's `<img>` elements, in order, each once. */
export function articleImageUrls(html: string | null | undefined, origin: string): string[] {
  if (!html) return [];
  const urls: string[] = [];
  for (const match of html.matchAll(IMG_SRC)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    const url = sameOriginImageCacheUrl(decodeAttribute(raw), origin);
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/**
 * Every image an article needs offline: its extra images (thumbnail, the large image of an image
 * item) first, then the article's, each once, at most MAX_IMAGES_PER_ARTICLE.
 */
export function offlineImageUrls(
  html: string | null | undefined,
  extra: ReadonlyArray<string | null | undefined>,
  origin: string,
): string[] {
  const urls: string[] = [];
  for (const src of extra) {
    const url = sameOriginImageCacheUrl(src, origin);
    if (url && !urls.includes(url)) urls.push(url);
  }
  for (const url of articleImageUrls(html, origin)) {
    if (!urls.includes(url)) urls.push(url);
  }
  return urls.slice(0, MAX_IMAGES_PER_ARTICLE);
}
