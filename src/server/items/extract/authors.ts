/**
 * Author names: splits a byline ("By A and B", "A, B & C", "A et B" in French) into separate authors and merges
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

/**
 * The word for "and" between two authors, per language (primary subtag). A byline is split on its
 * own language's word only: "et" in a French byline, never in an English one, and "and" only in
 * English (or when the language is unknown), so no name is cut at a word of another language.
 */
const CONJUNCTIONS: Record<string, string> = {
  en: 'and',
  fr: 'et',
  de: 'und',
  nl: 'en',
  es: 'y',
  it: 'e',
  pt: 'e',
  ca: 'i',
  sv: 'och',
  da: 'og',
  nb: 'og',
  no: 'og',
};

/**
 * One-letter words ("y", "e", "i") also join the parts of one name ("Santiago Ramón y Cajal"):
 * split there only when both sides look like full names (two words or more).
 */
function splitOnWord(text: string, word: string): string[] {
  const parts = text.split(new RegExp(`\\s${word}\\s`, 'i'));
  if (word.length > 1 || parts.length < 2) return parts;
  const names = (part: string) => part.trim().split(/\s+/).length >= 2;
  return parts.every(names) ? parts : [text];
}

/**
 * Splits a byline into names: "By A and B", "A, B & C", "A; B", with the conjunction of the
 * byline's language (`language` is the article's: "fr", "de-AT"; null is read as English).
 * Empty and over-long parts are dropped.
 */
export function splitByline(
  byline: string | null | undefined,
  language: string | null = null,
): string[] {
  if (!byline) return [];
  const cleaned = cleanAuthorName(byline);
  if (!cleaned) return [];
  const primary = (language ?? 'en').split('-')[0]!.toLowerCase();
  const word = CONJUNCTIONS[primary];
  const parts = cleaned
    // Latin and Arabic commas and semicolons (، ؛), the Chinese/Japanese comma (、).
    .split(/\s*(?:,|،|、|;|؛|&|\|)\s*/)
    .flatMap((part) => (word ? splitOnWord(part, word) : [part]))
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
