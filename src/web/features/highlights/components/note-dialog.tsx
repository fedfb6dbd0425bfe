/**
 * Add, edit or delete a highlight's note (docs/PRODUCT.md §2: Add Note, Edit Note, Delete Note with
 * a confirmation). "Highlight with note" opens it for a passage not yet saved: Save creates both.
 */
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { showToast } from '../../../lib/toast';
import type { Highlight } from '../api/highlight-fields';
import type { useHighlightMutations } from '../api/highlight-mutations';
import { MAX_NOTE_LENGTH } from '../state/limits';
import type { HighlightDraft } from './highlights-context';
import styles from './note-dialog.module.css';

export type NoteTarget = { kind: 'new'; draft: HighlightDraft } | { kind: 'existing'; id: string };

interface NoteDialogProps {
  target: NoteTarget | null;
  /** The highlight of an 'existing' target. */
  highlight: Highlight | null;
  creating: boolean;
  mutations: ReturnType<typeof useHighlightMutations>;
  onCreate: (draft: HighlightDraft, text: string) => void;
  onClose: () => void;
}

export function NoteDialog(props: NoteDialogProps) {
  const { target, highlight } = props;
  const open = target !== null && (target.kind === 'new' || highlight !== null);
  // A fresh form per target, so the text starts from that highlight's note.
  const key = target ? (target.kind === 'new' ? `new:${target.draft.patch}` : target.id) : 'none';
  return <NoteForm key={key} {...props} open={open} />;
}

function NoteForm({
  target,
  highlight,
  creating,
  mutations,
  onCreate,
  onClose,
  open,
}: NoteDialogProps & { open: boolean }) {
  const existingNote = highlight?.note ?? null;
  const [text, setText] = useState(existingNote?.text ?? '');
  const [confirming, setConfirming] = useState(false);
  const fieldId = useId();
  const { saveNote, deleteNote } = mutations;
  const quote = target?.kind === 'new' ? target.draft.quote : (highlight?.quote ?? '');
  const busy = creating || saveNote.isPending || deleteNote.isPending;
  const error = saveNote.error ?? deleteNote.error;
  const trimmed = text.trim();

  const save = () => {
    if (!target || !trimmed) return;
    if (target.kind === 'new') {
      onCreate(target.draft, trimmed);
      return;
    }
    saveNote.mutate(
      { id: target.id, text: trimmed, existing: existingNote !== null },
      {
        onSuccess: () => {
          showToast({ message: existingNote ? 'Note updated' : 'Note added' });
          onClose();
        },
      },
    );
  };

  const remove = () => {
    if (target?.kind !== 'existing') return;
    deleteNote.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({ message: 'Note deleted' });
          onClose();
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const title = existingNote ? 'Edit note' : 'Add note';
  return (
    <>
      <Modal
        open={open && !confirming}
        onOpenChange={(next) => {
          if (!next && !busy) onClose();
        }}
        title={title}
        name="highlight-note"
        footer={
          <>
            {existingNote ? (
              <Button
                variant="ghost"
                className={styles.deleteNote}
                onClick={() => setConfirming(true)}
                disabled={busy}
              >
                Delete note
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={save} busy={busy} disabled={!trimmed}>
              {target?.kind === 'new' ? 'Save highlight' : 'Save note'}
            </Button>
          </>
        }
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {quote ? <blockquote className={styles.quote}>{quote}</blockquote> : null}
          <label htmlFor={fieldId} className={styles.label}>
            Note
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={text}
            maxLength={MAX_NOTE_LENGTH}
            rows={5}
            autoFocus
            placeholder="What do you want to remember about this passage?"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) save();
            }}
          />
          {error ? (
            <p className={styles.error} role="alert">
              {error.message}
            </p>
          ) : null}
        </form>
      </Modal>
      <ConfirmDialog
        open={open && confirming}
        title="Delete this note?"
        confirmLabel="Delete"
        tone="danger"
        busy={deleteNote.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        name="delete-note"
      >
        <p className={styles.confirmText}>The highlight stays; only its note is deleted.</p>
      </ConfirmDialog>
    </>
  );
}
