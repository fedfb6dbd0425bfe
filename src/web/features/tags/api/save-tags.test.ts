import { describe, expect, test } from 'vitest';
import { togglePinned } from './app-settings';
import { planTagSave } from './save-tags';

describe('what Save sends (docs/PRODUCT.md §4 "Tagging")', () => {
  test('bulk: the tags are added to every item, 30 items per request', () => {
    const itemIds = Array.from({ length: 65 }, (_, i) => String(i + 1));
    const plan = planTagSave({ itemIds, tagNames: [], isBulk: true }, ['a', 'b']);
    expect(plan.kind).toBe('add');
    if (plan.kind !== 'add') return;
    expect(plan.batches.map((batch) => batch.length)).toEqual([30, 30, 5]);
    expect(plan.batches[0]![0]).toEqual({ savedItemId: '1', tags: ['a', 'b'] });
    expect(plan.batches.flat().map((input) => input.savedItemId)).toEqual(itemIds);
  });

  test('bulk with no tags sends nothing', () => {
    expect(planTagSave({ itemIds: ['1'], tagNames: [], isBulk: true }, []).kind).toBe('none');
  });

  test('one item: its tags are replaced, or all removed when none are left', () => {
    expect(planTagSave({ itemIds: ['7'], tagNames: ['old'], isBulk: false }, ['x'])).toEqual({
      kind: 'replace',
      savedItemId: '7',
      tags: ['x'],
    });
    expect(planTagSave({ itemIds: ['7'], tagNames: ['old'], isBulk: false }, [])).toEqual({
      kind: 'remove',
      savedItemId: '7',
    });
  });
});

describe('pin toggling', () => {
  test('pins at the end, unpins in place', () => {
    expect(togglePinned([], 'a')).toEqual(['a']);
    expect(togglePinned(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(togglePinned(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
