import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; omit when the surrounding control already says what is happening. */
  label?: string;
}

export function Spinner({ size = 20, label }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
