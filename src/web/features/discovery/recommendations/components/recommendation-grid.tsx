import type { ReactNode } from 'react';
import styles from './recommendation-grid.module.css';

export interface RecommendationGridProps {
  children: ReactNode;
  /** Names the list for screen readers (e.g. the slate's headline). */
  label?: string;
  labelledBy?: string;
}

/**
 * Cards in a responsive grid: one column of row-shaped cards on handsets (479 px and below), two from 480 px, three from
 * 840 px, four from 1024 px. Each child is one card.
 */
export function RecommendationGrid({ children, label, labelledBy }: RecommendationGridProps) {
  return (
    <div className={styles.grid} role="list" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

/** One place in a RecommendationGrid. */
export function RecommendationGridItem({ children }: { children: ReactNode }) {
  return (
    <div role="listitem" className={styles.item}>
      {children}
    </div>
  );
}
