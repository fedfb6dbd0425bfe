/**
 * A text field or text area with a character counter "current/limit" that turns into
 * 'Character Limit Exceeded' (docs/PRODUCT.md §8) when the trimmed value is too long. The counter
 * is live for screen readers only when the limit is crossed.
 */
import { useId } from 'react';
import { CHARACTER_LIMIT_EXCEEDED, characterCount } from '../state/limits';
import styles from './counted-field.module.css';

export interface CountedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  autoFocus?: boolean;
  placeholder?: string;
  /** Another error (e.g. "A title is required"), shown instead of the counter. */
  error?: string | null;
}

export function CountedField({
  label,
  value,
  onChange,
  max,
  multiline = false,
  rows = 4,
  autoFocus = false,
  placeholder,
  error,
}: CountedFieldProps) {
  const id = useId();
  const counterId = `${id}-count`;
  const count = characterCount(value, max);
  const message = error ?? (count.over ? CHARACTER_LIMIT_EXCEEDED : null);
  const common = {
    id,
    value,
    placeholder,
    autoFocus,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': counterId,
    className: [styles.input, multiline ? styles.area : ''].join(' '),
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <div className={styles.meta} id={counterId}>
        {message ? (
          <span className={styles.error} role="alert">
            {message}
          </span>
        ) : (
          <span />
        )}
        <span className={[styles.count, count.over ? styles.over : ''].join(' ')}>
          <span className="visually-hidden">Characters: </span>
          {count.text}
        </span>
      </div>
    </div>
  );
}
