import type { ListMode } from '../state/display-prefs';
import styles from './saved-item-card.module.css';

/** A placeholder card in the shape of the current layout while a view loads. */
export function SavedItemSkeleton({ mode }: { mode: ListMode }) {
  return (
    <div className={[styles.card, styles[mode], styles.skeleton].join(' ')} aria-hidden="true">
      <div className={[styles.thumb, styles.skeletonBlock].join(' ')} />
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={[styles.skeletonLine, styles.skeletonShort].join(' ')} />
      </div>
    </div>
  );
}
