/**
 * Whether a feed URL is safe to treat as public (SUBSCRIBED_FEED, docs/CORPUS.md "Privacy"): a
 * URL with credentials in it (user:password@, a token or key in the query) is a user's private
 * feed, and its entries never enter the corpus however many people follow it.
 */
const SECRET_PARAM =
  /(^|[_-])(token|key|secret|auth|password|passwd|pass|pwd|session|sid|signature|sig|hash|credential|credentials|apikey|access|private)([_-]|$)/i;

/** Query parameter names that say "this URL is someone's own". */
const isSecretParam = (name: string) =>
  SECRET_PARAM.test(name) || /(token|apikey|secret|password|authkey)/i.test(name);

export function urlCarriesCredentials(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  if (parsed.username || parsed.password) return true;
  for (const name of parsed.searchParams.keys()) if (isSecretParam(name)) return true;
  return false;
}
