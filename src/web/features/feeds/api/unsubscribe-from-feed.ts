/** `unsubscribeFromFeed(id)`: the feed leaves the list and its entries leave the inbox. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import type { FeedSubscription } from './get-feeds';
import { feedsKeys } from './query-keys';

const UnsubscribeFromFeedDocument = graphql(`
  mutation UnsubscribeFromFeed($id: ID!) {
    unsubscribeFromFeed(id: $id)
  }
`);

export function useUnsubscribeFromFeed() {
  const queryClient = useQueryClient();
  return useMutation<string, GraphQLRequestError, FeedSubscription>({
    mutationFn: async (feed) =>
      (await graphqlRequest(UnsubscribeFromFeedDocument, { id: feed.id })).unsubscribeFromFeed,
    onSuccess: (_id, feed) => {
      queryClient.setQueryData<FeedSubscription[]>(feedsKeys.subscriptions, (feeds) =>
        feeds?.filter((other) => other.id !== feed.id),
      );
      queryClient.removeQueries({
        queryKey: feedsKeys.inbox({ feedId: feed.id, unseenOnly: false }),
      });
      queryClient.removeQueries({
        queryKey: feedsKeys.inbox({ feedId: feed.id, unseenOnly: true }),
      });
      void queryClient.invalidateQueries({ queryKey: feedsKeys.all });
      showToast({ message: `Unsubscribed from ${feed.title}` });
    },
    onError: (error) => {
      showToast({ tone: 'error', message: error.message || 'Could not unsubscribe.' });
    },
  });
}
