/**
 * Outgoing links (docs/PRODUCT.md §9): links that leave Satchel for a publisher's site lose the
 * utm_medium, utm_campaign, utm_term and utm_content parameters and carry a utm_source naming
 * the context the click came from. Craigslist is left alone entirely (its listings break
 * with extra parameters), as Pocket did.
 *
 * Everything here works on the raw URL text, so parameters we do not touch keep their exact
 * spelling and encoding, and the fragment is kept. Invalid or non-http(s) URLs come back
 * unchanged; nothing here throws.
 */

/**
 * utm_source values, one per context (docs/PRODUCT.md §9: saves, shared and reader).
 * Pocket used pocket_saves, pocket_shared and pocket_reader; Satchel names itself instead.
 * Change the values here and nowhere else.
 */
export const SOURCE = {
  saves: 'satchel_saves',
  shared: 'satchel_shared',
  reader: 'satchel_reader',
} as const;

export type SourceContext = keyof typeof SOURCE;

/** Query parameters removed from outgoing URLs; names compare case-insensitively. */
export const TRACKING_PARAMS: readonly string[] = [
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

/**
 * The one classifieds site whose URLs are never rewritten: craigslist.org and every
 * subdomain (sfbay.craigslist.org). Pocket's check also covered craigslist.com, kept here.
 */
export function isLeftAlone(url: string): boolean {
  const host = parseHttpUrl(url)?.hostname.toLowerCase().replace(/\.$/, '');
  if (host === undefined) return false;
  return /(?:^|\.)craigslist\.(?:org|com)$/.test(host);
}

/** Removes utm_medium, utm_campaign, utm_term and utm_content; other parameters are kept as written. */
export function stripTrackingParams(url: string): string {
  if (parseHttpUrl(url) === null || isLeftAlone(url)) return url;
  return rewriteQuery(url, (pairs) =>
    pairs.filter((pair) => !TRACKING_PARAMS.includes(nameOf(pair))),
  );
}

/**
 * Sets utm_source: an existing utm_source (any case) is replaced where it stands and any
 * duplicates are dropped; otherwise it is appended. Craigslist URLs are returned unchanged.
 */
export function withSource(url: string, source: string): string {
  if (parseHttpUrl(url) === null || isLeftAlone(url)) return url;
  const value = `utm_source=${encodeURIComponent(source)}`;
  return rewriteQuery(url, (pairs) => {
    const at = pairs.findIndex((pair) => nameOf(pair) === 'utm_source');
    if (at === -1) return [...pairs, value];
    return pairs.flatMap((pair, i) => {
      if (i === at) return [value];
      return nameOf(pair) === 'utm_source' ? [] : [pair];
    });
  });
}

/** The URL to put on an outgoing link: tracking stripped, then utm_source set for the context. */
export function outgoingUrl(url: string, context: SourceContext): string {
  return withSource(stripTrackingParams(url), SOURCE[context]);
}

function parseHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The decoded, lower-cased name of one `name=value` query segment. */
function nameOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** Splits url into base, query segments and fragment, lets edit change the segments, joins again. */
function rewriteQuery(url: string, edit: (pairs: string[]) => string[]): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const pairs = edit(query === '' ? [] : query.split('&'));
  return pairs.length === 0 ? `${base}${fragment}` : `${base}?${pairs.join('&')}${fragment}`;
}
