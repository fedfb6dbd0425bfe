/**
 * `subscribeToFeed(url)`: the new subscription goes into the cached list at once (the server polls
 * it on subscribe; the list is watched until its entries arrive).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import type { FeedSubscription } from './get-feeds';
import { feedsKeys } from './query-keys';

const SubscribeToFeedDocument = graphql(`
  mutation SubscribeToFeed($url: String!) {
    subscribeToFeed(url: $url) {
      ...FeedSubscriptionFields
    }
  }
`);

export function useSubscribeToFeed() {
  const queryClient = useQueryClient();
  return useMutation<FeedSubscription, GraphQLRequestError, string>({
    mutationFn: async (url) =>
      (await graphqlRequest(SubscribeToFeedDocument, { url })).subscribeToFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData<FeedSubscription[]>(feedsKeys.subscriptions, (feeds) =>
        feeds ? [feed, ...feeds.filter((other) => other.id !== feed.id)] : [feed],
      );
      void queryClient.invalidateQueries({ queryKey: feedsKeys.all });
    },
  });
}
