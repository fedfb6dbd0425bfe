/**
 * Which addresses from readers' data may become public through the corpus (docs/CORPUS.md
 * "Privacy"). Whether a URL carries a credential is decided by one rule for the whole code base,
 * src/common/credential-urls.ts (docs/DECISIONS.md "Credentials in URLs"); this file only says
 * how the corpus applies it.
 */
import { hasCredential } from '../../../common/credential-urls.js';

/**
 * A feed URL with a credential in it (user:password@, a token or key in the query) is a user's
 * private feed: its entries never enter the corpus however many people follow it. A URL that
 * cannot be read is taken for a private one.
 */
export function urlCarriesCredentials(url: string): boolean {
  return !URL.canParse(url) || hasCredential(url);
}

/**
 * A link from readers' data (saves, public lists, followed feeds' entries) that the corpus never
 * proposes: one with a credential, or whose page is named by its fragment (a client-side route,
 * "#/…" or "#!…", that cannot be dropped without naming another page). Any other fragment is
 * left out of what the corpus shows (migration 0039 corpus_url), never the reason to refuse.
 */
export function isPrivateLink(url: string): boolean {
  if (urlCarriesCredentials(url)) return true;
  const hash = new URL(url).hash;
  return hash.startsWith('#!') || hash.startsWith('#/');
}
