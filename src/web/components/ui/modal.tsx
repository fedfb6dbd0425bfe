/**
 * The one modal of the app (docs/PRODUCT.md §2 "Dialogs and overlays", §9): at most 552 px wide,
 * closing in 75 ms, and a bottom sheet at small breakpoints (under 600 px). Built on Radix Dialog,
 * so focus is trapped, Escape closes, and focus returns to the trigger.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A sentence under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Buttons, right-aligned under the body (on a bottom sheet: full width). */
  footer?: ReactNode;
  /** An element that opens the modal (rendered in place, e.g. a header button). */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Test and style hook, e.g. "tagging". */
  name?: string;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  footer,
  trigger,
  children,
  name,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.modal}
          data-modal={name}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
