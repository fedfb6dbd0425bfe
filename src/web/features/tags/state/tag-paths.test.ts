import { describe, expect, test } from 'vitest';
import { tagFromPath, tagFromSegment, tagPath } from './tag-paths';

const NAMES = [
  'news',
  'reading list',
  'a/b',
  'c++ & c#',
  '100%',
  'what?',
  'café',
  '日本語',
  '🦀 rust',
];

describe('tag routes (docs/PRODUCT.md §2: the tag name URL-encoded)', () => {
  test('the tag is one encoded segment', () => {
    expect(tagPath('news')).toBe('/saves/tags/news');
    expect(tagPath('reading list')).toBe('/saves/tags/reading%20list');
    expect(tagPath('a/b')).toBe('/saves/tags/a%2Fb');
    expect(tagPath('café', 'unread')).toBe('/saves/tags/caf%C3%A9/unread');
    expect(tagPath('100%', 'favorites')).toBe('/saves/tags/100%25/favorites');
  });

  test('every name round-trips through its path, with every sub-filter', () => {
    for (const name of NAMES) {
      for (const sub of ['all', 'unread', 'archive', 'favorites'] as const) {
        const path = tagPath(name, sub);
        expect(tagFromPath(path), path).toBe(name);
      }
    }
  });

  test('raw (browser-typed) Unicode segments decode too', () => {
    expect(tagFromSegment('café')).toBe('café');
  });

  test('bad encodings, empty tags and unknown sub-filters are not tag views', () => {
    expect(tagFromSegment('%E0%A4%A')).toBeNull();
    expect(tagFromSegment('')).toBeNull();
  });
});
