import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, useToasts } from '../../lib/toast';
import styles from './toaster.module.css';

/** Renders the toasts of lib/toast in a polite live region at the bottom of the screen. */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  return (
    <Toast.Provider swipeDirection="down" label="Notification">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={[styles.toast, toast.tone === 'error' ? styles.error : ''].join(' ')}
          duration={toast.duration}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        >
          <Toast.Description className={styles.message}>{toast.message}</Toast.Description>
          {toast.action ? (
            <Toast.Action
              className={styles.action}
              altText={toast.action.altText}
              onClick={toast.action.onAction}
            >
              {toast.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close className={styles.close} aria-label="Dismiss">
            <X size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
