/**
 * Extraction quality measures used by the fixture-corpus test and the benchmark: title matching
 * after normalising whitespace, quotes and dashes, byline matching by author names, and word
 * overlap (the multiset share of the expected text's words found in ours, and the converse).
 */
import { loadLinkedom } from './dom-libraries.js';
import { splitByline } from './authors.js';
import { words } from './text.js';

/** A title for comparison: NFKC, lower-case, one kind of quote and dash, single spaces. */
export function normalizeTitle(title: string | null | undefined): string {
  return (title ?? '')
    .normalize('NFKC')
    .replace(/[‘’‚‛′`]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** True when two titles are equal after `normalizeTitle`. */
export const titlesMatch = (ours: string | null, expected: string | null): boolean =>
  normalizeTitle(ours) === normalizeTitle(expected);

/**
 * True when our author names equal the expected byline's names (split the same way, in the
 * article's language), order aside.
 */
export function bylineMatches(
  authors: Array<{ name: string }>,
  expected: string | null,
  language: string | null = null,
): boolean {
  const key = (names: string[]) =>
    names
      .map((name) => normalizeTitle(name))
      .sort()
      .join('|');
  return key(authors.map((author) => author.name)) === key(splitByline(expected, language));
}

/** The visible text of an HTML fragment or page. */
export function htmlText(html: string): string {
  const { document } = loadLinkedom().parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return document.body.textContent ?? '';
}

function counts(list: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const word of list) map.set(word, (map.get(word) ?? 0) + 1);
  return map;
}

/**
 * Word overlap of our text with the expected text: `recall` is the share of expected words (as a
 * multiset) found in ours, `precision` the share of ours found in the expected text. 1 when both are empty.
 */
export function wordOverlap(ours: string, expected: string): { recall: number; precision: number } {
  const oursWords = words(ours);
  const expectedWords = words(expected);
  const available = counts(oursWords);
  let common = 0;
  for (const word of expectedWords) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      common += 1;
      available.set(word, left - 1);
    }
  }
  return {
    recall: expectedWords.length ? common / expectedWords.length : 1,
    precision: oursWords.length ? common / oursWords.length : expectedWords.length ? 0 : 1,
  };
}
