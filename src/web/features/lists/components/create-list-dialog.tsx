/**
 * Create List (spec §2): a title (required, ≤ 100) and a description (≤ 200) with counters;
 * opens for no save (the lists page), one or several. Closes on confirm, cancel or failure
 * (spec §4); while several saves are added it shows "Adding n of N…".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { createListWithSaves } from '../api/add-saves';
import { addProgressText } from '../state/add-plan';
import { characterCount, LIST_DESCRIPTION_MAX, LIST_TITLE_MAX } from '../state/limits';
import { closeListDialogs, useListDialogs } from '../state/list-dialogs-store';
import { listPath } from '../state/list-paths';
import { CountedField } from './counted-field';
import styles from './list-dialogs.module.css';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function CreateListDialog() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const open = useListDialogs((s) => s.dialog === 'create');
  const saves = useListDialogs((s) => s.items);
  const progress = useListDialogs((s) => s.progress);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) {
      setTitle('');
      setDescription('');
      setTitleError(null);
      setBusy(false);
    }
  }, [open]);

  const over =
    characterCount(title, LIST_TITLE_MAX).over ||
    characterCount(description, LIST_DESCRIPTION_MAX).over;

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
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) closeListDialogs();
      }}
      title="Create List"
      name="create-list"
      description={
        saves.length > 0 ? `${items(saves.length)} will go into the new list.` : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={closeListDialogs} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="create-list-form" busy={busy} disabled={over}>
            Create List
          </Button>
        </>
      }
    >
      <form
        id="create-list-form"
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <CountedField
          label="Title"
          value={title}
          onChange={(value) => {
            setTitle(value);
            setTitleError(null);
          }}
          max={LIST_TITLE_MAX}
          error={titleError}
          autoFocus
        />
        <CountedField
          label="Description (optional)"
          value={description}
          onChange={setDescription}
          max={LIST_DESCRIPTION_MAX}
          multiline
        />
        {progress ? (
          <p className={styles.progress} role="status">
            {addProgressText(progress)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
