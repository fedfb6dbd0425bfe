/**
 * Author names: splits a byline ("By A and B", "A, B & C") into separate authors and merges
 * authors from several sources (JSON-LD with profile URLs first, then the byline) without duplicates.
 */

/** One author of an article; `url` is a profile page when the page names one. */
export interface Author {
  name: string;
  url: string | null;
}

const MAX_NAME_LENGTH = 100;

/** Collapses whitespace and strips "By", "Posted by", "Written by" prefixes and stray punctuation. */
export function cleanAuthorName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:posted|written|words|story|text|report(?:ed|ing)?)\s+)?by[:\s]\s*/i, '')
    .replace(/^[\s|,;:–—-]+|[\s|,;:–—-]+$/g, '')
    .trim();
}

/** Splits a byline into names: "By A and B", "A, B & C", "A; B". Empty and over-long parts are dropped. */
export function splitByline(byline: string | null | undefined): string[] {
  if (!byline) return [];
  const cleaned = cleanAuthorName(byline);
  if (!cleaned) return [];
  const parts = cleaned
    .split(/\s*(?:,|;|&|\||\s(?:and|und|et)\s)\s*/i)
    .map(cleanAuthorName)
    .filter((part) => part.length > 0 && part.length <= MAX_NAME_LENGTH)
    // "Jr." / "PhD" after a comma belong to the previous name.
    .reduce<string[]>((names, part) => {
      if (/^(jr|sr|ii|iii|iv|phd|md)\.?$/i.test(part) && names.length > 0) {
        names[names.length - 1] += `, ${part}`;
      } else {
        names.push(part);
      }
      return names;
    }, []);
  return parts;
}

const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Authors from every source, in order, merged by name; a later source may fill in a missing URL. */
export function mergeAuthors(...sources: Author[][]): Author[] {
  const merged: Author[] = [];
  const byKey = new Map<string, Author>();
  for (const source of sources) {
    for (const author of source) {
      const name = cleanAuthorName(author.name);
      const id = key(name);
      if (!id || name.length > MAX_NAME_LENGTH) continue;
      const existing = byKey.get(id);
      if (existing) {
        existing.url ??= author.url;
        continue;
      }
      const entry = { name, url: author.url };
      byKey.set(id, entry);
      merged.push(entry);
    }
  }
  return merged;
}
