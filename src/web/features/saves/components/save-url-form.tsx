import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { validateSaveUrl } from '../../../../common/url-rules.js';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { upsertSavedItem } from '../../../lib/saved-items';
import {
  dismissSave,
  registerSaveForm,
  retrySave,
  saveInField,
  submitSave,
  useSaveQueue,
} from '../state/save-queue';
import type { SaveOutcome, SendSave } from '../state/save-queue';
import { PendingSaves } from './pending-saves';
import styles from './save-url-form.module.css';

export interface SaveUrlFormProps {
  autoFocus?: boolean;
  /** Called once the field's URL is saved and nothing this form sent is left pending or failed. */
  onSaved?: () => void;
}

/** What the user reads when a save is refused or cannot be sent. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') return error.message;
  const detail = error instanceof Error ? error.message : '';
  return `Could not save this URL. ${detail}`.trim();
}

/** ItemUpsert for the save queue, with the cache updates; rejects with the user's message. */
function useSendSave(): SendSave {
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string) => {
      try {
        await upsertSavedItem(queryClient, url);
      } catch (error) {
        throw new Error(saveErrorMessage(error), { cause: error });
      }
    },
    [queryClient],
  );
}

/**
 * "Save a URL": each submission is checked with the shared URL rules, then queued (state/save-
 * queue.ts) and sent in order while the user goes on pasting. The field is cleared only when the
 * URL it still holds was accepted; a refusal shows its error under the field when the field holds
 * (or is left empty of) that text, else in the list of pending saves below it.
 */
export function SaveUrlForm({ autoFocus = false, onSaved }: SaveUrlFormProps) {
  const formId = useId();
  const send = useSendSave();
  const saves = useSaveQueue((state) => state.saves);
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const mounted = useRef(true);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  useEffect(() => {
    mounted.current = true;
    const unregister = registerSaveForm();
    return () => {
      mounted.current = false;
      unregister();
    };
  }, []);

  const inField = saveInField(saves, formId, value);
  const error = localError ?? (inField?.status === 'failed' ? inField.error : null);

  const settle = useCallback(
    (text: string, outcome: SaveOutcome) => {
      if (!mounted.current) {
        if (!outcome.ok && useSaveQueue.getState().formsMounted === 0) {
          showToast({ tone: 'error', message: `${outcome.error} (${text})` });
        }
        return;
      }
      const field = valueRef.current.trim();
      if (outcome.ok) {
        if (field !== text) return;
        setValue('');
        const left = useSaveQueue.getState().saves.some((save) => save.formId === formId);
        if (!left) onSavedRef.current?.();
      } else if (field === '') {
        // The field was emptied meanwhile: the refused text goes back in it, with its error.
        setValue(text);
      }
    },
    [formId],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    const checked = validateSaveUrl(text);
    if (!checked.ok) {
      setLocalError(checked.reason);
      return;
    }
    setLocalError(null);
    if (inField?.status === 'sending') return; // already on its way
    const outcome =
      inField?.status === 'failed'
        ? retrySave(inField.id, send)
        : submitSave({ text, url: checked.url, formId }, send).outcome;
    void outcome?.then((result) => settle(text, result));
    // The text stays until accepted; selected, so the next paste replaces it.
    const input = event.currentTarget.elements.namedItem('url');
    if (input instanceof HTMLInputElement && document.activeElement === input) input.select();
  };

  const onRetry = (id: number, text: string) => {
    void retrySave(id, send)?.then((result) => settle(text, result));
  };

  return (
    <div className={styles.root}>
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
            // Editing a refused URL: the user has its text in hand, so its error goes.
            if (inField?.status === 'failed') dismissSave(inField.id);
          }}
        />
        <Button
          type="submit"
          className={styles.submit}
          busy={inField?.status === 'sending'}
          icon={<Plus size={16} aria-hidden />}
        >
          Save
        </Button>
      </form>
      <PendingSaves
        saves={saves.filter((save) => save !== inField)}
        onRetry={onRetry}
        onDismiss={dismissSave}
      />
    </div>
  );
}
