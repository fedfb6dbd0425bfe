/**
 * `user.feeds`: the viewer's subscriptions for the subscriptions pane. While a feed is waiting
 * for its first poll (PENDING), or for a while after a subscribe or refresh (`watchUntil`), the
 * list is asked again every few seconds, so counts and states follow the poll without a reload.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FeedSubscriptionFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { feedsKeys } from './query-keys';

export type FeedSubscription = FeedSubscriptionFieldsFragment;

const FeedSubscriptionsDocument = graphql(`
  query FeedSubscriptions {
    user {
      id
      feeds {
        ...FeedSubscriptionFields
      }
    }
  }
`);

/** How often the list is asked again while a poll is awaited. */
export const WATCH_INTERVAL_MS = 2_000;

export async function fetchFeedSubscriptions(): Promise<FeedSubscription[]> {
  const data = await graphqlRequest(FeedSubscriptionsDocument);
  return data.user?.feeds ?? [];
}

export function useFeedSubscriptions(watchUntil: number) {
  return useQuery({
    queryKey: feedsKeys.subscriptions,
    queryFn: fetchFeedSubscriptions,
    refetchInterval: (query) => {
      const pending = (query.state.data ?? []).some((feed) => feed.status === 'PENDING');
      return pending || Date.now() < watchUntil ? WATCH_INTERVAL_MS : false;
    },
  });
}
