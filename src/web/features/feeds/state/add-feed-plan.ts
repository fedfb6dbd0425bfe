/**
 * What "Add a feed" does with the feeds found at an address (docs/PRODUCT.md §10.10): one feed
 * is subscribed at once; several are offered to choose from; none means the address itself is
 * sent to subscribe, so the user reads the server's own reason ("That address is not a feed and
 * links to none.").
 */
import { validateSaveUrl } from '../../../../common/url-rules.js';

export interface FoundFeed {
  url: string;
  title: string | null;
  format: string;
}

export type AddFeedPlan =
  { kind: 'subscribe'; url: string } | { kind: 'choose'; feeds: FoundFeed[] };

export function planForDiscovered(address: string, found: readonly FoundFeed[]): AddFeedPlan {
  const seen = new Set<string>();
  const feeds = found.filter((feed) => {
    if (seen.has(feed.url)) return false;
    seen.add(feed.url);
    return true;
  });
  if (feeds.length === 0) return { kind: 'subscribe', url: address };
  if (feeds.length === 1) return { kind: 'subscribe', url: feeds[0]!.url };
  return { kind: 'choose', feeds };
}

const FORMATS: Record<string, string> = {
  rss: 'RSS',
  rss2: 'RSS 2.0',
  'rss2.0': 'RSS 2.0',
  rdf: 'RSS 1.0',
  rss1: 'RSS 1.0',
  atom: 'Atom',
  json: 'JSON Feed',
  jsonfeed: 'JSON Feed',
};

/** A feed format as people name it: `atom` → Atom, `json` → JSON Feed. */
export function formatLabel(format: string): string {
  const key = format
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  return FORMATS[key] ?? format.toUpperCase();
}

/** The address to look at (https:// added when missing), or the rule it breaks. */
export function feedAddress(
  input: string,
): { ok: true; url: string } | { ok: false; reason: string } {
  const result = validateSaveUrl(input);
  if (result.ok) return { ok: true, url: result.url };
  if (result.rule === 'EMPTY')
    return { ok: false, reason: 'Enter the address of a feed or a site.' };
  return { ok: false, reason: result.reason.replace('can be saved', 'can be followed') };
}
