/**
 * `adminReviewCorpusItem(id, decision)`: Approve or Reject a corpus item, and Undo (back to
 * PROSPECT). The item moves at once in every loaded list (it leaves Prospects), goes back with
 * an error toast when the server refuses, and takes the server's answer on success. The toast
 * after a review offers Undo; a rejection says that the URL is never proposed again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { showToast } from '../../../../lib/toast';
import { placeItem, reviewed } from '../state/corpus-items-cache';
import type { CorpusItemRow, PagedItems } from '../state/corpus-items-cache';
import type { CorpusFilters, ItemState } from '../state/corpus-url';
import { toItemRow } from './corpus-item-fields';
import { corpusKeys } from './query-keys';

const AdminReviewCorpusItemDocument = graphql(`
  mutation AdminReviewCorpusItem($id: ID!, $decision: CorpusItemState!) {
    adminReviewCorpusItem(id: $id, decision: $decision) {
      ...CorpusItemFields
    }
  }
`);

/** Puts `item` as it now is into every loaded item list (each by its own filters). */
export function placeEverywhere(client: QueryClient, item: CorpusItemRow): void {
  for (const [key, data] of client.getQueriesData<PagedItems>({ queryKey: corpusKeys.items })) {
    const filters = (key[2] ?? {}) as CorpusFilters;
    client.setQueryData<PagedItems>(key, placeItem(data, filters, item));
  }
}

export interface ReviewInput {
  item: CorpusItemRow;
  decision: ItemState;
}

const title = (item: CorpusItemRow) => `“${item.title}”`;

export function useReviewCorpusItem() {
  const client = useQueryClient();
  const review = useMutation({
    mutationFn: async ({ item, decision }: ReviewInput) =>
      toItemRow(
        (await graphqlRequest(AdminReviewCorpusItemDocument, { id: item.id, decision }))
          .adminReviewCorpusItem,
      ),
    onMutate: async ({ item, decision }) => {
      await client.cancelQueries({ queryKey: corpusKeys.items });
      placeEverywhere(client, reviewed(item, decision, new Date()));
    },
    onError: (error, { item, decision }) => {
      placeEverywhere(client, item);
      const what =
        decision === 'PROSPECT' ? 'put back' : decision === 'APPROVED' ? 'approve' : 'reject';
      showToast({ tone: 'error', message: `Could not ${what} ${title(item)}. ${error.message}` });
    },
    onSuccess: (next, { decision }) => {
      placeEverywhere(client, next);
      if (decision === 'PROSPECT') {
        showToast({ message: `${title(next)} is a prospect again.` });
        return;
      }
      showToast({
        message:
          decision === 'APPROVED'
            ? `Approved ${title(next)}.`
            : `Rejected ${title(next)}. Its URL will not be proposed again.`,
        action: {
          label: 'Undo',
          altText: `Undo: make ${title(next)} a prospect again`,
          onAction: () => review.mutate({ item: next, decision: 'PROSPECT' }),
        },
      });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: corpusKeys.overview });
    },
  });
  return review;
}
