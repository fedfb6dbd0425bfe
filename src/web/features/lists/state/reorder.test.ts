import { describe, expect, test } from 'vitest';
import { moveItem, runReorder, sortOrderUpdates } from './reorder';
import type { SortOrderUpdate } from './reorder';

const list = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ externalId: `i${i + 1}`, sortOrder: i + 1 }));

const order = (items: Array<{ externalId: string }>) => items.map((item) => item.externalId);

describe('moveItem', () => {
  test('moves one item and keeps the others in order', () => {
    expect(order(moveItem(list(4), 0, 2))).toEqual(['i2', 'i3', 'i1', 'i4']);
    expect(order(moveItem(list(4), 3, 0))).toEqual(['i4', 'i1', 'i2', 'i3']);
  });

  test('clamps past the ends and ignores unknown positions', () => {
    expect(order(moveItem(list(3), 2, 9))).toEqual(['i1', 'i2', 'i3']);
    expect(order(moveItem(list(3), 5, 0))).toEqual(['i1', 'i2', 'i3']);
  });
});

describe('sortOrderUpdates', () => {
  test('renumbers 1…n and sends only what changed', () => {
    expect(sortOrderUpdates(moveItem(list(4), 1, 2))).toEqual([
      { externalId: 'i3', sortOrder: 2 },
      { externalId: 'i2', sortOrder: 3 },
    ]);
  });

  test('closes gaps left by deleted items', () => {
    const gappy = [
      { externalId: 'a', sortOrder: 1 },
      { externalId: 'b', sortOrder: 3 },
    ];
    expect(sortOrderUpdates(gappy)).toEqual([{ externalId: 'b', sortOrder: 2 }]);
  });
});

describe('runReorder', () => {
  test('shows the new order at once and sends it in batches of 30', async () => {
    const shown: string[][] = [];
    const sent: SortOrderUpdate[][] = [];
    const previous = list(70);
    const next = [...previous].reverse();
    const error = await runReorder(
      {
        show: (items) => shown.push(order(items)),
        send: (batch) => {
          sent.push(batch);
          return Promise.resolve();
        },
      },
      previous,
      next,
    );
    expect(error).toBeNull();
    expect(shown).toEqual([order(next)]);
    expect(sent.map((batch) => batch.length)).toEqual([30, 30, 10]);
  });

  test('a failure brings the previous order back and undoes the batches already saved', async () => {
    const shown: string[][] = [];
    const sent: SortOrderUpdate[][] = [];
    const previous = list(40);
    const next = [...previous].reverse();
    let calls = 0;
    const error = await runReorder(
      {
        show: (items) => shown.push(order(items)),
        send: (batch) => {
          calls += 1;
          sent.push(batch);
          return calls === 2 ? Promise.reject(new Error('Offline.')) : Promise.resolve();
        },
      },
      previous,
      next,
    );
    expect(error?.message).toBe('Offline.');
    expect(shown).toEqual([order(next), order(previous)]);
    // The first batch (saved) is written back with the old sortOrders.
    const undo = sent[2] ?? [];
    expect(undo).toHaveLength(30);
    expect(undo[0]).toEqual({ externalId: 'i40', sortOrder: 40 });
  });

  test('nothing to do when the order did not change', async () => {
    const shown: string[][] = [];
    const error = await runReorder(
      { show: (items) => shown.push(order(items)), send: () => Promise.reject(new Error('no')) },
      list(3),
      list(3),
    );
    expect(error).toBeNull();
    expect(shown).toEqual([]);
  });
});
