/**
 * List Settings (spec §2): title (≤ 100) and description (≤ 200) with counters, the status
 * (Private or Public: publishing makes the list's link, pocket-api.md §2.7) and whether notes
 * show on the public page.
 */
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ListDetail } from '../api/get-shareable-list';
import type { ListVisibility } from '../api/get-shareable-lists';
import type { ListPageActions } from '../api/list-page-actions';
import { characterCount, LIST_DESCRIPTION_MAX, LIST_TITLE_MAX } from '../state/limits';
import { CountedField } from './counted-field';
import styles from './list-page.module.css';

function Choice(props: {
  legend: string;
  value: ListVisibility;
  onChange: (value: ListVisibility) => void;
  options: Array<{ value: ListVisibility; label: string; hint: string; icon?: ReactNode }>;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={props.legend}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          <span>
            <span className={styles.optionLabel}>{option.label}</span>
            <span className={styles.optionHint}>{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export interface ListSettingsDialogProps {
  list: ListDetail;
  open: boolean;
  onClose: () => void;
  actions: ListPageActions;
}

export function ListSettingsDialog({ list, open, onClose, actions }: ListSettingsDialogProps) {
  const [title, setTitle] = useState(list.title);
  const [description, setDescription] = useState(list.description ?? '');
  const [status, setStatus] = useState<ListVisibility>(list.status);
  const [notes, setNotes] = useState<ListVisibility>(list.listItemNoteVisibility);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTitle(list.title);
    setDescription(list.description ?? '');
    setStatus(list.status);
    setNotes(list.listItemNoteVisibility);
    setTitleError(null);
    setBusy(false);
  }, [open, list]);

  const over =
    characterCount(title, LIST_TITLE_MAX).over ||
    characterCount(description, LIST_DESCRIPTION_MAX).over;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || over) return;
    if (!title.trim()) {
      setTitleError('A list needs a title.');
      return;
    }
    setBusy(true);
    const saved = await actions.updateSettings({
      title: title.trim(),
      description: description.trim(),
      status,
      listItemNoteVisibility: notes,
    });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title="List Settings"
      name="list-settings"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="list-settings-form" busy={busy} disabled={over}>
            Save
          </Button>
        </>
      }
    >
      <form
        id="list-settings-form"
        className={styles.settingsForm}
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
          label="Description"
          value={description}
          onChange={setDescription}
          max={LIST_DESCRIPTION_MAX}
          multiline
          rows={3}
        />
        <Choice
          legend="Who can see this list"
          value={status}
          onChange={setStatus}
          options={[
            { value: 'PRIVATE', label: 'Private', hint: 'Only you.' },
            { value: 'PUBLIC', label: 'Public', hint: 'Anyone with the link.' },
          ]}
        />
        <Choice
          legend="Notes on the public page"
          value={notes}
          onChange={setNotes}
          options={[
            { value: 'PRIVATE', label: 'Hidden', hint: 'Your notes stay yours.' },
            { value: 'PUBLIC', label: 'Shown', hint: 'Visitors read your notes.' },
          ]}
        />
      </form>
    </Modal>
  );
}
