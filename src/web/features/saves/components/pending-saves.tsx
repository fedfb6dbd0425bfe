import { CircleAlert, RotateCw, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import type { PendingSave } from '../state/save-queue';
import styles from './save-url-form.module.css';

export interface PendingSavesProps {
  saves: readonly PendingSave[];
  onRetry: (id: number, text: string) => void;
  onDismiss: (id: number) => void;
}

/**
 * The saves on their way and the refused ones, each with its own URL and state, under the
 * Save-a-URL field: "Saving…" while sent, the error with Retry and Dismiss when refused.
 */
export function PendingSaves({ saves, onRetry, onDismiss }: PendingSavesProps) {
  return (
    <ul className={styles.pending} aria-label="Saves in progress">
      {saves.map((save) =>
        save.status === 'sending' ? (
          <li key={save.id} className={styles.row} aria-busy="true">
            <Spinner size={14} />
            <span className={styles.state} role="status">
              Saving…{' '}
              <span className={styles.url} title={save.text}>
                {save.text}
              </span>
            </span>
          </li>
        ) : (
          <li key={save.id} className={[styles.row, styles.failed].join(' ')}>
            <CircleAlert size={14} aria-hidden className={styles.icon} />
            <span className={styles.url} title={save.text}>
              {save.text}
            </span>
            <span className={styles.error} role="alert">
              {save.error}
            </span>
            <span className={styles.actions}>
              <button
                type="button"
                className={styles.action}
                onClick={() => onRetry(save.id, save.text)}
                aria-label={`Retry saving ${save.text}`}
              >
                <RotateCw size={12} aria-hidden /> Retry
              </button>
              <button
                type="button"
                className={styles.action}
                onClick={() => onDismiss(save.id)}
                aria-label={`Dismiss ${save.text}`}
              >
                <X size={12} aria-hidden /> Dismiss
              </button>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
