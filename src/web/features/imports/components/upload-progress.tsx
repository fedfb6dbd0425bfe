/** The bar under the file while it uploads: a native progressbar role with its percent. */
import styles from './imports.module.css';

export function ProgressBar({
  value,
  label,
  indeterminate = false,
}: {
  /** 0–100. */
  value: number;
  label: string;
  /** Progress not known yet (an import whose file is still being read). */
  indeterminate?: boolean;
}) {
  const rounded = Math.round(value);
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={indeterminate ? undefined : rounded}
      data-indeterminate={indeterminate || undefined}
    >
      <div
        className={styles.barFill}
        style={indeterminate ? undefined : { width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </div>
  );
}
