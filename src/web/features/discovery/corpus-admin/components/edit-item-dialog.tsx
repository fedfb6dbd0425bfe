/**
 * "Edit" a corpus item: its title, excerpt and image URL as recommendations will show them, its
 * topic (one of the 15; a curator's choice outranks every guess) and whether it is a curator
 * pick. Blank fields keep the item's own text. The dialog stays open with the server's reason
 * when it refuses (e.g. an image URL that is not http or https).
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import type { CorpusTopic } from '../api/corpus-overview';
import { useEditCorpusItem } from '../api/edit-corpus-item';
import type { CorpusItemEdit } from '../api/edit-corpus-item';
import type { CorpusItemRow } from '../state/corpus-items-cache';
import styles from './corpus-admin.module.css';
import { TopicSelect } from './topic-select';
import { DialogActions } from '../../../../components/ui/dialog-actions';

const draftOf = (item: CorpusItemRow | null): CorpusItemEdit => ({
  title: item?.title ?? '',
  excerpt: item?.excerpt ?? '',
  imageUrl: item?.imageUrl ?? '',
  topic: item?.topic ?? '',
  isCuratorPick: item?.isCuratorPick ?? false,
});

export interface EditItemDialogProps {
  item: CorpusItemRow | null;
  topics?: CorpusTopic[];
  onClose: () => void;
}

export function EditItemDialog({ item, topics, onClose }: EditItemDialogProps) {
  const edit = useEditCorpusItem();
  const [draft, setDraft] = useState(() => draftOf(item));
  const excerptId = useId();
  const pickId = useId();
  const { reset } = edit;

  // Each item starts from its own values.
  useEffect(() => {
    setDraft(draftOf(item));
    reset();
  }, [item, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    edit.mutate({ item, edit: draft }, { onSuccess: onClose });
  };

  const change = (patch: Partial<CorpusItemEdit>) => setDraft((old) => ({ ...old, ...patch }));

  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit corpus item"
      description={item ? item.url : undefined}
      name="edit-corpus-item"
      footer={
        <DialogActions
          onCancel={onClose}
          form="edit-corpus-item-form"
          busy={edit.isPending}
          cancelWhileBusy
        >
          Save changes
        </DialogActions>
      }
    >
      <form id="edit-corpus-item-form" className={styles.dialogForm} onSubmit={submit} noValidate>
        <TextField
          label="Title"
          value={draft.title}
          maxLength={300}
          onChange={(event) => change({ title: event.target.value })}
        />
        <div className={styles.field}>
          <label htmlFor={excerptId} className={styles.label}>
            Excerpt
          </label>
          <textarea
            id={excerptId}
            className={styles.textarea}
            rows={4}
            maxLength={2000}
            value={draft.excerpt}
            onChange={(event) => change({ excerpt: event.target.value })}
          />
        </div>
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          value={draft.imageUrl}
          placeholder="https://…"
          onChange={(event) => change({ imageUrl: event.target.value })}
        />
        <TopicSelect
          label="Topic"
          topics={topics}
          value={draft.topic}
          emptyLabel="No topic"
          onChange={(topic) => change({ topic })}
        />
        <div className={styles.check}>
          <input
            id={pickId}
            type="checkbox"
            checked={draft.isCuratorPick}
            onChange={(event) => change({ isCuratorPick: event.target.checked })}
          />
          <label htmlFor={pickId}>Curator pick (shown first among recommendations)</label>
        </div>
        {edit.error ? (
          <p className={styles.formError} role="alert">
            {edit.error.message}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
