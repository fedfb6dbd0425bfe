import { describe, expect, test } from 'vitest';
import { selectionPosition, stepSelection } from './entry-selection';

const ids = ['a', 'b', 'c'];

describe('inbox keyboard selection', () => {
  test('j starts at the top, then moves down; k moves up and stops at the top', () => {
    expect(stepSelection(ids, null, 1, false)).toEqual({ id: 'a', loadMore: false });
    expect(stepSelection(ids, 'a', 1, false)).toEqual({ id: 'b', loadMore: false });
    expect(stepSelection(ids, 'b', -1, false)).toEqual({ id: 'a', loadMore: false });
    expect(stepSelection(ids, 'a', -1, false)).toEqual({ id: 'a', loadMore: false });
    expect(stepSelection(ids, null, -1, false)).toEqual({ id: 'a', loadMore: false });
  });

  test('j on the last loaded entry asks for the next page only when there is one', () => {
    expect(stepSelection(ids, 'c', 1, true)).toEqual({ id: 'c', loadMore: true });
    expect(stepSelection(ids, 'c', 1, false)).toEqual({ id: 'c', loadMore: false });
  });

  test('a selected entry that left the view starts again at the top; an empty inbox selects nothing', () => {
    expect(stepSelection(ids, 'gone', 1, false)).toEqual({ id: 'a', loadMore: false });
    expect(stepSelection([], null, 1, true)).toEqual({ id: null, loadMore: true });
    expect(stepSelection([], 'a', -1, false)).toEqual({ id: null, loadMore: false });
  });

  test('position for the announcement counts from one against the total', () => {
    expect(selectionPosition(ids, 'b', 120)).toBe('2 of 120');
    expect(selectionPosition(ids, 'c', 0)).toBe('3 of 3');
    expect(selectionPosition(ids, null, 3)).toBeNull();
    expect(selectionPosition(ids, 'x', 3)).toBeNull();
  });
});
