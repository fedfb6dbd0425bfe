/**
 * One inbox entry: title (to the reader: the save, or the entry itself while unsaved; the original
 * in a new tab only when its page could not be read), feed and
 * relative date, excerpt, the item's picture through the image cache, and its actions: Save (or
 * Saved, a link to the reader), open the original, mark seen or unseen. Seen entries fade: the
 * title turns secondary and the picture dims, while every text keeps its AA contrast.
 */
import { Bookmark, BookmarkCheck, ExternalLink, Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { Link } from 'react-router';
import { imageCacheUrl } from '../../../../common/image-cache-url.js';
import { relativeDate } from '../../../lib/relative-date';
import type { FeedEntry } from '../api/get-feed-items';
import { FeedIcon } from './feed-icon';
import styles from './entry-row.module.css';

/** Inbox pictures: 96×64 shown, twice that for sharp screens, cropped around the focal point. */
const ENTRY_IMAGE = { width: 192, height: 128, format: 'webp', focal: true } as const;

export function entryImage(entry: FeedEntry): string | null {
  const item = entry.item;
  if (!item) return null;
  const source = item.topImageUrl ?? item.images?.[0]?.src ?? null;
  return imageCacheUrl(source, ENTRY_IMAGE);
}

export interface EntryRowProps {
  entry: FeedEntry;
  /** The entry in the reader (entryReaderPath), or null: its title opens the original. */
  readerTo: string | null;
  selected: boolean;
  saving: boolean;
  onOpen: (entry: FeedEntry) => void;
  onSave: (entry: FeedEntry) => void;
  onToggleSeen: (entry: FeedEntry) => void;
  onSelect: (entry: FeedEntry) => void;
}

export const EntryRow = forwardRef<HTMLElement, EntryRowProps>(function EntryRow(
  { entry, readerTo, selected, saving, onOpen, onSave, onToggleSeen, onSelect },
  ref,
) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? null : entryImage(entry);
  const titleId = `feed-entry-${entry.id}`;
  const site = entry.feed.title || entry.item?.domainMetadata?.name || entry.item?.domain || '';
  const published = new Date(entry.publishedAt * 1000);
  const direction = entry.item?.direction === 'RTL' ? 'rtl' : 'auto';

  return (
    <article
      ref={ref}
      data-entry-id={entry.id}
      data-seen={entry.seen || undefined}
      data-selected={selected || undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={[styles.row, entry.seen ? styles.seen : '', selected ? styles.selected : ''].join(
        ' ',
      )}
      onClick={() => onSelect(entry)}
    >
      <div className={styles.body}>
        <h3 className={styles.title} id={titleId} dir={direction}>
          {readerTo ? (
            <Link to={readerTo} className={styles.link} onClick={() => onOpen(entry)}>
              {entry.title}
            </Link>
          ) : (
            <a
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              onClick={() => onOpen(entry)}
            >
              {entry.title}
            </a>
          )}
        </h3>
        <p className={styles.meta}>
          <FeedIcon title={site || entry.title} iconUrl={entry.feed.iconUrl} size={16} />
          <span className={styles.site} dir="auto">
            {site}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={published.toISOString()} title={published.toLocaleString()}>
            {relativeDate(entry.publishedAt)}
          </time>
          {entry.seen ? null : (
            <span className={styles.unseenDot} title="Not seen yet">
              <span className="visually-hidden">, not seen yet</span>
            </span>
          )}
        </p>
        {entry.excerpt ? (
          <p className={styles.excerpt} dir="auto">
            {entry.excerpt}
          </p>
        ) : null}
        <div className={styles.actions}>
          {entry.isSaved && readerTo ? (
            <Link
              to={readerTo}
              className={[styles.action, styles.saved].join(' ')}
              aria-label={`Saved: read ${entry.title}`}
              onClick={() => onOpen(entry)}
            >
              <BookmarkCheck size={16} aria-hidden />
              Saved
            </Link>
          ) : (
            <button
              type="button"
              className={styles.action}
              aria-label={`${saving ? 'Saving' : 'Save'}: ${entry.title}`}
              aria-busy={saving || undefined}
              disabled={saving}
              onClick={(event) => {
                event.stopPropagation();
                onSave(entry);
              }}
            >
              <Bookmark size={16} aria-hidden />
              {saving ? 'Saving…' : 'Save'}
            </button>
          )}
          <a
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.action}
            aria-label={`Open the original of ${entry.title} in a new tab`}
            onClick={() => onOpen(entry)}
          >
            <ExternalLink size={16} aria-hidden />
            <span className={styles.actionText}>Original</span>
          </a>
          <button
            type="button"
            className={styles.action}
            aria-label={`${entry.seen ? 'Mark unseen' : 'Mark seen'}: ${entry.title}`}
            onClick={(event) => {
              event.stopPropagation();
              onToggleSeen(entry);
            }}
          >
            {entry.seen ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
            <span className={styles.actionText}>{entry.seen ? 'Mark unseen' : 'Mark seen'}</span>
          </button>
        </div>
      </div>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          width={96}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
        />
      ) : null}
    </article>
  );
});
