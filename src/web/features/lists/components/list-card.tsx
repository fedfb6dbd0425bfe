/** One list on the All Lists page: thumbnails of its first items, title, description, count, status. */
import { Link } from 'react-router';
import { imageCacheUrl, THUMBNAIL } from '../../../../common/image-cache-url';
import { CardThumbnail } from '../../../components/ui/card-thumbnail';
import type { ListSummary } from '../api/get-shareable-lists';
import { listPath } from '../state/list-paths';
import styles from './all-lists.module.css';
import { StatusBadge } from './status-badge';

const PREVIEWS = 3;
const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function ListCard({ list }: { list: ListSummary }) {
  const previews = list.previews.slice(0, PREVIEWS);
  return (
    <li className={styles.card}>
      <article aria-label={list.title} className={styles.cardBody}>
        <div className={styles.mosaic} data-count={previews.length} aria-hidden="true">
          {previews.length === 0 ? (
            <CardThumbnail src={null} label={list.title} className={styles.tile} />
          ) : (
            previews.map((preview) => (
              <CardThumbnail
                key={preview.externalId}
                src={imageCacheUrl(preview.imageUrl, THUMBNAIL)}
                label={preview.title ?? list.title}
                className={styles.tile}
              />
            ))
          )}
        </div>
        <div className={styles.text}>
          <h2 className={styles.cardTitle} dir="auto">
            <Link to={listPath(list.externalId)} className={styles.cardLink}>
              {list.title}
            </Link>
          </h2>
          {list.description ? (
            <p className={styles.description} dir="auto">
              {list.description}
            </p>
          ) : null}
          <p className={styles.meta}>
            <span>{count(list.itemCount)}</span>
            <StatusBadge status={list.status} />
          </p>
        </div>
      </article>
    </li>
  );
}
