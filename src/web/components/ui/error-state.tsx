import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button';
import styles from './state-panel.module.css';

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <section className={styles.panel} role="alert">
      <div className={[styles.icon, styles.errorIcon].join(' ')}>
        <CircleAlert size={28} aria-hidden />
      </div>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.body}>{message}</p>
      {onRetry ? (
        <Button
          variant="secondary"
          onClick={onRetry}
          busy={retrying}
          icon={<RotateCw size={16} aria-hidden />}
        >
          Retry
        </Button>
      ) : null}
    </section>
  );
}

/** What QueryErrorState reads of a failed query (TanStack Query's result has it). */
export interface RetryableQuery {
  error: Error | null;
  refetch: () => unknown;
  isRefetching: boolean;
}

/** A query that could not load: its error's message, or "Please try again.", with Retry. */
export function QueryErrorState({ title, query }: { title: string; query: RetryableQuery }) {
  return (
    <ErrorState
      title={title}
      message={query.error?.message ?? 'Please try again.'}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    />
  );
}
