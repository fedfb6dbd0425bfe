import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SavedItemSummaryFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import { cancelSavedItems, injectItem, markStale } from './saved-items-cache';

const ItemUpsertDocument = graphql(`
  mutation ItemUpsert($input: SavedItemUpsertInput!) {
    upsertSavedItem(input: $input) {
      ...SavedItemSummary
    }
  }
`);

/**
 * `ItemUpsert`: saves a URL (or re-adds it). The item goes to the top of every cached view it
 * matches that is newest first (spec §4), and leaves or updates the others.
 */
export function useUpsertSavedItem() {
  const queryClient = useQueryClient();
  return useMutation<SavedItemSummaryFragment, GraphQLRequestError, { url: string }>({
    mutationFn: async (input) =>
      (await graphqlRequest(ItemUpsertDocument, { input })).upsertSavedItem,
    onSuccess: async (item) => {
      await cancelSavedItems(queryClient);
      injectItem(queryClient, item);
      await markStale(queryClient);
    },
  });
}
