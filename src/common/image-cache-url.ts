/**
 * Image cache URLs (docs/PRODUCT.md §3 thumbnails, §9 widths). Pocket sent every card image through
 * pocket-image-cache.com (`{W}x{H}/filters:format(jpg):extract_focal()/{encoded url}`);
 * Satchel serves its own cache on the same origin, and this module is the one place that
 * spells its URLs. The server endpoint implements exactly this contract.
 *
 * ## Contract: `GET /image-cache?url=…&w=…[&h=…]&fmt=…[&focal=1]`
 *
 * Relative to Satchel's origin (PUBLIC_URL). Parameters, always written in this order:
 *
 * | name    | required | value                                                                  |
 * |---------|----------|------------------------------------------------------------------------|
 * | `url`   | yes      | absolute http/https source, WHATWG-serialised (`new URL(src).href`,     |
 * |         |          | at most 2083 characters), then percent-encoded (`encodeURIComponent`)   |
 * | `w`     | yes      | output width in px, integer 16–2048                                     |
 * | `h`     | no       | output height in px, integer 16–2048; absent = keep the aspect ratio    |
 * | `fmt`   | yes      | `jpg`, `webp` or `png`                                                  |
 * | `focal` | no       | `1` = with `h`, crop to w×h around the image's focal point; without `h` |
 * |         |          | nothing is cropped and the flag has no effect                           |
 * | `sig`   | no       | server-made signature of the parameters above (last, 22 base64url       |
 * |         |          | characters); this module never writes it                                |
 *
 * A variant already rendered is served to anyone. Rendering a new one needs a signed-in caller
 * (the web client's session cookie, an app's Bearer token) or a valid `sig`, else 403. Only the
 * server signs (src/server/images/image-url-signature.ts), for pages logged-out visitors see
 * (/share, /sharedlists); the web client never signs, its session is enough.
 *
 * Widths and heights outside 16–2048 are clamped and fractions rounded here, so every URL
 * this module builds is one the server accepts.
 */

export type ImageFormat = 'jpg' | 'webp' | 'png';

export interface ImageCacheOptions {
  width: number;
  height?: number;
  format: ImageFormat;
  focal?: boolean;
}

/** Path of the image cache endpoint on Satchel's origin. */
export const IMAGE_CACHE_PATH = '/image-cache';

/** Longest source URL (after serialisation) the endpoint accepts: Pocket's URL limit. */
export const MAX_IMAGE_SOURCE_LENGTH = 2083;

/** Smallest and largest width or height the endpoint accepts. */
export const MIN_IMAGE_DIMENSION = 16;
export const MAX_IMAGE_DIMENSION = 2048;

/** Card thumbnails: width 600, jpg, focal point (docs/PRODUCT.md §3, §9). */
export const THUMBNAIL = {
  width: 600,
  format: 'jpg',
  focal: true,
} as const satisfies ImageCacheOptions;

/** Recommendation cards (Home, Discover, topic pages, corpus search, related stories). */
export const RECOMMENDATION_CARD = {
  width: 600,
  height: 400,
  format: 'webp',
  focal: true,
} as const satisfies ImageCacheOptions;

/** Search-result preview images: width 640, WebP (docs/PRODUCT.md §3 "Search result", §9). */
export const PREVIEW = { width: 640, format: 'webp' } as const satisfies ImageCacheOptions;

const clampDimension = (value: number): number =>
  Math.min(MAX_IMAGE_DIMENSION, Math.max(MIN_IMAGE_DIMENSION, Math.round(value)));

/**
 * The image-cache URL for an image, or null when it cannot be shown through the cache:
 * empty, unparseable, longer than MAX_IMAGE_SOURCE_LENGTH once serialised, data:,
 * javascript: and every other non-http(s) source.
 *
 * A protocol-relative source (`//cdn.example.com/a.jpg`, common in scraped pages) is taken
 * as https. A source that is already an image-cache URL (`/image-cache?url=…`) is rebuilt
 * around its original image with the new options, never wrapped twice.
 */
export function imageCacheUrl(
  src: string | null | undefined,
  options: ImageCacheOptions,
): string | null {
  const source = originalSource(src?.trim() ?? '');
  if (source === null) return null;

  let href: string;
  try {
    const parsed = new URL(source.startsWith('//') ? `https:${source}` : source);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    href = parsed.href;
    if (href.length > MAX_IMAGE_SOURCE_LENGTH) return null;
  } catch {
    return null;
  }

  const width = Number.isFinite(options.width)
    ? clampDimension(options.width)
    : MIN_IMAGE_DIMENSION;
  let url = `${IMAGE_CACHE_PATH}?url=${encodeURIComponent(href)}&w=${width}`;
  if (options.height !== undefined && Number.isFinite(options.height)) {
    url += `&h=${clampDimension(options.height)}`;
  }
  url += `&fmt=${options.format}`;
  if (options.focal === true) url += '&focal=1';
  return url;
}

/** Unwraps `/image-cache?url=…` to its source; other values pass through; null when empty. */
function originalSource(src: string): string | null {
  if (src === '') return null;
  if (!src.startsWith(`${IMAGE_CACHE_PATH}?`)) return src;
  const inner = new URLSearchParams(src.slice(IMAGE_CACHE_PATH.length + 1)).get('url');
  return inner === null || inner.trim() === '' ? null : inner.trim();
}
