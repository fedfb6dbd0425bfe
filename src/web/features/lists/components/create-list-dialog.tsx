/**
 * Create List (docs/PRODUCT.md §2): a title (required, ≤ 100) and a description (≤ 200) with
 * counters; opens for no save (the lists page), one or several. Closes on confirm, cancel or
 * failure (docs/PRODUCT.md §4); while several saves are added it shows "Adding n of N…".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { createListWithSaves } from '../api/add-saves';
import { addProgressText } from '../state/add-plan';
import { closeListDialogs, useListDialogs } from '../state/list-dialogs-store';
import { listPath } from '../state/list-paths';
import { useListText } from '../state/use-list-text';
import { FormDialog } from './form-dialog';
import styles from './list-dialogs.module.css';
import { ListTextFields } from './list-text-fields';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function CreateListDialog() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const open = useListDialogs((s) => s.dialog === 'create');
  const saves = useListDialogs((s) => s.items);
  const progress = useListDialogs((s) => s.progress);
  const text = useListText();
  const { title, description, over, reset, setTitleError } = text;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) {
      reset('', '');
      setBusy(false);
    }
  }, [open, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || over) return;
    if (!title.trim()) {
      setTitleError('Give the list a title.');
      return;
    }
    setBusy(true);
    const listData = {
      title: title.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
    };
    const externalId = await createListWithSaves(client, listData, saves);
    // From the lists page (no saves): straight to the new list.
    if (externalId && saves.length === 0) void navigate(listPath(externalId));
  };

  return (
    <FormDialog
      open={open}
      onClose={closeListDialogs}
      busy={busy}
      title="Create List"
      name="create-list"
      description={
        saves.length > 0 ? `${items(saves.length)} will go into the new list.` : undefined
      }
      submitLabel="Create List"
      submitDisabled={over}
      onSubmit={submit}
      formClassName={styles.form}
    >
      <ListTextFields {...text.fieldProps} descriptionLabel="Description (optional)" />
      {progress ? (
        <p className={styles.progress} role="status">
          {addProgressText(progress)}
        </p>
      ) : null}
    </FormDialog>
  );
}
