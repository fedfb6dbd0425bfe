/**
 * The key under which a URL's item is stored, so the same page saved twice is one item.
 * Conservative on purpose: scheme and host lower-cased and default ports dropped (WHATWG URL),
 * the fragment dropped unless it is a client-side route ("#!" or "#/").
 */
export function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.hash.startsWith('#!') && !parsed.hash.startsWith('#/')) parsed.hash = '';
  return parsed.href;
}
