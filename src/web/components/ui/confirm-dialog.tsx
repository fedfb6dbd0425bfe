/**
 * "Are you sure?" for actions that cannot be taken back in one click (bulk actions, tag rename
 * and delete, …). Cancel does nothing; confirm runs `onConfirm` and the caller closes it.
 */
import type { ReactNode } from 'react';
import { Modal } from './modal';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** 'danger' for destructive actions (delete). */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  name?: string;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
  name,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      name={name ?? 'confirm'}
      footer={
        <DialogActions onCancel={onCancel} onAction={onConfirm} tone={tone} busy={busy} autoFocus>
          {confirmLabel}
        </DialogActions>
      }
    >
      {children}
    </Modal>
  );
}
