import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SavedItemSummaryFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import { savedItemsKeys, UNREAD_VIEW } from './get-saved-items';
import type { SavedItemsData } from './get-saved-items';

const ItemUpsertDocument = graphql(`
  mutation ItemUpsert($input: SavedItemUpsertInput!) {
    upsertSavedItem(input: $input) {
      ...SavedItemSummary
    }
  }
`);

/** Puts the saved item first in the unread, newest-first list (and drops an older copy). */
function injectAtFront(data: SavedItemsData | undefined, item: SavedItemSummaryFragment) {
  if (!data) return data;
  const pages = data.pages.map((page, index) => {
    const items = page.items.filter((existing) => existing.id !== item.id);
    return index === 0 ? { ...page, items: [item, ...items] } : { ...page, items };
  });
  return { ...data, pages };
}

/** `ItemUpsert`: saves a URL (or re-adds it) and shows it at the top of Saves. */
export function useUpsertSavedItem() {
  const queryClient = useQueryClient();
  return useMutation<SavedItemSummaryFragment, GraphQLRequestError, { url: string }>({
    mutationFn: async (input) =>
      (await graphqlRequest(ItemUpsertDocument, { input })).upsertSavedItem,
    onSuccess: async (item) => {
      const key = savedItemsKeys.view(UNREAD_VIEW);
      await queryClient.cancelQueries({ queryKey: key });
      if (item.status === 'UNREAD' || item.status == null) {
        queryClient.setQueryData<SavedItemsData>(key, (data) => injectAtFront(data, item));
      }
      await queryClient.invalidateQueries({
        queryKey: savedItemsKeys.all,
        refetchType: 'none',
      });
    },
  });
}
