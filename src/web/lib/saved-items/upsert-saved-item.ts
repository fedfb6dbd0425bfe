import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { SavedItemSummaryFragment } from '../../gql/graphql';
import { graphqlRequest } from '../graphql-client';
import type { GraphQLRequestError } from '../graphql-client';
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
 * matches that is newest first (docs/PRODUCT.md §4), and leaves or updates the others.
 */
export async function upsertSavedItem(
  queryClient: QueryClient,
  url: string,
  title?: string,
): Promise<SavedItemSummaryFragment> {
  const input = title ? { url, title } : { url };
  const item = (await graphqlRequest(ItemUpsertDocument, { input })).upsertSavedItem;
  await cancelSavedItems(queryClient);
  injectItem(queryClient, item);
  await markStale(queryClient);
  return item;
}

/**
 * `upsertSavedItem` as a mutation, for a single Save button (the reader's interstitial) and the
 * /save page (which passes the title the link came with).
 */
export function useUpsertSavedItem() {
  const queryClient = useQueryClient();
  return useMutation<
    SavedItemSummaryFragment,
    GraphQLRequestError,
    { url: string; title?: string }
  >({
    mutationFn: (input) => upsertSavedItem(queryClient, input.url, input.title),
  });
}
