/**
 * A confirmation that cannot be given by accident: the dialog explains what happens, and the
 * confirm button sends the current password with it. The server's refusal (a wrong password, too
 * many attempts) shows under the field; the dialog stays open until the work is done.
 */
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorFor, formError } from '../api/account-request';
import styles from './account.module.css';
import { DialogActions } from '../../../components/ui/dialog-actions';

export interface PasswordConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** What goes and what stays. */
  children: ReactNode;
  busy: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  name: string;
}

export function PasswordConfirmDialog({
  open,
  title,
  confirmLabel,
  children,
  busy,
  error,
  onConfirm,
  onCancel,
  name,
}: PasswordConfirmDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // Typing again hides the last refusal.
  const [typedSince, setTypedSince] = useState(false);

  // Each opening starts empty.
  useEffect(() => {
    if (open) {
      setPassword('');
      setMissing(false);
    }
  }, [open]);
  // A refused password is typed again.
  useEffect(() => {
    setTypedSince(false);
    if (errorFor(error, 'password')) setPassword('');
  }, [error]);

  const shown = typedSince || !open ? null : error;
  const passwordError = missing
    ? 'Enter your current password.'
    : (errorFor(shown, 'password') ?? formError(shown));

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      name={name}
      footer={
        <DialogActions onCancel={onCancel} form={formId} tone="danger" busy={busy}>
          {confirmLabel}
        </DialogActions>
      }
    >
      <div className={styles.dialogBody}>{children}</div>
      <form
        id={formId}
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!password) {
            setMissing(true);
            return;
          }
          onConfirm(password);
        }}
      >
        <TextField
          label="Current password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          error={passwordError}
          onChange={(e) => {
            setPassword(e.target.value);
            setMissing(false);
            setTypedSince(true);
          }}
        />
      </form>
    </Modal>
  );
}
