import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { create } from 'zustand';
import styles from './undo-toast.module.css';

/**
 * "Item deleted · Undo": a toast that survives the reader navigating back to Saves. It lives in
 * its own small React root on <body> (outside the router), created on first use.
 */
interface ToastEntry {
  id: number;
  message: string;
  onUndo: () => Promise<void>;
}

const useToasts = create<{ toasts: ToastEntry[] }>()(() => ({ toasts: [] }));
const TOAST_DURATION_MS = 8_000;

let mounted = false;
let nextId = 1;

function dismiss(id: number) {
  useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

function UndoToast({ entry }: { entry: ToastEntry }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const undo = () => {
    setState('busy');
    entry.onUndo().then(
      () => dismiss(entry.id),
      () => setState('failed'),
    );
  };
  return (
    <Toast.Root
      className={styles.toast}
      duration={TOAST_DURATION_MS}
      onOpenChange={(open) => {
        if (!open) dismiss(entry.id);
      }}
    >
      <Toast.Description className={styles.message}>
        {state === 'failed' ? 'Could not restore the item.' : entry.message}
      </Toast.Description>
      <Toast.Action altText="Undo the delete" asChild>
        <button type="button" className={styles.undo} onClick={undo} disabled={state === 'busy'}>
          {state === 'failed' ? 'Retry' : 'Undo'}
        </button>
      </Toast.Action>
      <Toast.Close className={styles.close} aria-label="Dismiss">
        <X size={16} aria-hidden />
      </Toast.Close>
    </Toast.Root>
  );
}

function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <Toast.Provider swipeDirection="right" label="Notifications">
      {toasts.map((entry) => (
        <UndoToast key={entry.id} entry={entry} />
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}

/** Shows a toast with an Undo button; `onUndo` rejects to keep the toast open with "Retry". */
export function showUndoToast(message: string, onUndo: () => Promise<void>): void {
  if (!mounted) {
    const host = document.createElement('div');
    host.dataset.readerToasts = '';
    document.body.append(host);
    createRoot(host).render(<Toaster />);
    mounted = true;
  }
  useToasts.setState((s) => ({ toasts: [...s.toasts, { id: nextId++, message, onUndo }] }));
}
