/**
 * `user.feedItems`: the inbox, newest first, 30 entries a page, then `after: endCursor`
 * (docs/PRODUCT.md §10.10). One query key per view (a feed or all, unseen only or every entry).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FeedEntryFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { feedsKeys } from './query-keys';
import type { InboxView } from './query-keys';

export type FeedEntry = FeedEntryFieldsFragment;

export const INBOX_PAGE_SIZE = 30;

const FeedItemsDocument = graphql(`
  query FeedItems($feedId: ID, $unseenOnly: Boolean, $pagination: PaginationInput) {
    user {
      id
      feedItems(feedId: $feedId, unseenOnly: $unseenOnly, pagination: $pagination) {
        edges {
          cursor
          node {
            ...FeedEntryFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

export interface InboxPage {
  entries: FeedEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
}

export type InboxData = InfiniteData<InboxPage, string | null>;

export async function fetchInboxPage(
  view: InboxView,
  after: string | null,
  first: number = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const data = await graphqlRequest(FeedItemsDocument, {
    feedId: view.feedId,
    unseenOnly: view.unseenOnly,
    pagination: after ? { first, after } : { first },
  });
  const connection = data.user?.feedItems;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const entries = (connection?.edges ?? []).map((edge) => edge.node);
  return {
    entries,
    endCursor,
    hasNextPage: Boolean(connection?.pageInfo.hasNextPage && endCursor),
    totalCount: connection?.totalCount ?? entries.length,
  };
}

/** While a poll is awaited, the view is read again this often (entries' pictures come as they parse). */
export const INBOX_WATCH_INTERVAL_MS = 4_000;

export function useInbox(
  view: InboxView,
  watching = false,
  /** The reader's walk through a view: off outside the inbox, and kept as loaded a while. */
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useInfiniteQuery({
    queryKey: feedsKeys.inbox(view),
    queryFn: ({ pageParam }) => fetchInboxPage(view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? last.endCursor : undefined),
    refetchInterval: watching ? INBOX_WATCH_INTERVAL_MS : false,
    ...options,
  });
}

/**
 * Every unseen entry id of a view, page by page (100 at a time, the server's largest page), for
 * "Mark all as seen": the ids are read first and marked after, so no page is skipped.
 */
export async function fetchAllUnseenIds(view: InboxView): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await fetchInboxPage({ ...view, unseenOnly: true }, after, 100);
    for (const entry of page.entries) if (!entry.seen) ids.push(entry.id);
    if (!page.hasNextPage) return ids;
    after = page.endCursor;
  }
}
