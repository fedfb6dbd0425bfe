/**
 * Reader header formatting. Item.datePublished is `yyyy-MM-dd HH:mm:ss` in UTC
 * (docs/POCKET-COMPATIBILITY.md §2.4); an ISO string is accepted too.
 */
export function parsePublished(value: string | null | undefined): Date | null {
  const raw = value?.trim();
  if (!raw) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(raw) ? `${raw.replace(' ', 'T')}Z` : raw;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 3, 2020" (UTC, so a date-only value never shifts a day). */
export function formatPublished(date: Date, locale?: string): string {
  return date.toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * "Ada Lovelace", "Ada Lovelace and Alan Turing", "A, B and C"; in the article's language when it
 * is not English ("A, B et C"), so names split on "et" are not joined with an English "and".
 */
export function formatByline(names: readonly string[], language?: string | null): string {
  if (names.length <= 1) return names[0] ?? '';
  if (language && !/^en(-|$)/i.test(language)) {
    try {
      return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
    } catch {
      // Not a tag Intl knows: English below.
    }
  }
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
