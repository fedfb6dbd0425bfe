import { describe, expect, it } from 'vitest';
import { planKeep, savesToKeep } from './keep-rules';

const save = (id: string, createdAt: number, extra: Record<string, unknown> = {}) => ({
  id,
  status: 'UNREAD',
  _createdAt: createdAt,
  item: { __typename: 'Item', parseStatus: 'PARSED' },
  ...extra,
});

describe('savesToKeep', () => {
  it('keeps the N newest unread saves with a parsed article', () => {
    const saves = [
      save('old', 100),
      save('archived', 900, { status: 'ARCHIVED' }),
      save('deleted', 800, { status: 'DELETED' }),
      save('pending', 700, { item: { __typename: 'PendingItem' } }),
      save('failed', 600, { item: { __typename: 'Item', parseStatus: 'FAILED' } }),
      save('new', 500),
      save('middle', 300),
    ];
    expect(savesToKeep(saves, 2).map((s) => s.id)).toEqual(['new', 'middle']);
    expect(savesToKeep(saves, 50).map((s) => s.id)).toEqual(['new', 'middle', 'old']);
  });

  it('keeps nothing when offline reading is off, and a save listed twice once', () => {
    expect(savesToKeep([save('a', 1)], 0)).toEqual([]);
    expect(savesToKeep([save('a', 2), save('a', 2), save('b', 1)], 5).map((s) => s.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('planKeep', () => {
  it('downloads the new saves and removes those that left the N', () => {
    expect(planKeep(['a', 'b', 'c'], ['c', 'd'])).toEqual({ fetch: ['a', 'b'], remove: ['d'] });
    expect(planKeep([], ['x'])).toEqual({ fetch: [], remove: ['x'] });
  });
});
