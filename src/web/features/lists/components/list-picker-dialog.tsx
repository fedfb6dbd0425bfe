/**
 * The list picker (docs/PRODUCT.md §2, §4): "Add to list" for one save or several. Lists the user's
 * lists (the last one used comes first and is preselected), "Create new list" switches to Create
 * List with the same saves. Closes on confirm or cancel; a failed add closes it with an error
 * toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Check, ListPlus, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { addSavesToList } from '../api/add-saves';
import { useRecentLists } from '../api/get-shareable-lists-recent';
import type { RecentList } from '../api/get-shareable-lists-recent';
import { addProgressText } from '../state/add-plan';
import { closeListDialogs, switchToCreate, useListDialogs } from '../state/list-dialogs-store';
import styles from './list-dialogs.module.css';

const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The last used list first, then the server's order (newest first). */
function ordered(lists: readonly RecentList[], lastId: string | null): RecentList[] {
  const last = lists.find((list) => list.externalId === lastId);
  return last ? [last, ...lists.filter((list) => list !== last)] : [...lists];
}

export function ListPickerDialog() {
  const client = useQueryClient();
  const open = useListDialogs((s) => s.dialog === 'picker');
  const saves = useListDialogs((s) => s.items);
  const progress = useListDialogs((s) => s.progress);
  const lastList = useListDialogs((s) => s.lastList);
  const query = useRecentLists(open);
  const lists = useMemo(
    () => ordered(query.data ?? [], lastList?.externalId ?? null),
    [query.data, lastList],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) {
      setChosen(null);
      setBusy(false);
    }
  }, [open]);
  // Preselect the last used list (or the newest) once the lists are in.
  useEffect(() => {
    if (open && chosen === null && lists[0]) setChosen(lists[0].externalId);
  }, [open, chosen, lists]);

  const target = lists.find((list) => list.externalId === chosen) ?? null;
  const add = async () => {
    if (!target || busy) return;
    setBusy(true);
    await addSavesToList(client, target, saves);
  };

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.pending} aria-busy="true">
        <Spinner size={20} /> Loading your lists…
      </div>
    );
  } else if (query.isError) {
    body = (
      <p className={styles.failure} role="alert">
        We couldn't load your lists. {query.error.message}
      </p>
    );
  } else if (lists.length === 0) {
    body = <p className={styles.none}>You have no lists yet. Create one for these saves.</p>;
  } else {
    body = (
      <div className={styles.choices} role="radiogroup" aria-label="Your lists">
        {lists.map((list) => {
          const selected = list.externalId === chosen;
          return (
            <button
              key={list.externalId}
              type="button"
              role="radio"
              aria-checked={selected}
              className={[styles.choice, selected ? styles.chosen : ''].join(' ')}
              onClick={() => setChosen(list.externalId)}
              disabled={busy}
            >
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{list.title}</span>
                <span className={styles.choiceMeta}>
                  {count(list.itemCount)}
                  {list.externalId === lastList?.externalId ? ' · last used' : ''}
                </span>
              </span>
              {selected ? <Check size={18} aria-hidden className={styles.check} /> : null}
            </button>
          );
        })}
      </div>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) closeListDialogs();
      }}
      title="Add to list"
      name="list-picker"
      description={`Choose a list for ${saves.length === 1 ? 'this save' : `${count(saves.length)}`}.`}
      footer={
        <>
          <Button
            variant="ghost"
            icon={<Plus size={16} aria-hidden />}
            onClick={switchToCreate}
            disabled={busy}
            className={styles.createNew}
          >
            Create new list
          </Button>
          <Button variant="secondary" onClick={closeListDialogs} disabled={busy}>
            Cancel
          </Button>
          <Button
            icon={<ListPlus size={16} aria-hidden />}
            onClick={() => void add()}
            busy={busy}
            disabled={!target}
          >
            Add
          </Button>
        </>
      }
    >
      {body}
      {progress ? (
        <p className={styles.progress} role="status">
          {addProgressText(progress)}
        </p>
      ) : null}
    </Modal>
  );
}
