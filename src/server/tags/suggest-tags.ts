/**
 * Suggested tags (premium, docs/POCKET-COMPATIBILITY.md §1.5 suggestedTags): only tags the user
 * already uses, ranked by two signals, so suggestions match the user's own vocabulary:
 *
 * 1. Text: the tag's words appear in the item — title (3 points), excerpt or site name (2),
 *    URL (1), the article's text (1, or 2 when the tag is mentioned three times or more).
 *    Words match whole, case-insensitively, with a light plural/suffix tolerance
 *    ("recipe" matches "recipes"); a multi-word tag must appear as a phrase.
 * 2. Habit: the share of the user's other saves from the same site that carry the tag
 *    (up to 4 points), counted only when at least two such saves carry it.
 *
 * Tags the save already has are never suggested. At most five, best first; ties go to the tag
 * the user uses most. Pure, for tests.
 */
import type { SuggestionSource } from './tags.repo.js';

export const MAX_SUGGESTIONS = 5;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern for the tag as whole words, each allowing a short English suffix. */
function tagPattern(name: string): RegExp | null {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2);
  if (words.length === 0) return null;
  const body = words
    .map((word) => `${escapeRegExp(word)}(?:s|es|ed|ing|er)?`)
    .join('[^\\p{L}\\p{N}]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

function occurrences(pattern: RegExp, text: string | null): number {
  if (!text) return 0;
  pattern.lastIndex = 0;
  return text.match(pattern)?.length ?? 0;
}

export function suggestTags(source: SuggestionSource): string[] {
  const current = new Set(source.current);
  const siteCounts = new Map(source.sameSite.map((entry) => [entry.name, entry.count]));
  const scored: Array<{ name: string; score: number; uses: number }> = [];
  for (const { name, count: uses } of source.userTags) {
    if (current.has(name)) continue;
    let score = 0;
    const pattern = tagPattern(name);
    if (pattern) {
      if (occurrences(pattern, source.title)) score += 3;
      if (occurrences(pattern, source.excerpt) || occurrences(pattern, source.siteName)) {
        score += 2;
      }
      if (occurrences(pattern, source.url.replace(/[-_/.]+/g, ' '))) score += 1;
      const inText = occurrences(pattern, source.text);
      if (inText >= 3) score += 2;
      else if (inText > 0) score += 1;
    }
    const onSameSite = siteCounts.get(name) ?? 0;
    if (onSameSite >= 2 && source.sameSiteSaves > 0) {
      score += 4 * (onSameSite / source.sameSiteSaves);
    }
    if (score > 0) scored.push({ name, score, uses });
  }
  scored.sort((a, b) => b.score - a.score || b.uses - a.uses || a.name.localeCompare(b.name));
  return scored.slice(0, MAX_SUGGESTIONS).map((entry) => entry.name);
}
