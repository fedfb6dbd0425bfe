/**
 * FAILING or BROKEN beside a subscription, with the readable error ("404 for 3 days") as its
 * title on hover and as text for screen readers. Nothing for PENDING and OK feeds.
 */
import { CircleAlert, TriangleAlert } from 'lucide-react';
import type { FeedSubscription } from '../api/get-feeds';
import styles from './status-badge.module.css';

export function StatusBadge({ feed }: { feed: Pick<FeedSubscription, 'status' | 'error'> }) {
  if (feed.status !== 'FAILING' && feed.status !== 'BROKEN') return null;
  const broken = feed.status === 'BROKEN';
  const label = broken ? 'Broken' : 'Failing';
  return (
    <span
      className={[styles.badge, broken ? styles.broken : styles.failing].join(' ')}
      title={feed.error ?? label}
    >
      {broken ? <CircleAlert size={12} aria-hidden /> : <TriangleAlert size={12} aria-hidden />}
      {label}
      {feed.error ? <span className="visually-hidden">: {feed.error}</span> : null}
    </span>
  );
}
