import { describe, expect, test } from 'vitest';
import { DEFAULT_LIST_SORT, sortLists } from './list-sort';

const lists = [
  { title: 'middle', createdAt: '2026-02-01T00:00:00Z' },
  { title: 'newest', createdAt: '2026-03-01T00:00:00Z' },
  { title: 'oldest', createdAt: '2026-01-01T00:00:00Z' },
];

describe('All Lists order', () => {
  test('newest first by default, oldest first when toggled', () => {
    expect(DEFAULT_LIST_SORT).toBe('DESC');
    expect(sortLists(lists, 'DESC').map((l) => l.title)).toEqual(['newest', 'middle', 'oldest']);
    expect(sortLists(lists, 'ASC').map((l) => l.title)).toEqual(['oldest', 'middle', 'newest']);
  });
});
