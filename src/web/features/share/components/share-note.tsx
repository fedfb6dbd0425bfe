/**
 * The note of a share link, in the share dialog: "Add a note" opens a field; Save sends
 * addShareContext (a request, then the stored note or an error with the field kept); Cancel
 * leaves the note as it was. Visitors of the share page see the note beside the preview.
 */
import { MessageSquarePlus, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MAX_SHARE_NOTE_LENGTH, useAddShareNote } from '../api/add-share-context';
import styles from './share-sheet.module.css';

export function ShareNote({ slug, initialNote }: { slug: string; initialNote?: string | null }) {
  const [note, setNote] = useState<string | null>(initialNote?.trim() || null);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useAddShareNote();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  if (draft === null) {
    return (
      <section className={styles.note} aria-label="Note">
        {note ? (
          <>
            <p className={styles.sectionLabel}>Your note</p>
            <p className={styles.noteText} dir="auto">
              {note}
            </p>
          </>
        ) : null}
        <div>
          <Button
            variant="ghost"
            icon={
              note ? <Pencil size={16} aria-hidden /> : <MessageSquarePlus size={16} aria-hidden />
            }
            onClick={() => {
              save.reset();
              setDraft(note ?? '');
            }}
          >
            {note ? 'Edit note' : 'Add a note'}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className={styles.note}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { slug, note: draft },
          {
            onSuccess: (stored) => {
              setNote(stored);
              setDraft(null);
            },
          },
        );
      }}
    >
      <label htmlFor={fieldId} className={styles.sectionLabel}>
        Note for the people you share with
      </label>
      <textarea
        id={fieldId}
        className={styles.noteField}
        value={draft}
        rows={3}
        maxLength={MAX_SHARE_NOTE_LENGTH}
        dir="auto"
        // The dialog opened for this: the field is what the person wants next.
        autoFocus
        aria-invalid={save.isError || undefined}
        aria-describedby={save.isError ? errorId : undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      {save.isError ? (
        <p id={errorId} className={styles.copyFailed} role="alert">
          We couldn’t save your note. {save.error.message}
        </p>
      ) : null}
      <div className={styles.noteActions}>
        <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save note'}
        </Button>
      </div>
    </form>
  );
}
