/** `refreshFeed(id)`: asks for a poll now; the list is watched until the answer comes in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import type { FeedSubscription } from './get-feeds';
import { feedsKeys } from './query-keys';

const RefreshFeedDocument = graphql(`
  mutation RefreshFeed($id: ID!) {
    refreshFeed(id: $id) {
      ...FeedSubscriptionFields
    }
  }
`);

export function useRefreshFeed() {
  const queryClient = useQueryClient();
  return useMutation<FeedSubscription, GraphQLRequestError, string>({
    mutationFn: async (id) => (await graphqlRequest(RefreshFeedDocument, { id })).refreshFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData<FeedSubscription[]>(feedsKeys.subscriptions, (feeds) =>
        feeds?.map((other) => (other.id === feed.id ? feed : other)),
      );
      showToast({ message: `Checking ${feed.title} for new entries` });
    },
    onError: (error) => {
      showToast({ tone: 'error', message: error.message || 'Could not refresh the feed.' });
    },
  });
}
