/**
 * An on/off switch (WAI-ARIA "switch": a button with role="switch" and aria-checked). Used by
 * the admin users table and the QA tools panel. `label` names it for screen readers; the
 * visible text, if any, is the caller's.
 */
import styles from './switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name, e.g. "Premium for ada". */
  label: string;
  disabled?: boolean;
  /** Work in flight: announced, and further clicks wait. */
  busy?: boolean;
  id?: string;
  /** id of a visible description. */
  describedBy?: string;
}

export function Switch({
  checked,
  onCheckedChange,
  label,
  disabled = false,
  busy = false,
  id,
  describedBy,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled}
      className={styles.switch}
      onClick={() => {
        if (!busy) onCheckedChange(!checked);
      }}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
