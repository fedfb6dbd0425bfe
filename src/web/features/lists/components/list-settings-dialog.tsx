/**
 * List Settings (docs/PRODUCT.md §2): title (≤ 100) and description (≤ 200) with counters, the
 * status (Private or Public: publishing makes the list's link, docs/POCKET-COMPATIBILITY.md §2.7)
 * and whether notes show on the public page.
 */
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { ListDetail } from '../api/get-shareable-list';
import type { ListVisibility } from '../api/get-shareable-lists';
import type { ListPageActions } from '../api/list-page-actions';
import { useListText } from '../state/use-list-text';
import { FormDialog } from './form-dialog';
import { ListTextFields } from './list-text-fields';
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
  const text = useListText(list.title, list.description ?? '');
  const { title, description, over, reset, setTitleError } = text;
  const [status, setStatus] = useState<ListVisibility>(list.status);
  const [notes, setNotes] = useState<ListVisibility>(list.listItemNoteVisibility);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    reset(list.title, list.description ?? '');
    setStatus(list.status);
    setNotes(list.listItemNoteVisibility);
    setBusy(false);
  }, [open, list, reset]);

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
    <FormDialog
      open={open}
      onClose={onClose}
      busy={busy}
      title="List Settings"
      name="list-settings"
      submitLabel="Save"
      submitDisabled={over}
      onSubmit={submit}
      formClassName={styles.settingsForm}
    >
      <ListTextFields {...text.fieldProps} descriptionLabel="Description" descriptionRows={3} />
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
    </FormDialog>
  );
}
