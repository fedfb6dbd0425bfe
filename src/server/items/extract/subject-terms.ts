/**
 * What a page says about its own subject: sections (article:section, JSON-LD articleSection) and
 * keywords (meta keywords / news_keywords, article:tag, JSON-LD keywords), as short clean lists.
 * The topic step maps them to a topic (src/server/topics/topic-mapping.ts).
 */

/** At most this many terms of each kind are kept. */
export const MAX_SUBJECT_TERMS = 20;
/** A term is cut to this many characters (section names and keywords are short). */
export const MAX_SUBJECT_TERM_CHARS = 80;

/** Separators between keywords in one string: "a, b", "a; b", "a|b", Japanese "a、b". */
const KEYWORD_SEPARATORS = /[,;|、，；]/;

/**
 * Trimmed, whitespace-collapsed terms without empties and without repeats (regardless of case),
 * in the order given, capped at MAX_SUBJECT_TERMS of MAX_SUBJECT_TERM_CHARS each. `split` breaks
 * each value at keyword separators (keywords); sections are kept whole.
 */
export function subjectTerms(values: Iterable<string>, split: boolean): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    for (const part of split ? value.split(KEYWORD_SEPARATORS) : [value]) {
      const term = part.replace(/\s+/g, ' ').trim().slice(0, MAX_SUBJECT_TERM_CHARS).trim();
      const key = term.toLocaleLowerCase();
      if (!term || seen.has(key)) continue;
      seen.add(key);
      terms.push(term);
      if (terms.length === MAX_SUBJECT_TERMS) return terms;
    }
  }
  return terms;
}
