import styles from './recommendation-card-skeleton.module.css';

/** A card's shape while its slate loads: picture, two title lines, a meta line. */
export function RecommendationCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.picture} />
      <div className={styles.line} />
      <div className={[styles.line, styles.short].join(' ')} />
      <div className={[styles.line, styles.meta].join(' ')} />
    </div>
  );
}
