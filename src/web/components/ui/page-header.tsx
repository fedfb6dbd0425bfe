/**
 * The header of a page that lists things (All Lists, All Tags, the admin pages): the title,
 * its count when known, an optional eyebrow above, and the page's controls on the right.
 * Wrap the page in `pageLayout.page` (page-layout.module.css) for the column it heads.
 */
import type { ReactNode } from 'react';
import styles from './page-layout.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** A small line above the title (e.g. "Administration"); stacks eyebrow, title and count. */
  eyebrow?: string;
  /** The count beside the title; nothing is shown when null or undefined. */
  total?: ReactNode;
  /** Announce changes to the count (where a search changes it). */
  announceTotal?: boolean;
  /** Centre the controls on the heading (buttons) instead of aligning their bottoms (a field). */
  centered?: boolean;
  /** The controls on the right. */
  children?: ReactNode;
}

export function PageHeader({
  title,
  eyebrow,
  total,
  announceTotal = false,
  centered = false,
  children,
}: PageHeaderProps) {
  return (
    <header className={centered ? `${styles.header} ${styles.headerCentered}` : styles.header}>
      <div className={eyebrow ? styles.headingStacked : styles.heading}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {total != null ? (
          <p className={styles.total} role={announceTotal ? 'status' : undefined}>
            {total}
          </p>
        ) : null}
      </div>
      {children}
    </header>
  );
}
