/**
 * The subscriptions pane (desktop): "All feeds" first, then each feed with its icon, title,
 * unread count and, for a failing or broken feed, its badge and readable error. Each entry links
 * to its inbox view; the current one is marked for screen readers too (aria-current).
 */
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import type { FeedSubscription } from '../api/get-feeds';
import type { InboxView } from '../api/query-keys';
import { FEEDS_PATH, searchForView } from '../state/inbox-view';
import { FeedIcon } from './feed-icon';
import { StatusBadge } from './status-badge';
import styles from './subscription-list.module.css';

function Unread({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      {count > 999 ? '999+' : count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

export function SubscriptionList({
  feeds,
  view,
}: {
  feeds: readonly FeedSubscription[];
  view: InboxView;
}) {
  const totalUnread = feeds.reduce((sum, feed) => sum + feed.unreadCount, 0);
  const to = (feedId: string | null) => `${FEEDS_PATH}${searchForView({ ...view, feedId })}`;
  const current = (feedId: string | null) => (view.feedId === feedId ? 'page' : undefined);
  return (
    <nav aria-label="Subscriptions" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <Link to={to(null)} className={styles.link} aria-current={current(null)}>
            <span className={styles.allIcon} aria-hidden="true">
              <Inbox size={14} />
            </span>
            <span className={styles.title}>All feeds</span>
            <Unread count={totalUnread} />
          </Link>
        </li>
        {feeds.map((feed) => {
          const failing = feed.status === 'FAILING' || feed.status === 'BROKEN';
          return (
            <li key={feed.id}>
              <Link to={to(feed.id)} className={styles.link} aria-current={current(feed.id)}>
                <FeedIcon title={feed.title} iconUrl={feed.iconUrl} />
                <span className={styles.text}>
                  <span className={styles.titleRow}>
                    <span className={styles.title} dir="auto">
                      {feed.title}
                    </span>
                    <StatusBadge feed={feed} />
                  </span>
                  {failing && feed.error ? (
                    <span className={styles.error} aria-hidden="true">
                      {feed.error}
                    </span>
                  ) : feed.status === 'PENDING' ? (
                    <span className={styles.pending}>Checking for entries…</span>
                  ) : null}
                </span>
                <Unread count={feed.unreadCount} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
