/**
 * "Hide list": asks the administrator why (required, up to 300 characters, counted as they
 * type), then hides the list. The reason is stored with the list and shown to its owner.
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { LIST_MODERATION_REASON_MAX, textLength } from '../../../../common/list-rules';
import { Modal } from '../../../components/ui/modal';
import { checkHideReason } from '../state/moderation-cache';
import type { ReportedListRow } from '../state/moderation-cache';
import styles from './admin-moderation.module.css';
import { DialogActions } from '../../../components/ui/dialog-actions';

export interface HideListDialogProps {
  list: ReportedListRow | null;
  onClose: () => void;
  onHide: (list: ReportedListRow, reason: string) => void;
}

export function HideListDialog({ list, onClose, onHide }: HideListDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const countId = `${fieldId}-count`;

  // Each list starts with an empty reason.
  useEffect(() => {
    setText('');
    setError(null);
  }, [list?.externalId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!list) return;
    const checked = checkHideReason(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onHide(list, checked.reason);
    onClose();
  };

  const length = textLength(text.trim());
  const over = length > LIST_MODERATION_REASON_MAX;
  return (
    <Modal
      open={list !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Hide this list?"
      description={
        list
          ? `“${list.title}” by ${list.ownerUsername} will no longer be shown to anyone but its owner.`
          : undefined
      }
      name="hide-list"
      footer={
        <DialogActions onCancel={onClose} form="hide-list-form" tone="danger">
          Hide list
        </DialogActions>
      }
    >
      <form id="hide-list-form" className={styles.reasonForm} onSubmit={submit} noValidate>
        <label htmlFor={fieldId} className={styles.reasonLabel}>
          Reason
        </label>
        <textarea
          id={fieldId}
          className={styles.reasonField}
          value={text}
          rows={4}
          autoFocus
          required
          aria-invalid={error || over ? true : undefined}
          aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
          placeholder="e.g. Spam: every item links to the same shop."
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <div className={styles.reasonMeta}>
          {error ? (
            <p id={errorId} className={styles.reasonError} role="alert">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span id={countId} className={over ? styles.countOver : styles.count}>
            {length}/{LIST_MODERATION_REASON_MAX}
          </span>
        </div>
      </form>
    </Modal>
  );
}
