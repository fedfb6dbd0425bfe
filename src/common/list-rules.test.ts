import { describe, expect, it } from 'vitest';
import { optionalText, overLimit, publicListPath, textLength } from './list-rules.js';
import { LIST_SLUG_MAX, slugifyTitle, uniqueSlug } from './list-slugs.js';

describe('slugifyTitle (docs/POCKET-COMPATIBILITY.md §2.7)', () => {
  it.each([
    ['Weekend Reads', 'weekend-reads'],
    ["Ada's *Favourite* Reads: 2026!", 'adas-favourite-reads-2026'],
    ['Crème brûlée & café', 'creme-brulee-and-cafe'],
    ['  spaces   everywhere  ', 'spaces-everywhere'],
    ['a.b(c)d~e+f@g"h', 'abcdefgh'],
    ['Über-Straße', 'uber-strasse'],
    ['--dashes--  and__underscores', 'dashes-andunderscores'], // strict drops "_"
    ['!!!', 'shared-list'],
    ['日本語', 'shared-list'],
    ['', 'shared-list'],
  ])('%j → %s', (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug);
  });
});

describe('slug length', () => {
  it('cuts a long slug at a hyphen, at most LIST_SLUG_MAX characters', () => {
    // 50 ampersands fit the 100-character title limit and slugify to 199 characters.
    const slug = slugifyTitle('& '.repeat(50));
    expect(slug.length).toBeLessThanOrEqual(LIST_SLUG_MAX);
    expect(slug).toMatch(/^and(-and)+$/);
    expect(slugifyTitle('x'.repeat(100))).toBe('x'.repeat(LIST_SLUG_MAX));
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(uniqueSlug('picks', new Set())).toBe('picks');
    expect(uniqueSlug('picks', new Set(['picks']))).toBe('picks-2');
    expect(uniqueSlug('picks', new Set(['picks', 'picks-2', 'picks-3']))).toBe('picks-4');
  });
});

describe('text helpers', () => {
  it('optionalText trims and drops empty values', () => {
    expect(optionalText('  hi  ')).toBe('hi');
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(null)).toBeNull();
    expect(optionalText(undefined)).toBeNull();
  });

  it('counts characters as people do and says when a limit is exceeded', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(overLimit(' abc ', 3)).toBeNull();
    expect(overLimit('abcd', 3)).toBe('Character Limit Exceeded');
  });

  it('builds the public path', () => {
    expect(publicListPath('abc', 'my-list')).toBe('/sharedlists/abc/my-list');
  });
});
