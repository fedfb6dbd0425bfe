/**
 * A dialog's footer: Cancel, then its one action — a submit button of the dialog's form (`form`)
 * or a button that runs `onAction`. While `busy`, the action shows its spinner and Cancel waits.
 */
import type { ReactNode } from 'react';
import { Button } from './button';

export interface DialogActionsProps {
  /** The action's label. */
  children: ReactNode;
  onCancel: () => void;
  /** The id of the form the action submits; without it the action runs `onAction`. */
  form?: string;
  onAction?: () => void;
  /** 'danger' for destructive actions (delete, hide). */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  /** Cancel stays enabled while busy (the work goes on without the dialog). */
  cancelWhileBusy?: boolean;
  autoFocus?: boolean;
}

export function DialogActions({
  children,
  onCancel,
  form,
  onAction,
  tone = 'primary',
  busy = false,
  cancelWhileBusy = false,
  autoFocus,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        Cancel
      </Button>
      <Button
        variant={tone}
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onAction}
        busy={busy}
        autoFocus={autoFocus}
      >
        {children}
      </Button>
    </>
  );
}
