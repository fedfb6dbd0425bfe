import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { savedItemsKeys } from '../../saves';
import { showToggleToast, UNDO_OF } from '../../saves/state/toggle-feedback';
import type { ToggleAction } from '../../saves/state/toggle-feedback';
import { readerKeys } from './reader-item';
import type { ReaderView } from './reader-item';

/** Single-item mutations the reader toolbar sends (pocket-api.md §1.3). */
const ArchiveDocument = graphql(`
  mutation ReaderItemArchive($id: ID!) {
    updateSavedItemArchive(id: $id) {
      id
      status
      isArchived
      archivedAt
    }
  }
`);
const UnArchiveDocument = graphql(`
  mutation ReaderItemUnArchive($id: ID!) {
    updateSavedItemUnArchive(id: $id) {
      id
      status
      isArchived
      archivedAt
    }
  }
`);
const FavoriteDocument = graphql(`
  mutation ReaderItemFavorite($id: ID!) {
    updateSavedItemFavorite(id: $id) {
      id
      isFavorite
      favoritedAt
    }
  }
`);
const UnFavoriteDocument = graphql(`
  mutation ReaderItemUnFavorite($id: ID!) {
    updateSavedItemUnFavorite(id: $id) {
      id
      isFavorite
      favoritedAt
    }
  }
`);
const DeleteDocument = graphql(`
  mutation ReaderItemDelete($id: ID!) {
    deleteSavedItem(id: $id)
  }
`);
const UnDeleteDocument = graphql(`
  mutation ReaderItemUnDelete($id: ID!) {
    updateSavedItemUnDelete(id: $id) {
      id
      status
    }
  }
`);
const RefreshArticleDocument = graphql(`
  mutation ReaderItemRefresh($url: String!) {
    refreshItemArticle(url: $url) {
      id
      parseStatus
    }
  }
`);

interface ToggleVariables {
  id: string;
  action: ToggleAction;
}

function patchFor(action: ToggleAction) {
  switch (action) {
    case 'archive':
      return { isArchived: true, status: 'ARCHIVED' as const };
    case 'unarchive':
      return { isArchived: false, status: 'UNREAD' as const };
    case 'favorite':
      return { isFavorite: true };
    case 'unfavorite':
      return { isFavorite: false };
  }
}

async function sendToggle({ id, action }: ToggleVariables): Promise<void> {
  switch (action) {
    case 'archive':
      await graphqlRequest(ArchiveDocument, { id });
      return;
    case 'unarchive':
      await graphqlRequest(UnArchiveDocument, { id });
      return;
    case 'favorite':
      await graphqlRequest(FavoriteDocument, { id });
      return;
    case 'unfavorite':
      await graphqlRequest(UnFavoriteDocument, { id });
      return;
  }
}

/** Shows an action's change on the reader view's save. */
function patchReader(queryClient: QueryClient, readerId: string, action: ToggleAction): void {
  queryClient.setQueryData<ReaderView>(readerKeys.item(readerId), (view) =>
    view?.savedItem ? { ...view, savedItem: { ...view.savedItem, ...patchFor(action) } } : view,
  );
}

/**
 * Undo of a reader toggle: the opposite change, sent from a plain function because the toast
 * outlives the reader (Undo may be pressed on the Saves page). A failure says so.
 */
export async function undoReaderToggle(
  queryClient: QueryClient,
  readerId: string,
  id: string,
  action: ToggleAction,
): Promise<void> {
  const reverse = UNDO_OF[action];
  patchReader(queryClient, readerId, reverse);
  try {
    await sendToggle({ id, action: reverse });
  } catch (error) {
    patchReader(queryClient, readerId, action);
    const reason = error instanceof Error ? ` ${error.message}` : '';
    showToast({ message: `Couldn't undo that.${reason}`, tone: 'error' });
  } finally {
    await queryClient.invalidateQueries({ queryKey: savedItemsKeys.all });
  }
}

/**
 * Archive / re-add and favorite / unfavorite from the reader: optimistic on the reader view
 * (reverted on failure), then a toast says what was done, with Undo, and the saves lists are
 * marked stale.
 */
export function useToggleSavedItem(readerId: string) {
  const queryClient = useQueryClient();
  const key = readerKeys.item(readerId);
  return useMutation<void, GraphQLRequestError, ToggleVariables, { previous?: ReaderView }>({
    mutationFn: sendToggle,
    onMutate: async ({ action }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReaderView>(key);
      patchReader(queryClient, readerId, action);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (_data, { id, action }) => {
      showToggleToast(action, () => void undoReaderToggle(queryClient, readerId, id, action));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedItemsKeys.all }),
  });
}

/** Deletes a save (soft: `undelete` brings it back). */
export function useDeleteSavedItem() {
  const queryClient = useQueryClient();
  return useMutation<string, GraphQLRequestError, { id: string }>({
    mutationFn: async ({ id }) => (await graphqlRequest(DeleteDocument, { id })).deleteSavedItem,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: readerKeys.all });
      await queryClient.invalidateQueries({ queryKey: savedItemsKeys.all });
    },
  });
}

/** Restores a deleted save (the Undo of the delete toast). Plain function: the toast outlives the page. */
export async function unDeleteSavedItem(id: string): Promise<void> {
  await graphqlRequest(UnDeleteDocument, { id });
}

/**
 * "Item deleted · Undo" after the reader deletes a save and goes back to Saves: one of the
 * app's toasts (lib/toast, rendered by the root layout, so it outlives the reader). A failed
 * restore says so and offers to try again.
 */
export function showDeletedToast(client: QueryClient, id: string): void {
  const undo = async () => {
    try {
      await unDeleteSavedItem(id);
    } catch {
      showToast({
        message: 'Could not restore the item.',
        tone: 'error',
        action: {
          label: 'Retry',
          altText: 'Try to restore the item again',
          onAction: () => void undo(),
        },
      });
      return;
    }
    await client.invalidateQueries({ queryKey: savedItemsKeys.all });
  };
  showToast({
    message: 'Item deleted',
    duration: 8_000,
    action: { label: 'Undo', altText: 'Undo the delete', onAction: () => void undo() },
  });
}

/** Asks the server to fetch and parse the article again ("Try again" on a failed parse). */
export function useRefreshArticle() {
  return useMutation<void, GraphQLRequestError, { url: string }>({
    mutationFn: async ({ url }) => {
      await graphqlRequest(RefreshArticleDocument, { url });
    },
  });
}
