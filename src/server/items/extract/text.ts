/**
 * Text measures of article content: word counting that also works for scripts written without
 * spaces (each Han/Kana character counts as a word), reading time, and link density.
 */

/** Words per minute of Pocket's reading-time estimate. */
export const WORDS_PER_MINUTE = 220;

const WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** The words of a text, lower-cased (Han/Kana characters one by one). */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Number of words in a text (see `words`). */
export function countWords(text: string): number {
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text)) count += 1;
  return count;
}

/** Reading time in whole minutes, rounded up: wordCount / 220. */
export const readingMinutes = (wordCount: number): number =>
  wordCount > 0 ? Math.ceil(wordCount / WORDS_PER_MINUTE) : 0;

/** Share (0–1) of an element's visible text that sits inside links. */
export function linkDensity(root: Element): number {
  const total = (root.textContent ?? '').replace(/\s+/g, '').length;
  if (total === 0) return 0;
  let linked = 0;
  for (const link of root.querySelectorAll('a')) {
    linked += (link.textContent ?? '').replace(/\s+/g, '').length;
  }
  return linked / total;
}
