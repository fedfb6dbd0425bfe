/**
 * What the Individual List page does (docs/PRODUCT.md §4 "Shareable lists"): notes, item delete,
 * reorder (optimistic, reverting on failure), settings and list delete. Each keeps the page's cache
 * in step and says how it went with a toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UpdateShareableListInput } from '../../../gql/graphql';
import { showToast } from '../../../lib/toast';
import { runReorder } from '../state/reorder';
import { deleteShareableList } from './delete-shareable-list';
import { deleteShareableListItem } from './delete-shareable-list-item';
import type { ListDetail, ListItem } from './get-shareable-list';
import { listsKeys } from './list-keys';
import { updateShareableList } from './update-shareable-list';
import { saveListItemNote } from './update-shareable-list-item';
import { updateShareableListItems } from './update-shareable-list-items';

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : 'Please try again.').replace(/\.$/, '');

function listActions(client: QueryClient, externalId: string) {
  const key = listsKeys.detail(externalId);
  const read = () => client.getQueryData<ListDetail | null>(key) ?? null;
  const patch = (update: (list: ListDetail) => ListDetail) =>
    client.setQueryData<ListDetail | null>(key, (list) => (list ? update(list) : list));
  const refreshIndex = () => client.invalidateQueries({ queryKey: listsKeys.index });
  const setItems = (items: ListItem[]) => patch((list) => ({ ...list, items }));

  return {
    /** Add, edit or (with '') delete a note. Resolves true when saved. */
    async saveNote(itemId: string, note: string): Promise<boolean> {
      try {
        const stored = await saveListItemNote(itemId, note.trim());
        patch((list) => ({
          ...list,
          items: list.items.map((item) =>
            item.externalId === itemId ? { ...item, note: stored } : item,
          ),
        }));
        showToast({ message: stored ? 'Note saved' : 'Note deleted' });
        return true;
      } catch (error) {
        showToast({ message: `Couldn't save the note: ${reason(error)}.`, tone: 'error' });
        return false;
      }
    },

    async deleteItem(itemId: string): Promise<boolean> {
      try {
        await deleteShareableListItem(itemId);
        patch((list) => ({
          ...list,
          items: list.items.filter((item) => item.externalId !== itemId),
        }));
        void refreshIndex();
        showToast({ message: 'Removed from the list' });
        return true;
      } catch (error) {
        showToast({ message: `Couldn't remove the item: ${reason(error)}.`, tone: 'error' });
        return false;
      }
    },

    /** Shows `next` at once; on failure the previous order comes back with a toast. */
    async reorder(next: ListItem[]): Promise<void> {
      const previous = read()?.items ?? [];
      await client.cancelQueries({ queryKey: key });
      const error = await runReorder(
        { show: setItems, send: updateShareableListItems },
        previous,
        next,
      );
      if (error) {
        showToast({
          message: `Couldn't save the new order: ${reason(error)}.`,
          tone: 'error',
        });
      } else void refreshIndex();
    },

    async updateSettings(data: Omit<UpdateShareableListInput, 'externalId'>): Promise<boolean> {
      try {
        const updated = await updateShareableList({ ...data, externalId });
        patch((list) => ({
          ...list,
          title: updated.title,
          description: updated.description ?? null,
          status: updated.status,
          slug: updated.slug ?? null,
          listItemNoteVisibility: updated.listItemNoteVisibility,
          updatedAt: String(updated.updatedAt),
        }));
        void refreshIndex();
        void client.invalidateQueries({ queryKey: listsKeys.recent });
        showToast({ message: 'List settings saved' });
        return true;
      } catch (error) {
        showToast({ message: `Couldn't save the settings: ${reason(error)}.`, tone: 'error' });
        return false;
      }
    },

    async deleteList(): Promise<boolean> {
      try {
        await deleteShareableList(externalId);
        // The page leaves for /lists: only the other views are read again.
        void refreshIndex();
        void client.invalidateQueries({ queryKey: listsKeys.recent });
        showToast({ message: 'List deleted' });
        return true;
      } catch (error) {
        showToast({ message: `Couldn't delete the list: ${reason(error)}.`, tone: 'error' });
        return false;
      }
    },
  };
}

export type ListPageActions = ReturnType<typeof listActions>;

export function useListPageActions(externalId: string): ListPageActions {
  const client = useQueryClient();
  return useMemo(() => listActions(client, externalId), [client, externalId]);
}
