import { describe, expect, test } from 'vitest';
import { CHARACTER_LIMIT_EXCEEDED, checkTagName, tagCharacterCount } from './tag-limit';

describe('tag character limit (docs/PRODUCT.md §5)', () => {
  test('counts the trimmed name against 25', () => {
    expect(tagCharacterCount('')).toEqual({ count: 0, max: 25, over: false, text: '0/25' });
    expect(tagCharacterCount('  news  ').text).toBe('4/25');
    expect(tagCharacterCount('a'.repeat(25)).over).toBe(false);
    expect(tagCharacterCount('a'.repeat(26))).toMatchObject({ over: true, text: '26/25' });
    // An emoji is one character, as the server counts it.
    expect(tagCharacterCount('😀'.repeat(25)).over).toBe(false);
  });

  test('refuses a long name instead of cutting it; normalises the rest', () => {
    expect(checkTagName('a'.repeat(26))).toEqual({ ok: false, reason: CHARACTER_LIMIT_EXCEEDED });
    expect(checkTagName(' Reading List ')).toEqual({ ok: true, name: 'reading list' });
    expect(checkTagName('A'.repeat(25))).toEqual({ ok: true, name: 'a'.repeat(25) });
    expect(checkTagName('  ').ok).toBe(false);
  });
});
