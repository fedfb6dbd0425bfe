/**
 * The reader's side of the save actions. Archive, favorite and delete are the saves feature's
 * (useToggleSavedItem, useDeleteSavedItem): the reader only mirrors their states into its own
 * view of the save. "Try again" on a page that failed asks the server to fetch it anew.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import type { SaveMirror } from '../../../lib/saved-items';
import { readerKeys } from '../../../lib/saved-items';
import type { ReaderView } from '../../../lib/saved-items';

const RefreshArticleDocument = graphql(`
  mutation ReaderItemRefresh($url: String!) {
    refreshItemArticle(url: $url) {
      id
      parseStatus
    }
  }
`);

/** Keeps the reader's view of the save in step with archive and favorite (a SaveMirror). */
export function useReaderMirror(readerId: string): SaveMirror {
  const queryClient = useQueryClient();
  return useCallback(
    ({ status, isArchived, isFavorite }) =>
      queryClient.setQueryData<ReaderView>(readerKeys.item(readerId), (view) =>
        view?.savedItem
          ? {
              ...view,
              savedItem: {
                ...view.savedItem,
                ...(status != null ? { status } : {}),
                ...(isArchived != null ? { isArchived } : {}),
                ...(isFavorite != null ? { isFavorite } : {}),
              },
            }
          : view,
      ),
    [queryClient, readerId],
  );
}

/** Asks the server to fetch and parse the article again ("Try again" on a failed parse). */
export function useRefreshArticle() {
  return useMutation<void, GraphQLRequestError, { url: string }>({
    mutationFn: async ({ url }) => {
      await graphqlRequest(RefreshArticleDocument, { url });
    },
  });
}
