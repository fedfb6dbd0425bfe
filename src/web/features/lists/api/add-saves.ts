/**
 * Putting saves into a list (docs/PRODUCT.md §4, §8), for the list picker and Create List: a new
 * list takes its first 3 items with the creation call and the rest in batches of 30; an existing
 * list takes one save with CreateShareableListItem (at the end) and several in batches of 30.
 * Saves the list already has are left out first (the server refuses a URL twice), and the toast
 * says so in words. Progress goes to the dialogs store; at the end the dialogs close, the lists
 * are read again and a toast says what happened (on error the progress goes back to nothing).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CreateShareableListInput } from '../../../gql/graphql';
import { showToast } from '../../../lib/toast';
import { runAdd } from '../state/add-plan';
import {
  alreadyInListMessage,
  isAlreadyInListError,
  splitAlreadyInList,
} from '../state/already-in-list';
import type { AddCalls, AddResult, AddTarget, ListItemInput } from '../state/add-plan';
import { closeListDialogs, rememberLastList, setAddProgress } from '../state/list-dialogs-store';
import { addToShareableList } from './bulk-create-shareable-list-items';
import { createAndAddToShareableList } from './create-and-add-to-shareable-list';
import { createShareableList } from './create-shareable-list';
import { createShareableListItem } from './create-shareable-list-item';
import { fetchShareableList } from './get-shareable-list';
import type { RecentList } from './get-shareable-lists-recent';
import { listsKeys } from './list-keys';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function finish(
  client: QueryClient,
  title: string,
  result: AddResult,
  total: number,
  alreadyThere = 0,
): void {
  setAddProgress(null);
  closeListDialogs();
  void client.invalidateQueries({ queryKey: listsKeys.all });
  if (result.externalId) rememberLastList({ externalId: result.externalId, title });
  const duplicate = result.error !== null && isAlreadyInListError(result.error);
  if (duplicate && total === 1 && alreadyThere === 0) {
    // Added meanwhile (another tab): the list has it, which is what the user wanted.
    showToast({ message: alreadyInListMessage(title, 0, 1) });
    return;
  }
  if (result.error) {
    const partial = result.added > 0 ? ` Added ${result.added} of ${total}.` : '';
    const reason = duplicate
      ? 'one of them is in the list already'
      : result.error.message.replace(/\.$/, '');
    showToast({
      message: `Couldn't add ${items(total)} to “${title}”: ${reason}.${partial}`,
      tone: 'error',
      duration: 8000,
    });
    return;
  }
  if (alreadyThere > 0) {
    showToast({ message: alreadyInListMessage(title, total, alreadyThere) });
    return;
  }
  showToast({
    message: total > 0 ? `Added ${items(total)} to “${title}”` : `List “${title}” created`,
  });
}

/** The URLs the list holds now; none known when it cannot be read (the server still checks). */
async function urlsInList(externalId: string): Promise<string[]> {
  try {
    return (await fetchShareableList(externalId))?.items.map((item) => item.url) ?? [];
  } catch {
    return [];
  }
}

/** The calls of a run into a new list made from `listData`. */
function newListCalls(listData: CreateShareableListInput, title: { value: string }): AddCalls {
  return {
    create: async (first) => {
      const list =
        first.length <= 1
          ? await createShareableList(listData, first[0] ?? null)
          : await createAndAddToShareableList(listData, first);
      title.value = list.title;
      return list.externalId;
    },
    add: addToShareableList,
  };
}

/** Create List: a new list, with the saves (if any). Resolves with the new list's externalId. */
export async function createListWithSaves(
  client: QueryClient,
  listData: CreateShareableListInput,
  saves: readonly ListItemInput[],
): Promise<string | null> {
  const title = { value: listData.title };
  const result = await runAdd(newListCalls(listData, title), { kind: 'new' }, saves, (p) =>
    setAddProgress(saves.length > 1 ? p : null),
  );
  finish(client, title.value, result, saves.length);
  return result.externalId;
}

/** The list picker's Add: the saves go at the end of an existing list. */
export async function addSavesToList(
  client: QueryClient,
  list: RecentList,
  saves: readonly ListItemInput[],
): Promise<void> {
  const target: AddTarget = { kind: 'existing', externalId: list.externalId };
  const { fresh, present } = splitAlreadyInList(saves, await urlsInList(list.externalId));
  if (fresh.length === 0) {
    finish(
      client,
      list.title,
      { externalId: list.externalId, added: 0, error: null },
      0,
      present.length,
    );
    return;
  }
  const calls: AddCalls = {
    create: () => Promise.reject(new Error('Not creating a list.')),
    add: (externalId, batch) =>
      fresh.length === 1 && batch[0]
        ? createShareableListItem(externalId, batch[0], list.itemCount)
        : addToShareableList(externalId, batch),
  };
  const result = await runAdd(calls, target, fresh, (p) =>
    setAddProgress(fresh.length > 1 ? p : null),
  );
  finish(client, list.title, result, fresh.length, present.length);
}
