import { describe, expect, it } from 'vitest';
import { checkTagNames, normalizeTagName, uniqueTagNames } from './tag-rules.js';

describe('normalizeTagName', () => {
  it.each([
    ['Travel', 'travel'],
    ['  Deep Work  ', 'deep work'],
    ['ÉTÉ', 'été'],
    ['caf\uFFFD', 'caf?'],
    ['\uFFFD', '?'],
    ['a'.repeat(30), 'a'.repeat(25)],
    // Cut to 25 characters, then trimmed again: no trailing space.
    [`${'b'.repeat(24)} tail`, 'b'.repeat(24)],
    // Code points, not UTF-16 units: the emoji stays whole.
    [`${'c'.repeat(24)}😀😀`, `${'c'.repeat(24)}😀`],
    ['Read Later!', 'read later!'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeTagName(raw)).toEqual({ ok: true, name: expected });
  });

  it.each(['', '   ', '\t\n'])('refuses the empty name %j', (raw) => {
    expect(normalizeTagName(raw)).toEqual({
      ok: false,
      reason: 'A tag needs at least one character.',
    });
  });

  it('refuses the reserved _untagged_ name', () => {
    expect(normalizeTagName(' _UNTAGGED_ ').ok).toBe(false);
  });
});

describe('uniqueTagNames', () => {
  it('normalises, drops empty names and keeps the first of duplicates', () => {
    expect(uniqueTagNames(['News', ' news', '', 'Tech', 'NEWS', 'tech '])).toEqual([
      'news',
      'tech',
    ]);
  });
});

describe('checkTagNames', () => {
  it('keeps the normalised names once each and lists the refused ones with their reason', () => {
    expect(checkTagNames(['Design', 'design ', '  ', '_untagged_', 'Reading'])).toEqual({
      names: ['design', 'reading'],
      refused: [
        { raw: '  ', reason: 'A tag needs at least one character.' },
        { raw: '_untagged_', reason: '"_untagged_" is reserved.' },
      ],
    });
  });
});
