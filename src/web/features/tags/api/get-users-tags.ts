/**
 * GetUsersTags (docs/POCKET-COMPATIBILITY.md §1.5, docs/PRODUCT.md §7): every tag of the user, read
 * 100 at a time (`first: 100`, then `after: endCursor`) in a loop until the last page; the first
 * page replaces what was there and later pages append. Satchel's `savedItemCount` gives each tag's
 * number of saves for the tags page.
 */
import { useQuery } from '@tanstack/react-query';
import { TAG_PAGE_SIZE } from '../../../../common/tag-rules';
import { graphql } from '../../../gql';
import type { GetUsersTagsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';

const GetUsersTagsDocument = graphql(`
  query GetUsersTags($pagination: PaginationInput) {
    user {
      tags(pagination: $pagination) {
        edges {
          cursor
          node {
            id
            name
            savedItemCount
          }
        }
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export interface UserTag {
  id: string;
  name: string;
  /** Saves (not deleted) carrying the tag. */
  savedItemCount: number;
}

export interface UserTags {
  tags: UserTag[];
  totalCount: number;
}

export interface TagPage extends UserTags {
  hasNextPage: boolean;
  endCursor: string | null;
}

export const tagsKeys = {
  all: ['tags'] as const,
};

function toPage(data: GetUsersTagsQuery): TagPage {
  const connection = data.user?.tags;
  const tags = (connection?.edges ?? []).flatMap((edge) =>
    edge?.node ? [{ ...edge.node, savedItemCount: edge.node.savedItemCount }] : [],
  );
  return {
    tags,
    totalCount: connection?.totalCount ?? tags.length,
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    endCursor: connection?.pageInfo.endCursor ?? null,
  };
}

/** The loop's reducer: the first page replaces, later pages append (docs/PRODUCT.md §7). */
export function mergeTagPage(current: UserTags | null, page: TagPage, first: boolean): UserTags {
  if (first || !current) return { tags: page.tags, totalCount: page.totalCount };
  return { tags: [...current.tags, ...page.tags], totalCount: page.totalCount };
}

type PageFetcher = (after: string | null) => Promise<TagPage>;

const fetchPage: PageFetcher = async (after) =>
  toPage(
    await graphqlRequest(GetUsersTagsDocument, {
      pagination: after ? { first: TAG_PAGE_SIZE, after } : { first: TAG_PAGE_SIZE },
    }),
  );

/** Reads every page; stops when a page says there is no next one (or the cursor stalls). */
export async function fetchAllTags(fetcher: PageFetcher = fetchPage): Promise<UserTags> {
  let result: UserTags | null = null;
  let after: string | null = null;
  for (let first = true; ; first = false) {
    const page = await fetcher(after);
    result = mergeTagPage(result, page, first);
    if (!page.hasNextPage || !page.endCursor || page.endCursor === after) return result;
    after = page.endCursor;
  }
}

/** All the user's tags, in name order, with their counts (read when `enabled`). */
export function useUsersTags(enabled = true) {
  return useQuery({ queryKey: tagsKeys.all, queryFn: () => fetchAllTags(), enabled });
}
