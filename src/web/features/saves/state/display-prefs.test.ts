import { describe, expect, test } from 'vitest';
import { parseListMode, parseSortOptions } from './display-prefs';

describe('display preferences in localStorage', () => {
  test('list mode defaults to grid and ignores junk', () => {
    expect(parseListMode(null)).toBe('grid');
    expect(parseListMode('detail')).toBe('detail');
    expect(parseListMode('list')).toBe('list');
    expect(parseListMode('"list"')).toBe('grid');
  });

  test('sort options keep valid per-section orders only', () => {
    expect(parseSortOptions(null)).toEqual({});
    expect(parseSortOptions('not json')).toEqual({});
    expect(parseSortOptions('[1]')).toEqual({});
    expect(parseSortOptions('{"saves":"ASC","archive":"DESC","videos":"sideways"}')).toEqual({
      saves: 'ASC',
      archive: 'DESC',
    });
  });
});
