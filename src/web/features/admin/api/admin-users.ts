/**
 * `adminUsers(search, first, after)`: the users of this instance for /admin/users, 30 at a
 * time with a cursor (docs/PRODUCT.md §9 page size). Administrators only; anyone else gets
 * FORBIDDEN, which the page shows as a refusal rather than an error to retry.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminUsersQuery } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { AdminUserRow, AdminUsersPage } from '../state/admin-users-cache';

export const ADMIN_USERS_PAGE_SIZE = 30;

const AdminUsersDocument = graphql(`
  query AdminUsers($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      users {
        id
        username
        email
        isPremium
        isAdmin
        isPilot
        accountCreationDate
      }
      totalCount
      endCursor
      hasNextPage
    }
  }
`);

type ServerUser = AdminUsersQuery['adminUsers']['users'][number];

/** The server's user as a row (the date scalar arrives as an ISO string). */
export function toRow(user: NonNullable<ServerUser>): AdminUserRow {
  const created: unknown = user.accountCreationDate;
  return {
    id: user.id,
    username: user.username ?? null,
    email: user.email ?? null,
    isPremium: user.isPremium,
    isAdmin: user.isAdmin,
    isPilot: user.isPilot,
    accountCreationDate: typeof created === 'string' ? created : null,
  };
}

export const adminUsersKeys = {
  all: ['admin-users'] as const,
  search: (search: string) => ['admin-users', search] as const,
};

/** True for the server's "administrators only" answer. */
export function isForbidden(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError && (error.code === 'FORBIDDEN' || error.status === 403)
  );
}

async function fetchPage(search: string, after: string | null): Promise<AdminUsersPage> {
  const data = await graphqlRequest(AdminUsersDocument, {
    search: search || null,
    first: ADMIN_USERS_PAGE_SIZE,
    after,
  });
  const page = data.adminUsers;
  return {
    users: page.users.flatMap((user) => (user ? [toRow(user)] : [])),
    totalCount: page.totalCount,
    endCursor: page.endCursor ?? null,
    hasNextPage: page.hasNextPage,
  };
}

export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: adminUsersKeys.search(search),
    queryFn: ({ pageParam }) => fetchPage(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage && last.endCursor ? last.endCursor : undefined),
    retry: (failures, error) => !isForbidden(error) && failures < 2,
    // Keep the previous rows on screen while a new search loads.
    placeholderData: (previous) => previous,
  });
}
