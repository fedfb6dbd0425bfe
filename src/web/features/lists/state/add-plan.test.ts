import { describe, expect, test } from 'vitest';
import { addProgressText, planAdd, runAdd } from './add-plan';
import type { AddCalls, AddProgress, ListItemInput } from './add-plan';

const saves = (n: number): ListItemInput[] =>
  Array.from({ length: n }, (_, i) => ({
    itemId: String(i + 1),
    url: `https://example.com/${i + 1}`,
    title: `Article ${i + 1}`,
    excerpt: null,
    imageUrl: null,
    publisher: null,
    authors: null,
  }));

const ids = (items: ListItemInput[]) => items.map((item) => item.itemId);

/** Records the calls a run makes; `failOn` makes that add call (1-based) fail. */
function recorder(failOn?: number) {
  const log: string[][] = [];
  let adds = 0;
  const calls: AddCalls = {
    create: (items) => {
      log.push(['create', ...ids(items)]);
      return Promise.resolve('list-1');
    },
    add: (listId, items) => {
      adds += 1;
      log.push([`add:${listId}`, ...ids(items)]);
      return adds === failOn ? Promise.reject(new Error('Server said no.')) : Promise.resolve();
    },
  };
  return { calls, log };
}

describe('planAdd', () => {
  test('a new list takes the first 3 with the creation call and the rest in batches of 30', () => {
    const plan = planAdd(saves(75), true);
    expect(ids(plan.withCreate)).toEqual(['1', '2', '3']);
    expect(plan.batches.map((batch) => batch.length)).toEqual([30, 30, 12]);
    expect(plan.batches[0]?.[0]?.itemId).toBe('4');
  });

  test('5 saves into a new list: 3 with the creation, then one batch of 2', () => {
    const plan = planAdd(saves(5), true);
    expect(ids(plan.withCreate)).toEqual(['1', '2', '3']);
    expect(plan.batches.map(ids)).toEqual([['4', '5']]);
  });

  test('an existing list takes everything in batches of 30', () => {
    const plan = planAdd(saves(61), false);
    expect(plan.withCreate).toEqual([]);
    expect(plan.batches.map((batch) => batch.length)).toEqual([30, 30, 1]);
  });

  test('a new list with no save makes no batch', () => {
    expect(planAdd([], true)).toEqual({ withCreate: [], batches: [] });
  });
});

describe('runAdd', () => {
  test('creates, then adds each batch, reporting "Adding n of N…" along the way', async () => {
    const { calls, log } = recorder();
    const progress: AddProgress[] = [];
    const result = await runAdd(calls, { kind: 'new' }, saves(75), (p) => progress.push(p));
    expect(result).toEqual({ externalId: 'list-1', added: 75, error: null });
    expect(log.map((entry) => [entry[0], entry.length - 1])).toEqual([
      ['create', 3],
      ['add:list-1', 30],
      ['add:list-1', 30],
      ['add:list-1', 12],
    ]);
    expect(progress.map(addProgressText)).toEqual([
      'Adding 0 of 75…',
      'Adding 3 of 75…',
      'Adding 33 of 75…',
      'Adding 63 of 75…',
      'Adding 75 of 75…',
    ]);
  });

  test('stops at the first failing batch and says how far it got', async () => {
    const { calls, log } = recorder(2);
    const result = await runAdd(calls, { kind: 'new' }, saves(75), () => undefined);
    expect(result.externalId).toBe('list-1');
    expect(result.added).toBe(33);
    expect(result.error?.message).toBe('Server said no.');
    expect(log).toHaveLength(3);
  });

  test('into an existing list nothing is created', async () => {
    const { calls, log } = recorder();
    await runAdd(calls, { kind: 'existing', externalId: 'mine' }, saves(2), () => undefined);
    expect(log).toEqual([['add:mine', '1', '2']]);
  });

  test('no progress text when idle', () => {
    expect(addProgressText(null)).toBe('');
  });
});
