import styles from './logo.module.css';

/** Satchel's mark (a simple bag) with the word mark. */
export function Logo({ withWordmark = true }: { withWordmark?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" className={styles.markBg} />
        <path
          d="M11 11V9a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v2"
          fill="none"
          className={styles.markLine}
          strokeWidth="2"
          strokeLinecap="round"
        />
        <rect
          x="6"
          y="11"
          width="20"
          height="15"
          rx="3"
          fill="none"
          className={styles.markLine}
          strokeWidth="2"
        />
        <path
          d="M6 16h20M16 16v3"
          className={styles.markLine}
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {withWordmark ? <span className={styles.word}>Satchel</span> : null}
    </span>
  );
}
