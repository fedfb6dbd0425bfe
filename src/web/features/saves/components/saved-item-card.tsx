import { Star } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { SavedItemSummary } from '../api/get-saved-items';
import { cardModel } from '../state/card-model';
import type { ListMode } from '../state/display-prefs';
import { CardActions } from './card-actions';
import { CardStatus } from './card-status';
import { CardThumbnail } from './card-thumbnail';
import styles from './saved-item-card.module.css';

export interface SavedItemCardProps {
  item: SavedItemSummary;
  mode: ListMode;
}

/**
 * One saved item in the grid, list or detail layout (pocket-api.md §4.3): thumbnail, title,
 * publisher, read time, favorite mark, the excerpt in detail view, and the actions.
 */
export const SavedItemCard = memo(function SavedItemCard({ item, mode }: SavedItemCardProps) {
  const model = useMemo(() => cardModel(item, window.location.origin), [item]);
  const { display, title, parse } = model;
  const titleLink = model.href ? (
    model.internal ? (
      <Link to={model.href} className={styles.link}>
        {title}
      </Link>
    ) : (
      <a href={model.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {title}
      </a>
    )
  ) : (
    <span>{title}</span>
  );

  return (
    <article
      className={[styles.card, styles[mode], parse === 'pending' ? styles.pending : ''].join(' ')}
      aria-label={title}
      aria-busy={parse === 'pending' || undefined}
    >
      <CardThumbnail
        src={display.thumbnail}
        label={title}
        colorKey={display.publisher}
        className={styles.thumb}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>{titleLink}</h2>
        <p className={styles.meta}>
          {display.publisher && display.publisher !== title ? (
            <span className={styles.publisher}>{display.publisher}</span>
          ) : null}
          {display.timeToRead ? (
            <span className={styles.readTime}>{display.timeToRead} min</span>
          ) : null}
        </p>
        {mode === 'detail' && display.excerpt && parse === 'parsed' ? (
          <p className={styles.excerpt}>{display.excerpt}</p>
        ) : null}
        <CardStatus item={item} parse={parse} />
      </div>
      <div className={styles.footer}>
        {item.isFavorite ? (
          <Star size={16} className={styles.favorite} aria-label="Favorite" role="img" />
        ) : null}
        <CardActions
          item={item}
          title={title}
          externalUrl={display.externalUrl}
          copyUrl={model.copyUrl}
          variant={mode === 'grid' ? 'menu' : 'inline'}
        />
      </div>
    </article>
  );
});
