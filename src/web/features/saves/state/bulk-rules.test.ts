import { describe, expect, test } from 'vitest';
import { applyBulkClick, bulkActionsFor, isBulkPath } from './bulk-rules';

const PAGE = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('bulk selection', () => {
  test('a click toggles one item', () => {
    expect(applyBulkClick([], PAGE, null, 'c', false)).toEqual(['c']);
    expect(applyBulkClick(['c'], PAGE, 'c', 'e', false)).toEqual(['c', 'e']);
    expect(applyBulkClick(['c', 'e'], PAGE, 'e', 'c', false)).toEqual(['e']);
  });

  test('shift+click selects the range from the previous item, in page order, both ways', () => {
    expect(applyBulkClick(['b'], PAGE, 'b', 'e', true)).toEqual(['b', 'c', 'd', 'e']);
    expect(applyBulkClick(['e'], PAGE, 'e', 'b', true)).toEqual(['e', 'b', 'c', 'd']);
    // Already-selected items in the range stay once.
    expect(applyBulkClick(['a', 'c'], PAGE, 'a', 'd', true)).toEqual(['a', 'c', 'b', 'd']);
  });

  test('shift+click on a selected item deselects the range (the reverse action)', () => {
    const all = applyBulkClick(['a'], PAGE, 'a', 'f', true);
    expect(all).toEqual(PAGE);
    expect(applyBulkClick(all, PAGE, 'f', 'c', true)).toEqual(['a', 'b']);
    expect(applyBulkClick(['a', 'b', 'c', 'd'], PAGE, 'a', 'b', true)).toEqual(['c', 'd']);
  });

  test('shift without a previous item on this page selects just the item', () => {
    expect(applyBulkClick([], PAGE, null, 'd', true)).toEqual(['d']);
    expect(applyBulkClick(['x'], PAGE, 'x', 'd', true)).toEqual(['x', 'd']);
  });
});

describe('bulk actions', () => {
  const item = (isFavorite: boolean, isArchived: boolean) => ({ isFavorite, isArchived });

  test("favorite unless one is a favorite; archive unless one is archived ('add')", () => {
    expect(bulkActionsFor([])).toEqual({ favoriteAction: 'favorite', archiveAction: 'archive' });
    expect(bulkActionsFor([item(false, false), item(false, false)])).toEqual({
      favoriteAction: 'favorite',
      archiveAction: 'archive',
    });
    expect(bulkActionsFor([item(false, false), item(true, false)])).toEqual({
      favoriteAction: 'unfavorite',
      archiveAction: 'archive',
    });
    expect(bulkActionsFor([item(false, true), item(false, false)])).toEqual({
      favoriteAction: 'favorite',
      archiveAction: 'add',
    });
  });

  test('bulk mode stays on the saves views only', () => {
    expect(isBulkPath('/saves')).toBe(true);
    expect(isBulkPath('/saves/archive')).toBe(true);
    expect(isBulkPath('/saves/articles/unread')).toBe(true);
    expect(isBulkPath('/saves/tags/news')).toBe(true);
    expect(isBulkPath('/saves/tags')).toBe(false);
    expect(isBulkPath('/read/12')).toBe(false);
  });
});
