/**
 * The latest few unread saves, first on Home, each to the reader; "All saves" goes to /saves.
 * A user with no unread saves sees a short line instead of an empty row.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { imageCacheUrl } from '../../../../../common/image-cache-url.js';
import { paths } from '../../../../lib/paths';
import { readerPath } from '../../recommendations';
import { CardThumbnail } from '../../../../components/ui/card-thumbnail';
import type { RecentSaves as RecentSavesData } from '../api/recent-saves';
import styles from './recent-saves.module.css';

const THUMBNAIL = { width: 320, height: 214, format: 'webp', focal: true } as const;

export interface RecentSavesProps {
  data: RecentSavesData | undefined;
  loading: boolean;
  /** The request failed (offline, or the server): say so instead of "nothing waiting". */
  failed: boolean;
}

export function RecentSaves({ data, loading, failed }: RecentSavesProps) {
  const items = data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="home-recent-saves">
      <div className={styles.header}>
        <h2 id="home-recent-saves" className={styles.heading}>
          Recent saves
        </h2>
        <Link to={paths.saves} className={styles.more}>
          {data && data.totalCount > items.length ? `All ${data.totalCount} saves` : 'All saves'}
          <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
      {loading && !data ? (
        <div className={styles.strip} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={styles.skeleton} />
          ))}
        </div>
      ) : failed && !data ? (
        <p className={styles.empty}>
          Your recent saves could not be loaded just now. They are all in{' '}
          <Link to={paths.saves}>Saves</Link>.
        </p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>
          Nothing waiting to be read. Save something from the slates below, or with the Save button
          above.
        </p>
      ) : (
        <ul className={styles.strip}>
          {items.map((save) => (
            <li key={save.id} className={styles.item}>
              <Link to={readerPath(save.id)} className={styles.link}>
                <CardThumbnail
                  src={imageCacheUrl(save.imageUrl, THUMBNAIL)}
                  label={save.title}
                  colorKey={save.site}
                  className={styles.thumbnail}
                />
                <span className={styles.title} dir={save.rtl ? 'rtl' : 'auto'}>
                  {save.title}
                </span>
                <span className={styles.meta}>
                  <span className={styles.site} dir="auto">
                    {save.site}
                  </span>
                  {save.timeToRead ? (
                    <span className={styles.minutes}> · {save.timeToRead} min</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
