/**
 * One recommendation (Home, Discover, topic pages, corpus search, related stories): picture,
 * reason, title, publisher and time to read, Save (or Saved, a link to the reader) and, when the
 * page allows it, "Not interested". The title opens the original in a new tab, or the reader
 * once the viewer has saved it. Logged-out visitors get a "Sign up to save" link instead of Save.
 * With a place in a slate (`tracking`) the card reports viewable impressions and opens
 * (lib/recommendation-events.ts), and only when the viewer's analytics are on.
 */
import { Bookmark, BookmarkCheck, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { imageCacheUrl, RECOMMENDATION_CARD } from '../../../../../common/image-cache-url.js';
import type { CorpusCardFieldsFragment } from '../../../../gql/graphql';
import { paths } from '../../../../lib/paths';
import { useVisitorStatus } from '../../../auth';
import { CardThumbnail } from '../../../../components/ui/card-thumbnail';
import { useSaveRecommendation } from '../api/save-recommendation';
import { useRecommendationTracking } from '../lib/use-recommendation-tracking';
import { useRecommendationSave } from '../state/saved-recommendations';
import styles from './recommendation-card.module.css';

export interface RecommendationCardProps {
  item: CorpusCardFieldsFragment;
  reason?: { name: string; type: string } | null;
  /** The card's place in a slate: impressions (viewable) and opens, when analytics are on. */
  tracking?: { slateId: string; position: number };
  /** Shows "Not interested" when given. */
  onDismiss?: () => void;
  layout?: 'grid' | 'list';
  headingLevel?: 2 | 3 | 4;
}

/** Card pictures: 3:2, twice the widest a grid column shows, cropped around the focal point. */
export const readerPath = (savedItemId: string) => `/read/${encodeURIComponent(savedItemId)}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function RecommendationCard({
  item,
  reason,
  tracking,
  onDismiss,
  layout = 'grid',
  headingLevel = 3,
}: RecommendationCardProps) {
  const card = useRef<HTMLElement>(null);
  const uniqueId = useId();
  const url = text(item.url);
  const visitor = useVisitorStatus();
  const save = useSaveRecommendation();
  const localSave = useRecommendationSave(url);
  const onOpen = useRecommendationTracking(card, item.id, tracking);
  // After a save from the keyboard, focus moves from the Save button to the Saved link.
  const refocus = useRef(false);
  const focusWhenSaved = (element: HTMLAnchorElement | null) => {
    if (element && refocus.current) {
      refocus.current = false;
      element.focus();
    }
  };

  const savedItemId =
    localSave?.status === 'saved' ? localSave.savedItemId : (item.savedItem?.id ?? null);
  const saving = localSave?.status === 'saving';
  // Signed by the server, so a signed-out visitor's browser may have the variant made.
  const image =
    text(item.cardImageUrl) || imageCacheUrl(text(item.imageUrl) || null, RECOMMENDATION_CARD);
  // The same article may sit in two slates of one page: ids come from useId, not the item.
  const titleId = `recommendation-${uniqueId}`;
  const Heading = `h${headingLevel}` as const;
  const minutes = item.timeToRead && item.timeToRead > 0 ? item.timeToRead : null;

  const titleLink =
    savedItemId !== null ? (
      <Link to={readerPath(savedItemId)} className={styles.titleLink} onClick={onOpen}>
        {item.title}
      </Link>
    ) : (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.titleLink}
        onClick={onOpen}
      >
        {item.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );

  return (
    <article
      ref={card}
      className={[styles.card, layout === 'list' ? styles.list : styles.grid].join(' ')}
      aria-labelledby={titleId}
      data-corpus-item-id={item.id}
    >
      <div className={styles.picture}>
        <CardThumbnail src={image} label={item.title} colorKey={item.publisher} />
      </div>
      <div className={styles.body}>
        {reason?.name ? (
          <p className={styles.reason} dir="auto">
            <span className="visually-hidden">Why: </span>
            {reason.name}
          </p>
        ) : null}
        <Heading className={styles.title} id={titleId} dir="auto">
          {titleLink}
        </Heading>
        <p className={styles.meta}>
          {item.publisher ? (
            <span className={styles.publisher} dir="auto">
              {item.publisher}
            </span>
          ) : null}
          {item.publisher && minutes ? <span aria-hidden="true">·</span> : null}
          {minutes ? <span className={styles.minutes}>{minutes} min read</span> : null}
        </p>
        <div className={styles.actions}>
          {visitor === 'invalid' ? (
            <Link to={paths.signup} className={styles.action}>
              <Bookmark size={16} aria-hidden />
              Sign up to save
            </Link>
          ) : savedItemId !== null ? (
            <Link
              ref={focusWhenSaved}
              to={readerPath(savedItemId)}
              className={[styles.action, styles.saved].join(' ')}
              aria-label={`Saved: read ${item.title}`}
              onClick={onOpen}
            >
              <BookmarkCheck size={16} aria-hidden />
              Saved
            </Link>
          ) : (
            // One button from Save to Saved while the save is on its way, so focus stays on it.
            <button
              type="button"
              className={[styles.action, saving ? styles.saved : ''].join(' ')}
              aria-label={`${saving ? 'Saved' : 'Save'}: ${item.title}`}
              aria-disabled={saving || visitor === 'pending' || undefined}
              onClick={(event) => {
                if (saving || visitor === 'pending') return;
                refocus.current = event.currentTarget === document.activeElement;
                void save(url);
              }}
            >
              {saving ? (
                <BookmarkCheck size={16} aria-hidden />
              ) : (
                <Bookmark size={16} aria-hidden />
              )}
              {saving ? 'Saved' : 'Save'}
            </button>
          )}
          {onDismiss ? (
            <button
              type="button"
              className={[styles.action, styles.dismiss].join(' ')}
              aria-label={`Not interested: ${item.title}`}
              title="Not interested"
              onClick={onDismiss}
            >
              <X size={16} aria-hidden />
              <span className={styles.dismissText}>Not interested</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
