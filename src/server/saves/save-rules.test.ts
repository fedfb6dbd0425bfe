import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, saveTime, saveTitle, titleTooLong } from './save-rules.js';

describe('save rules', () => {
  it('keeps a title trimmed, blank as none, and cut to the kept length', () => {
    expect(saveTitle('  A title  ')).toBe('A title');
    expect(saveTitle('   ')).toBeNull();
    expect(saveTitle(null)).toBeNull();
    expect(saveTitle(undefined)).toBeNull();
    expect(saveTitle('x'.repeat(MAX_TITLE_LENGTH + 20))).toBe('x'.repeat(MAX_TITLE_LENGTH));
  });

  it('cuts a title by characters, never inside an emoji', () => {
    const emoji = '😀'.repeat(MAX_TITLE_LENGTH + 1);
    const kept = saveTitle(emoji)!;
    expect(Array.from(kept)).toHaveLength(MAX_TITLE_LENGTH);
    expect(kept).toBe('😀'.repeat(MAX_TITLE_LENGTH));
    expect(titleTooLong('😀'.repeat(MAX_TITLE_LENGTH))).toBe(false);
    expect(titleTooLong('😀'.repeat(MAX_TITLE_LENGTH + 1))).toBe(true);
  });

  it('drops control characters a file may hold (PostgreSQL cannot store U+0000)', () => {
    expect(saveTitle('Nul\u0000 and bell\u0007 title')).toBe('Nul and bell title');
    expect(saveTitle('\u0000')).toBeNull();
  });

  it('takes a save time in unix seconds up to 2100, or none', () => {
    expect(saveTime(undefined)).toEqual({ ok: true, savedAt: undefined });
    expect(saveTime(null)).toEqual({ ok: true, savedAt: undefined });
    expect(saveTime(1_700_000_000)).toEqual({ ok: true, savedAt: new Date(1_700_000_000_000) });
    for (const bad of [-1, 1.5, 4_102_444_801]) {
      expect(saveTime(bad)).toEqual({ ok: false, reason: 'timestamp must be unix seconds.' });
    }
  });
});
