/** Display helpers for saved items. */

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The host without a leading `www.`. */
export function displayDomain(url: string): string {
  const parsed = parseUrl(url);
  return parsed ? parsed.hostname.replace(/^www\./, '') : url;
}

/** Title, or (before the article is parsed) the host plus the last path segment. */
export function displayTitle(title: string | null | undefined, url: string): string {
  if (title?.trim()) return title.trim();
  const parsed = parseUrl(url);
  if (!parsed) return url;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  let readable = '';
  if (last) {
    try {
      readable = decodeURIComponent(last);
    } catch {
      readable = last;
    }
  }
  const host = parsed.hostname.replace(/^www\./, '');
  return readable ? `${host} › ${readable}` : host;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", … for a unix time in seconds. */
export function relativeTime(unixSeconds: number, now: number = Date.now()): string {
  const diff = Math.round(unixSeconds - now / 1000);
  const abs = Math.abs(diff);
  if (abs < 45) return 'just now';
  for (const [unit, seconds] of UNITS) {
    if (abs >= seconds) return relative.format(Math.round(diff / seconds), unit);
  }
  return relative.format(Math.round(diff / 60), 'minute');
}

/** A full date for tooltips and <time dateTime>. */
export function isoTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}
