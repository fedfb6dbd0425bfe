/**
 * URL rules of extraction: the page's effective base (`<base href>` over the final URL), resolving
 * relative references, which schemes survive sanitising, choosing one image from a `srcset`, and
 * the iframe allowlist (YouTube, Vimeo, Dailymotion embeds, always https).
 */

/** The base URL relative references resolve against: `<base href>` (itself relative to the page) or the page URL. */
export function effectiveBaseUrl(document: Document, finalUrl: string): string {
  const href = document.querySelector('base[href]')?.getAttribute('href')?.trim();
  if (href) {
    const resolved = resolveUrl(href, finalUrl);
    if (resolved && /^https?:/i.test(resolved)) return resolved;
  }
  return finalUrl;
}

/** `reference` made absolute against `base`, or null when it is not a parseable URL. */
export function resolveUrl(reference: string, base: string): string | null {
  try {
    return new URL(reference.trim(), base).href;
  } catch {
    return null;
  }
}

/** True for absolute http(s) URLs. */
export const isHttpUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/** Inline raster images (`data:image/png;base64,…`): the only `data:` URLs we keep, and only on `<img>`. SVG is excluded. */
export const isSafeDataImage = (url: string): boolean =>
  /^data:image\/(png|jpe?g|gif|webp|avif|bmp);/i.test(url);

/** Link targets a reader may follow: http(s) and mailto. */
export const isSafeLink = (url: string): boolean => /^(https?:\/\/|mailto:)/i.test(url);

/** Placeholder sources that lazy-loading scripts replace (1×1 gifs, "blank", "spacer"…). */
export function isPlaceholderSrc(src: string | null): boolean {
  if (!src?.trim()) return true;
  if (/^data:/i.test(src)) return src.length < 200 || /^data:image\/svg/i.test(src);
  return /(^|[/_.-])(blank|spacer|placeholder|pixel|transparent|grey|gray|lazy)[^/]*\.(gif|png|svg)(\?|$)/i.test(
    src,
  );
}

/**
 * The best candidate of a `srcset`: the widest `w` descriptor, else the highest `x` density, else
 * the first. Returns null for an empty set.
 */
export function pickFromSrcset(srcset: string): string | null {
  let best: string | null = null;
  let bestScore = -1;
  // The HTML "parse a srcset attribute" steps, simplified: a URL is a run of non-whitespace (it
  // may contain commas, as CDN URLs often do) with trailing commas stripped; descriptors run to
  // the next comma.
  const pattern = /[\s,]*(\S+)([^,]*)/g;
  for (let match = pattern.exec(srcset); match; match = pattern.exec(srcset)) {
    let url = match[1]!;
    let descriptor = match[2]!.trim();
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
      descriptor = '';
      pattern.lastIndex = match.index + match[0].length - match[2]!.length;
    }
    if (!url) continue;
    const parsed = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
    const score = parsed ? Number(parsed[1]) * (parsed[2] === 'x' ? 1000 : 1) : 0;
    if (score > bestScore) {
      best = url;
      bestScore = score;
    }
  }
  return best;
}

/** Kinds of embeds the iframe allowlist admits, with the provider's video id. */
export interface EmbedInfo {
  provider: 'YOUTUBE' | 'VIMEO' | 'DAILYMOTION';
  /** The https embed URL to keep in the content. */
  src: string;
  vid: string | null;
}

/**
 * Classifies an iframe `src` (already absolute): YouTube (`youtube.com/embed`, `youtube-nocookie.com/embed`),
 * Vimeo (`player.vimeo.com/video`) and Dailymotion (`dailymotion.com/embed/video`, `geo.dailymotion.com/player`)
 * embeds, rewritten to https. Anything else is null and the iframe is dropped.
 */
export function classifyEmbed(src: string): EmbedInfo | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.protocol = 'https:';
  url.port = '';
  url.username = '';
  url.password = '';
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (/^(www\.|m\.)?youtube(-nocookie)?\.com$/.test(host) && path.startsWith('/embed/')) {
    const id = /^\/embed\/([\w-]{6,})/.exec(path)?.[1] ?? null;
    return { provider: 'YOUTUBE', src: url.href, vid: id };
  }
  if (host === 'player.vimeo.com' && path.startsWith('/video/')) {
    return { provider: 'VIMEO', src: url.href, vid: /^\/video\/(\d+)/.exec(path)?.[1] ?? null };
  }
  if (/^(www\.)?dailymotion\.com$/.test(host) && path.startsWith('/embed/video/')) {
    return {
      provider: 'DAILYMOTION',
      src: url.href,
      vid: /^\/embed\/video\/([a-z0-9]+)/i.exec(path)?.[1] ?? null,
    };
  }
  if (host === 'geo.dailymotion.com' && path.startsWith('/player')) {
    return { provider: 'DAILYMOTION', src: url.href, vid: url.searchParams.get('video') };
  }
  return null;
}
