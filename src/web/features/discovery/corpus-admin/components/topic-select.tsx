/** A labelled select of the 15 corpus topics (from `corpusTopics`), with an optional empty choice. */
import { useId } from 'react';
import type { CorpusTopic } from '../api/corpus-overview';
import styles from './corpus-admin.module.css';

export interface TopicSelectProps {
  label: string;
  topics?: CorpusTopic[];
  value: string;
  onChange: (slug: string) => void;
  /** The choice of no topic ("Any topic", "No topic"); none when a topic is required. */
  emptyLabel?: string;
  required?: boolean;
  /** Shown under the select (role=alert) and linked with aria-describedby. */
  error?: string | null;
  className?: string;
}

export function TopicSelect({
  label,
  topics,
  value,
  onChange,
  emptyLabel,
  required,
  error,
  className,
}: TopicSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        required={required}
        disabled={!topics}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {!topics && value ? <option value={value}>{value}</option> : null}
        {topics?.map((topic) => (
          <option key={topic.slug} value={topic.slug}>
            {topic.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
