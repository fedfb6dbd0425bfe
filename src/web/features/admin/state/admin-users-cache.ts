/**
 * The /admin/users list as the client keeps it: pages of users (cursor paging), and the pure
 * updates the flag switches make to them — optimistic on click, reverted on failure, replaced
 * by the server's answer on success. No React here, so it is unit-tested.
 */

/** The account flags an administrator switches (GraphQL enum UserFlag). */
export type AdminFlag = 'PREMIUM' | 'ADMIN' | 'PILOT';

export const ADMIN_FLAGS: readonly AdminFlag[] = ['PREMIUM', 'ADMIN', 'PILOT'];

export const FLAG_LABELS: Record<AdminFlag, string> = {
  PREMIUM: 'Premium',
  ADMIN: 'Admin',
  PILOT: 'Pilot',
};

export interface AdminUserRow {
  id: string;
  username: string | null;
  email: string | null;
  isPremium: boolean;
  isAdmin: boolean;
  isPilot: boolean;
  /** ISO date-time of the sign-up, when known. */
  accountCreationDate: string | null;
}

export interface AdminUsersPage {
  users: AdminUserRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The shape TanStack Query keeps for an infinite query. */
export interface PagedData {
  pages: AdminUsersPage[];
  pageParams: unknown[];
}

const FIELDS = { PREMIUM: 'isPremium', ADMIN: 'isAdmin', PILOT: 'isPilot' } as const;

export function flagValue(user: AdminUserRow, flag: AdminFlag): boolean {
  return user[FIELDS[flag]];
}

function mapUsers(
  data: PagedData | undefined,
  userId: string,
  update: (user: AdminUserRow) => AdminUserRow,
): PagedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      users: page.users.map((user) => (user.id === userId ? update(user) : user)),
    })),
  };
}

/** Sets one flag of one user wherever the user is listed (optimistic update and its revert). */
export function withUserFlag(
  data: PagedData | undefined,
  userId: string,
  flag: AdminFlag,
  on: boolean,
): PagedData | undefined {
  return mapUsers(data, userId, (user) => ({ ...user, [FIELDS[flag]]: on }));
}

/** Replaces a user with the server's answer. */
export function withUser(data: PagedData | undefined, next: AdminUserRow): PagedData | undefined {
  return mapUsers(data, next.id, () => next);
}

/** All users of the loaded pages, once each (a user may move between pages while paging). */
export function usersOf(data: PagedData | undefined): AdminUserRow[] {
  const seen = new Set<string>();
  const users: AdminUserRow[] = [];
  for (const page of data?.pages ?? []) {
    for (const user of page.users) {
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      users.push(user);
    }
  }
  return users;
}

/** The search as sent: trimmed, inner runs of spaces collapsed; empty means "everyone". */
export function normalizeSearch(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}
