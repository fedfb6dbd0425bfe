/**
 * One page shown once (docs/RECOMMENDATIONS.md "One page, once"): the corpus can hold the same
 * article under two addresses (a feed's link with tracking parameters and the plain one, http and
 * https, a syndicated copy), and a slate or the related stories must not show it twice, nor show
 * an article as related to itself. Two items are the same page when their canonical URLs match,
 * else when their content fingerprints (title and excerpt) match.
 */

/** What the keys are made from: the address shown, the title and excerpt, the site. */
export interface PageFacts {
  url: string;
  title: string | null;
  excerpt: string | null;
  site: string;
}

/** Query parameters that only say where a link was shared or clicked, never which page it is. */
const TRACKING_PARAM =
  /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|ref|ref_src|source|cmpid|ncid|sr_share)$/i;

/**
 * The address with what does not name the page dropped: scheme, "www.", a default port,
 * the fragment, tracking parameters, the parameters' order and a trailing slash. Not a URL any
 * more: a key. Null for something that is not an absolute URL.
 */
export function canonicalPageKey(url: string): string | null {
  // A regular expression, not `new URL`: Home keys about a thousand candidates a request.
  const match = ABSOLUTE_URL.exec(url);
  if (!match) return null;
  const [, hostPart = '', path = '', search = '', hash = ''] = match;
  const host = hostPart
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/:(80|443)$/, '');
  let query = '';
  if (search.length > 1) {
    const params = search
      .slice(1)
      .split('&')
      .filter((pair) => pair !== '' && !TRACKING_PARAM.test(pair.split('=', 1)[0]!))
      .sort();
    if (params.length > 0) query = `?${params.join('&')}`;
  }
  const route = hash.startsWith('#!') || hash.startsWith('#/') ? hash : '';
  return `${host}${path.replace(/\/+$/, '') || '/'}${query}${route}`;
}

/** scheme://[user@]host[:port] path ?query #fragment */
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]+)([^?#]*)(\?[^#]*)?(#.*)?$/i;

/** Letters and digits only, lower-cased (NFKC), single spaces: punctuation and case do not count. */
const plain = (text: string) =>
  // eslint-disable-next-line no-control-regex
  /^[\x00-\x7f]*$/.test(text)
    ? text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    : text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();

/** A title this short ("News", "Update 3") says too little to call two pages one. */
const MIN_FINGERPRINT_TITLE = 12;

/**
 * The content fingerprint: the plain title with the start of the plain excerpt, or, without an
 * excerpt, with the site (two sites' untitled copies are not taken for one page). Null when the
 * title is missing, is the address itself, or is too short to tell.
 */
export function contentFingerprint(page: PageFacts): string | null {
  const title = page.title ? plain(page.title) : '';
  if (title.length < MIN_FINGERPRINT_TITLE || page.title === page.url) return null;
  const excerpt = page.excerpt ? plain(page.excerpt.slice(0, 200)).slice(0, 160) : '';
  return excerpt ? `${title}|${excerpt}` : `${title}|@${page.site.toLowerCase()}`;
}

/** The keys that make two items one page: its canonical URL and its fingerprint (when it has them). */
export function pageKeys(page: PageFacts): string[] {
  const keys: string[] = [];
  const url = canonicalPageKey(page.url);
  if (url) keys.push(`url:${url}`);
  const fingerprint = contentFingerprint(page);
  if (fingerprint) keys.push(`text:${fingerprint}`);
  return keys;
}

/** The pages seen so far; `add` answers false for one already seen (by any of its keys). */
export class SeenPages {
  private readonly keys = new Set<string>();

  constructor(pages: readonly { pageKeys: readonly string[] }[] = []) {
    for (const page of pages) this.add(page);
  }

  has(page: { pageKeys: readonly string[] }): boolean {
    return page.pageKeys.some((key) => this.keys.has(key));
  }

  add(page: { pageKeys: readonly string[] }): boolean {
    if (this.has(page)) return false;
    for (const key of page.pageKeys) this.keys.add(key);
    return true;
  }
}
