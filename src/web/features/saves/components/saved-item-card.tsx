import { Star } from 'lucide-react';
import type { SavedItemSummary } from '../api/get-saved-items';
import { displayDomain, displayTitle, isoTime, relativeTime } from '../state/display';
import styles from './saved-item-card.module.css';

/** One saved item: title (or a fallback), domain and when it was saved; opens the original URL. */
export function SavedItemCard({ item }: { item: SavedItemSummary }) {
  const title = displayTitle(item.title, item.url);
  const domain = displayDomain(item.url);
  const initial = (domain[0] ?? '?').toUpperCase();
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.thumb} aria-hidden="true">
        {initial}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {title}
          </a>
        </h2>
        <p className={styles.meta}>
          <span className={styles.domain}>{domain}</span>
          <span aria-hidden="true"> · </span>
          <time
            dateTime={isoTime(item._createdAt)}
            title={new Date(item._createdAt * 1000).toLocaleString()}
          >
            Saved {relativeTime(item._createdAt)}
          </time>
          {item.isFavorite ? (
            <>
              <span aria-hidden="true"> · </span>
              <Star size={14} className={styles.favorite} aria-label="Favorite" />
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A placeholder card while the list loads. */
export function SavedItemSkeleton() {
  return (
    <div className={[styles.card, styles.skeleton].join(' ')} aria-hidden="true">
      <div className={styles.thumb} />
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={[styles.skeletonLine, styles.skeletonShort].join(' ')} />
      </div>
    </div>
  );
}
