import { describe, expect, test } from 'vitest';
import { isDropdownKey, nextActiveIndex, withRecentSearch } from './recent-searches';

describe('withRecentSearch', () => {
  test('most recent first, unique (case-insensitive), at most 5', () => {
    let list: string[] = [];
    for (const term of ['a', 'b', 'c', 'A', 'd', 'e', 'f']) list = withRecentSearch(list, term);
    expect(list).toEqual(['f', 'e', 'd', 'A', 'c']);
  });

  test('blank terms are ignored', () => {
    expect(withRecentSearch(['x'], '   ')).toEqual(['x']);
  });
});

describe('nextActiveIndex', () => {
  test('ArrowDown walks the options, then back to the field', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(-1);
  });

  test('ArrowUp from the field goes to the last option', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(-1);
  });

  test('Home and End; no options means no active option', () => {
    expect(nextActiveIndex(1, 3, 'Home')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'End')).toBe(2);
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
  });

  test('isDropdownKey', () => {
    expect(isDropdownKey('ArrowDown')).toBe(true);
    expect(isDropdownKey('Enter')).toBe(false);
  });
});
