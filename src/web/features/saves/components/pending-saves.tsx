import { CircleAlert, RotateCw, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import type { PendingSave } from '../state/save-queue';
import styles from './save-url-form.module.css';

/**
 * A URL as two parts, so a narrow row keeps its end in view (saves of one site differ there):
 * what comes before the last path segment, which may be cut short, and that segment.
 */
function UrlText({ text }: { text: string }) {
  const cut = text.replace(/\/+$/, '').lastIndexOf('/') + 1;
  return (
    <span className={styles.url} title={text}>
      <span className={styles.urlHead}>{text.slice(0, cut)}</span>
      <span className={styles.urlTail}>{text.slice(cut)}</span>
    </span>
  );
}

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
              Saving… <UrlText text={save.text} />
            </span>
          </li>
        ) : (
          <li key={save.id} className={[styles.row, styles.failed].join(' ')}>
            <CircleAlert size={14} aria-hidden className={styles.icon} />
            <UrlText text={save.text} />
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
