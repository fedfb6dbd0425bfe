/**
 * Add Note, Edit Note (≤ 300 characters, with a counter and 'Character Limit Exceeded') and
 * Delete Note (confirm or cancel; deleting saves an empty note, docs/PRODUCT.md §4).
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { characterCount, LIST_NOTE_MAX } from '../state/limits';
import { CountedField } from './counted-field';
import { FormDialog } from './form-dialog';
import styles from './list-dialogs.module.css';

export interface NoteDialogProps {
  /** The item whose note is edited (null: closed). */
  item: { externalId: string; title: string; note: string | null } | null;
  onClose: () => void;
  onSave: (externalId: string, note: string) => Promise<boolean>;
}

export function NoteDialog({ item, onClose, onSave }: NoteDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = Boolean(item?.note);

  useEffect(() => {
    setNote(item?.note ?? '');
    setError(null);
    setBusy(false);
  }, [item]);

  const over = characterCount(note, LIST_NOTE_MAX).over;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || busy || over) return;
    if (!note.trim()) {
      setError('Write a note, or cancel.');
      return;
    }
    setBusy(true);
    const saved = await onSave(item.externalId, note);
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      busy={busy}
      title={editing ? 'Edit Note' : 'Add Note'}
      description={item ? `For “${item.title}”` : undefined}
      name="list-note"
      submitLabel="Save note"
      submitDisabled={over}
      onSubmit={submit}
      formClassName={styles.form}
    >
      <CountedField
        label="Note"
        value={note}
        onChange={(value) => {
          setNote(value);
          setError(null);
        }}
        max={LIST_NOTE_MAX}
        multiline
        autoFocus
        error={error}
      />
    </FormDialog>
  );
}

export interface DeleteNoteDialogProps {
  item: { externalId: string; title: string } | null;
  onClose: () => void;
  onSave: (externalId: string, note: string) => Promise<boolean>;
}

export function DeleteNoteDialog({ item, onClose, onSave }: DeleteNoteDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete this note?"
      confirmLabel="Delete note"
      tone="danger"
      busy={busy}
      name="delete-note"
      onCancel={onClose}
      onConfirm={() => {
        if (!item) return;
        setBusy(true);
        void onSave(item.externalId, '').then(() => {
          setBusy(false);
          onClose();
        });
      }}
    >
      <p>The note on “{item?.title}” will be removed. The item stays in the list.</p>
    </ConfirmDialog>
  );
}
