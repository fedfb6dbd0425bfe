import { describe, expect, test } from 'vitest';
import { selectionAfterRemoval, stepSelection } from './selection-store';

const PAGE = ['a', 'b', 'c'];

describe('keyboard selection', () => {
  test('j and k move through the page and stop at its ends', () => {
    expect(stepSelection(PAGE, null, 1)).toBe('a');
    expect(stepSelection(PAGE, null, -1)).toBe('a');
    expect(stepSelection(PAGE, 'a', 1)).toBe('b');
    expect(stepSelection(PAGE, 'c', 1)).toBe('c');
    expect(stepSelection(PAGE, 'b', -1)).toBe('a');
    expect(stepSelection(PAGE, 'a', -1)).toBe('a');
    expect(stepSelection(PAGE, 'gone', 1)).toBe('a');
    expect(stepSelection([], null, 1)).toBeNull();
  });

  test('an item leaving the view hands the selection to the next, or the previous when last', () => {
    expect(selectionAfterRemoval(PAGE, 'a')).toBe('b');
    expect(selectionAfterRemoval(PAGE, 'c')).toBe('b');
    expect(selectionAfterRemoval(['a'], 'a')).toBeNull();
  });
});
