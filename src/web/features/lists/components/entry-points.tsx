/**
 * Where saves meet lists (spec §2): "Add to list" in a card's menu, in the bulk bar and in the
 * reader's toolbar, and the Lists entry of the side navigation. Each shows only to users
 * enrolled in the lists pilot.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ListPlus, ListTodo } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast';
import type { SavedItemSummary } from '../../saves/api/get-saved-items';
import { cachedSavesAsListItems, listItemOfSave } from '../api/cached-saves';
import { useListsEnrolled } from '../api/get-pilot-status';
import { openListPicker } from '../state/list-dialogs-store';
import { LISTS_PATH } from '../state/list-paths';
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

/** The side navigation's Lists entry (an `<li>`), for enrolled users. */
export function ListsNavEntry({
  linkClass,
}: {
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const enrolled = useListsEnrolled();
  if (!enrolled) return null;
  return (
    <li>
      <NavLink to={LISTS_PATH} className={linkClass}>
        <ListTodo size={18} aria-hidden />
        <span>Lists</span>
      </NavLink>
    </li>
  );
}
