/**
 * The check a URL field of /admin/corpus makes before sending: an absolute http or https URL
 * (a bare "example.com/feed" gets https://). The server checks again and may still refuse.
 */
export type UrlCheck = { ok: true; url: string } | { ok: false; error: string };

export function checkHttpUrl(raw: string): UrlCheck {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'Enter a URL.' };
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, error: 'That is not a URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, error: 'Only http and https URLs can be added.' };
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.includes(':')) {
    return { ok: false, error: 'That URL has no site name.' };
  }
  return { ok: true, url: url.href };
}
