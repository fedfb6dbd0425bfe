/**
 * Relative dates as Pocket's reader showed them in its highlights sidebar
 * (docs/POCKET-COMPATIBILITY.md §4.3): "just now", "today", "1 day ago", "5 days ago", "1 month
 * ago", "2 years ago". Days are calendar days in local time. Also used by the connected apps page.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** `unixSeconds` relative to `now` (a Date, for tests). */
export function relativeDate(unixSeconds: number, now: Date = new Date()): string {
  const then = new Date(unixSeconds * 1000);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  const startOf = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(then)) / DAY_MS);
  if (days <= 0) return 'today';
  if (days < 30) return plural(days, 'day');
  const months =
    (now.getFullYear() - then.getFullYear()) * 12 +
    (now.getMonth() - then.getMonth()) -
    (now.getDate() < then.getDate() ? 1 : 0);
  if (months < 12) return plural(Math.max(1, months), 'month');
  return plural(Math.floor(months / 12), 'year');
}
