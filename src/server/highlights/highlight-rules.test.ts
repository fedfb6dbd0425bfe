import { describe, expect, it } from 'vitest';
import { FREE_HIGHLIGHTS_PER_ITEM } from '../accounts/premium.js';
import {
  checkNote,
  checkQuote,
  importedNote,
  IMPORTED_HIGHLIGHTS_PER_SAVE,
  MAX_HIGHLIGHTS_PER_ITEM,
  MAX_NOTE_LENGTH,
  MAX_QUOTE_LENGTH,
  oneHighlightPerQuote,
} from './highlight-rules.js';
import { highlightLimit } from './highlights.policy.js';

describe('highlight rules', () => {
  it('a free reader creates 3 highlights per save, premium up to the bound of any save', () => {
    expect(highlightLimit({ isPremium: false })).toBe(FREE_HIGHLIGHTS_PER_ITEM);
    expect(highlightLimit({ isPremium: true })).toBe(MAX_HIGHLIGHTS_PER_ITEM);
  });

  it('an import restores up to the bound of any save, whatever the plan (DECISIONS §16)', () => {
    expect(IMPORTED_HIGHLIGHTS_PER_SAVE).toBe(MAX_HIGHLIGHTS_PER_ITEM);
    expect(IMPORTED_HIGHLIGHTS_PER_SAVE).toBeGreaterThan(highlightLimit({ isPremium: false }));
  });

  it('a quote needs text and fits the limit; it is kept as written', () => {
    expect(checkQuote(' a passage ')).toEqual({ ok: true });
    expect(checkQuote('  \n')).toEqual({ ok: false, problem: 'blank' });
    expect(checkQuote('x'.repeat(MAX_QUOTE_LENGTH + 1))).toEqual({
      ok: false,
      problem: 'too-long',
    });
  });

  it('a note is trimmed, blank is none, and one over the limit is refused', () => {
    expect(checkNote('  a note ')).toEqual({ ok: true, note: 'a note' });
    expect(checkNote('   ')).toEqual({ ok: true, note: null });
    expect(checkNote(undefined)).toEqual({ ok: true, note: null });
    expect(checkNote('x'.repeat(MAX_NOTE_LENGTH + 1))).toEqual({ ok: false, problem: 'too-long' });
  });

  it("an imported note is cut to the limit, says so, and loses a file's control characters", () => {
    expect(importedNote(' fine ')).toEqual({ note: 'fine', cut: false });
    expect(importedNote('a\u0000b')).toEqual({ note: 'ab', cut: false });
    expect(importedNote(null)).toEqual({ note: null, cut: false });
    const long = importedNote('y'.repeat(MAX_NOTE_LENGTH + 5));
    expect(long).toEqual({ note: 'y'.repeat(MAX_NOTE_LENGTH), cut: true });
  });

  it('keeps one highlight per quote, in first-seen order, the later note winning', () => {
    const kept = oneHighlightPerQuote([
      { quote: 'a', note: '1' },
      { quote: 'b', note: null },
      { quote: 'a', note: '2' },
    ]);
    expect(kept).toEqual([
      { quote: 'a', note: '2' },
      { quote: 'b', note: null },
    ]);
  });
});
