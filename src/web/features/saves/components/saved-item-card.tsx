import { Check, Star } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { SavedItemSummary } from '../../../lib/saved-items';
import { HighlightCount } from '../../highlights';
import { TagChips } from '../../tags';
import { articleText } from '../../../lib/text-direction';
import { cardModel } from '../state/card-model';
import type { ListMode } from '../state/display-prefs';
import { CardActions } from './card-actions';
import { CardStatus } from './card-status';
import { CardThumbnail } from '../../../components/ui/card-thumbnail';
import styles from './saved-item-card.module.css';

export interface SavedItemCardProps {
  item: SavedItemSummary;
  mode: ListMode;
  /** The keyboard selection (j / k): drawn with a focus ring. */
  selected?: boolean;
  /** Bulk mode: a click selects the card instead of opening it. */
  bulk?: boolean;
  bulkSelected?: boolean;
  /** A click in bulk mode; `shift` selects a range. */
  onBulkToggle?: (id: string, shift: boolean) => void;
}

/**
 * One saved item in the grid, list or detail layout (docs/POCKET-COMPATIBILITY.md §4.3): thumbnail,
 * title, publisher, read time, favorite mark, the excerpt in detail view, and the actions.
 */
export const SavedItemCard = memo(function SavedItemCard({
  item,
  mode,
  selected = false,
  bulk = false,
  bulkSelected = false,
  onBulkToggle,
}: SavedItemCardProps) {
  const model = useMemo(() => cardModel(item, window.location.origin), [item]);
  const { display, title, parse } = model;
  const highlightCount = item.annotations?.highlights?.length ?? 0;
  // The article's dir and lang for its title and excerpt; a pending save's title is its URL.
  const text = articleText(
    parse === 'parsed' && item.item.__typename === 'Item' ? item.item : null,
  );
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
      className={[
        styles.card,
        styles[mode],
        parse === 'pending' ? styles.pending : '',
        selected ? styles.selected : '',
        bulk ? styles.bulk : '',
        bulkSelected ? styles.bulkSelected : '',
      ].join(' ')}
      aria-label={title}
      aria-busy={parse === 'pending' || undefined}
      aria-current={selected || undefined}
    >
      {bulk ? (
        <button
          type="button"
          role="checkbox"
          aria-checked={bulkSelected}
          aria-label={`Select ${title}`}
          className={styles.bulkToggle}
          // Shift+click must not select text on the page.
          onMouseDown={(event) => {
            if (event.shiftKey) event.preventDefault();
          }}
          onClick={(event) => onBulkToggle?.(item.id, event.shiftKey)}
        >
          <span className={styles.checkbox} aria-hidden>
            {bulkSelected ? <Check size={14} strokeWidth={3} /> : null}
          </span>
        </button>
      ) : null}
      <CardThumbnail
        src={display.thumbnail}
        label={title}
        colorKey={display.publisher}
        className={styles.thumb}
      />
      <div className={styles.body}>
        <h2 className={styles.title} {...text}>
          {titleLink}
        </h2>
        <p className={styles.meta}>
          {display.publisher && display.publisher !== title ? (
            <span className={styles.publisher}>{display.publisher}</span>
          ) : null}
          {display.timeToRead ? (
            <span className={styles.readTime}>{display.timeToRead} min</span>
          ) : null}
        </p>
        {mode === 'detail' && display.excerpt && parse === 'parsed' ? (
          <p className={styles.excerpt} {...text}>
            {display.excerpt}
          </p>
        ) : null}
        {mode === 'detail' ? <TagChips tags={item.tags} className={styles.tags} /> : null}
        <CardStatus item={item} parse={parse} />
      </div>
      <div className={styles.footer}>
        {item.isFavorite || highlightCount > 0 ? (
          <span className={styles.marks}>
            <HighlightCount count={highlightCount} />
            {item.isFavorite ? (
              <Star size={16} className={styles.favorite} aria-label="Favorite" role="img" />
            ) : null}
          </span>
        ) : null}
        {bulk ? null : (
          <CardActions
            item={item}
            title={title}
            externalUrl={display.externalUrl}
            copyUrl={model.copyUrl}
            variant={mode === 'grid' ? 'menu' : 'inline'}
          />
        )}
      </div>
    </article>
  );
});
