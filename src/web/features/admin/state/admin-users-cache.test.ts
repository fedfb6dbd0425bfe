import { describe, expect, test } from 'vitest';
import { normalizeSearch, usersOf, withUser, withUserFlag } from './admin-users-cache';
import type { AdminUserRow, PagedData } from './admin-users-cache';

const user = (id: string, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  isPremium: false,
  isAdmin: false,
  isPilot: false,
  accountCreationDate: null,
  ...extra,
});

const data = (): PagedData => ({
  pages: [
    {
      users: [user('1', { isAdmin: true }), user('2')],
      totalCount: 3,
      endCursor: 'c2',
      hasNextPage: true,
    },
    { users: [user('3')], totalCount: 3, endCursor: 'c3', hasNextPage: false },
  ],
  pageParams: [null, 'c2'],
});

describe('admin users cache', () => {
  test('an optimistic switch changes one flag of one user, its revert puts it back', () => {
    const before = data();
    const on = withUserFlag(before, '3', 'PREMIUM', true);
    expect(usersOf(on).map((u) => u.isPremium)).toEqual([false, false, true]);
    expect(usersOf(on)[2]?.isPilot).toBe(false);
    // The cache is not mutated in place (React Query compares by reference).
    expect(usersOf(before)[2]?.isPremium).toBe(false);
    const reverted = withUserFlag(on, '3', 'PREMIUM', false);
    expect(reverted).toEqual(before);
    expect(withUserFlag(undefined, '3', 'ADMIN', true)).toBeUndefined();
  });

  test('the server answer replaces the user', () => {
    const next = user('2', { isPilot: true, isPremium: true });
    expect(usersOf(withUser(data(), next))[1]).toEqual(next);
  });

  test('users of all pages, once each', () => {
    const paged = data();
    paged.pages[1]!.users.unshift(user('2'));
    expect(usersOf(paged).map((u) => u.id)).toEqual(['1', '2', '3']);
  });

  test('search is trimmed and its spaces collapsed', () => {
    expect(normalizeSearch('  ada   lovelace ')).toBe('ada lovelace');
    expect(normalizeSearch('   ')).toBe('');
  });
});
