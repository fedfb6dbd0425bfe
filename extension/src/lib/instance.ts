/**
 * The address of the user's Satchel, as typed once in the options page or the panel: a bare host
 * is taken as https (http for localhost and IP addresses, the usual self-hosted test setups).
 */
export type InstanceResult = { ok: true; origin: string } | { ok: false; reason: string };

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|\d{1,3}(?:\.\d{1,3}){3})(:\d+)?(\/|$)/i;

export function normaliseInstance(input: string): InstanceResult {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (trimmed === '')
    return { ok: false, reason: "Type your Satchel's address, e.g. satchel.example.com." };
  if (trimmed.length > 300) return { ok: false, reason: 'This address is too long.' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `${LOCAL_HOST.test(trimmed) ? 'http' : 'https'}://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, reason: 'This is not a web address (e.g. https://satchel.example.com).' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: 'The address must start with https:// or http://.' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'Leave the user name and password out of the address.' };
  }
  // A Satchel served under a path (behind a proxy) keeps it; query and fragment mean nothing here.
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, origin: `${url.origin}${path}` };
}

/** The pattern a permission request names for this instance (Firefox asks the user for it). */
export const originPattern = (instance: string): string => `${new URL(instance).origin}/*`;

/** The instance as people say it: host and path, without the scheme. */
export const instanceLabel = (instance: string): string => instance.replace(/^https?:\/\//, '');
