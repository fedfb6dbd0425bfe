/**
 * The rules every highlight follows however it is written: created one by one
 * (highlights.service.ts, for GraphQL and v3) or restored from a file (imports/prepare-records.ts).
 * Pure functions: each writer turns a broken rule into its own answer (an error for a client, a
 * listed problem for an import).
 */
import { stripControlCharacters } from '../../common/text-rules.js';
import {
  FREE_HIGHLIGHTS_PER_ITEM,
  MAX_HIGHLIGHTS_PER_ITEM,
  MAX_NOTE_LENGTH,
  MAX_QUOTE_LENGTH,
} from '../../common/highlight-limits.js';

export {
  MAX_HIGHLIGHTS_PER_ITEM,
  MAX_NOTE_LENGTH,
  MAX_PATCH_LENGTH,
  MAX_QUOTE_LENGTH,
} from '../../common/highlight-limits.js';

/** The only anchor format Pocket's clients and ours write (docs/POCKET-COMPATIBILITY.md §2.6). */
export const HIGHLIGHT_VERSION = 2;

export const FREE_LIMIT_MESSAGE = `Free accounts can highlight ${FREE_HIGHLIGHTS_PER_ITEM} passages per article. Upgrade to Premium for unlimited highlights.`;

/**
 * How many highlights one save keeps when an import restores them: the bound of any save, for
 * every plan. The free plan's 3 per save limits *creating* highlights; an import restores the
 * reader's own, and a reader who leaves Pocket must not lose passages they highlighted there, nor
 * be asked to pay to keep them. Past this bound, the import lists a problem naming how many were
 * kept: it never drops one unsaid (docs/DECISIONS.md §16).
 */
export const IMPORTED_HIGHLIGHTS_PER_SAVE = MAX_HIGHLIGHTS_PER_ITEM;

export type QuoteCheck = { ok: true } | { ok: false; problem: 'blank' | 'too-long' };

/** A quote is kept exactly as written (its end spaces too), if it has text and fits. */
export function checkQuote(quote: string): QuoteCheck {
  if (quote.trim() === '') return { ok: false, problem: 'blank' };
  if (quote.length > MAX_QUOTE_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true };
}

export type NoteCheck = { ok: true; note: string | null } | { ok: false; problem: 'too-long' };

/** A note's text, trimmed; blank is no note. */
export function checkNote(raw: string | null | undefined): NoteCheck {
  const note = raw?.trim() ?? '';
  if (note === '') return { ok: true, note: null };
  if (note.length > MAX_NOTE_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, note };
}

/**
 * A note read from a file: control characters dropped (as for titles: save-rules.ts), and one
 * over the limit cut to it rather than losing the highlight; `cut` says so, for the report.
 */
export function importedNote(raw: string | null | undefined): {
  note: string | null;
  cut: boolean;
} {
  const text = raw ? stripControlCharacters(raw) : '';
  const checked = checkNote(text);
  if (checked.ok) return { note: checked.note, cut: false };
  return { note: text.trim().slice(0, MAX_NOTE_LENGTH).trim(), cut: true };
}

/**
 * One highlight per quote, in first-seen order; a repeated quote's later entry (its note) wins.
 * Quotes are what a second import of the same file matches on, so it adds nothing.
 */
export function oneHighlightPerQuote<T extends { quote: string }>(highlights: readonly T[]): T[] {
  return [...new Map(highlights.map((highlight) => [highlight.quote, highlight])).values()];
}
