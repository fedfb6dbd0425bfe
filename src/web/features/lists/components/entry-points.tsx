/**
 * Where saves meet lists (docs/PRODUCT.md §2): "Add to list" in a card's menu, in the bulk bar and
 * in the reader's toolbar, and the Lists entry of the side navigation. Each shows only to users
 * enrolled in the lists pilot.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ListPlus, ListTodo, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast';
import type { SavedItemSummary } from '../../../lib/saved-items';
import { cachedSavesAsListItems, listItemOfSave } from '../api/cached-saves';
import { useListsEnrolled } from '../api/get-pilot-status';
import { useRecentLists } from '../api/get-shareable-lists-recent';
import { openCreateList, openListPicker } from '../state/list-dialogs-store';
import { LISTS_PATH, listPath } from '../state/list-paths';
import { toListItemInput } from '../state/to-list-item';
import type { SaveForList } from '../state/to-list-item';

export interface AddToListAction {
  key: 'add-to-list';
  label: string;
  icon: ReactNode;
  run: () => void;
}

/** The card menu's "Add to list" for one save; null when the user is not enrolled. */
export function useAddToListAction(save: SavedItemSummary): AddToListAction | null {
  const enrolled = useListsEnrolled();
  if (!enrolled) return null;
  return {
    key: 'add-to-list',
    label: 'Add to list',
    icon: <ListPlus size={16} aria-hidden />,
    run: () => openListPicker([listItemOfSave(save)]),
  };
}

/** The reader's "Add to list": a handler for the save being read, or undefined. */
export function useReaderAddToList(save: SaveForList | null): (() => void) | undefined {
  const enrolled = useListsEnrolled();
  if (!enrolled || !save) return undefined;
  return () => openListPicker([toListItemInput(save)]);
}

export interface BulkAddToListButtonProps {
  itemIds: readonly string[];
  disabled: boolean;
  /** The bulk bar's class for its labels (hidden on small screens). */
  labelClassName?: string;
}

/** The bulk bar's "Add to list" for the selection. */
export function BulkAddToListButton({
  itemIds,
  disabled,
  labelClassName,
}: BulkAddToListButtonProps) {
  const client = useQueryClient();
  const enrolled = useListsEnrolled();
  if (!enrolled) return null;
  return (
    <Button
      variant="secondary"
      icon={<ListPlus size={16} aria-hidden />}
      disabled={disabled}
      title="Add to list"
      onClick={() => {
        const saves = cachedSavesAsListItems(client, itemIds);
        if (saves.length > 0) openListPicker(saves);
        else
          showToast({
            message: "Couldn't find the selected saves. Reload and try again.",
            tone: 'error',
          });
      }}
    >
      <span className={labelClassName}>Add to list</span>
    </Button>
  );
}

/** How many of the newest lists the side navigation shows under Lists (Pocket showed 3). */
export const RECENT_LISTS_IN_NAV = 3;

export interface ListsNavEntryProps {
  linkClass: (state: { isActive: boolean }) => string;
  /** The class of an `<li>` nested under an entry (indented), and of its label (ellipsis). */
  subEntryClass?: string | undefined;
  subLabelClass?: string | undefined;
}

/**
 * The side navigation's Lists entries (`<li>`s), for enrolled users: Lists, the newest lists
 * (the list picker's query, so both read one cached answer) and "Create list".
 */
export function ListsNavEntry({ linkClass, subEntryClass, subLabelClass }: ListsNavEntryProps) {
  const enrolled = useListsEnrolled();
  const recent = useRecentLists(enrolled);
  if (!enrolled) return null;
  return (
    <>
      <li>
        <NavLink to={LISTS_PATH} end className={linkClass}>
          <ListTodo size={18} aria-hidden />
          <span>Lists</span>
        </NavLink>
      </li>
      {(recent.data ?? []).slice(0, RECENT_LISTS_IN_NAV).map((list) => (
        <li key={list.externalId} className={subEntryClass}>
          <NavLink
            to={listPath(list.externalId)}
            className={linkClass}
            aria-label={`List ${list.title}`}
          >
            <ListTodo size={16} aria-hidden />
            <span className={subLabelClass}>{list.title}</span>
          </NavLink>
        </li>
      ))}
      <li className={subEntryClass}>
        <button
          type="button"
          className={linkClass({ isActive: false })}
          onClick={() => openCreateList()}
        >
          <Plus size={16} aria-hidden />
          <span>Create list</span>
        </button>
      </li>
    </>
  );
}
