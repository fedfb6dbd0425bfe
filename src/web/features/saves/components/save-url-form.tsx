import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateSaveUrl } from '../../../../common/url-rules.js';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpsertSavedItem } from '../api/upsert-saved-item';
import styles from './save-url-form.module.css';

export interface SaveUrlFormProps {
  autoFocus?: boolean;
  /** Called after a successful save (e.g. to close a dialog). */
  onSaved?: () => void;
}

/** "Save a URL": validated with the shared URL rules before it is sent; server errors show inline. */
export function SaveUrlForm({ autoFocus = false, onSaved }: SaveUrlFormProps) {
  const upsert = useUpsertSavedItem();
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const serverError = upsert.error
    ? upsert.error.code === 'BAD_USER_INPUT'
      ? upsert.error.message
      : `Could not save this URL. ${upsert.error.message}`
    : null;
  const error = localError ?? serverError;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upsert.isPending) return;
    const checked = validateSaveUrl(value);
    if (!checked.ok) {
      setLocalError(checked.reason);
      return;
    }
    setLocalError(null);
    upsert.mutate(
      { url: checked.url },
      {
        onSuccess: () => {
          setValue('');
          onSaved?.();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Save a URL">
      <TextField
        className={styles.field}
        label="URL"
        hideLabel
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="Paste a link to save, e.g. https://example.com/article"
        autoFocus={autoFocus}
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setLocalError(null);
          if (upsert.error) upsert.reset();
        }}
      />
      <Button
        type="submit"
        className={styles.submit}
        busy={upsert.isPending}
        icon={<Plus size={16} aria-hidden />}
      >
        Save
      </Button>
    </form>
  );
}
