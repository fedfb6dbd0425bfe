/**
 * The feed picker of the one-pane (phone) layout: a select of "All feeds" and every
 * subscription with its unread count and state, in place of the subscriptions pane.
 */
import { useId } from 'react';
import type { FeedSubscription } from '../api/get-feeds';
import styles from './feed-picker.module.css';

function optionLabel(title: string, unread: number, status?: string): string {
  const parts = [title];
  if (unread > 0) parts.push(`${unread} unread`);
  if (status === 'FAILING') parts.push('failing');
  if (status === 'BROKEN') parts.push('broken');
  return parts.join(' · ');
}

export function FeedPicker({
  feeds,
  feedId,
  onChange,
}: {
  feeds: readonly FeedSubscription[];
  feedId: string | null;
  onChange: (feedId: string | null) => void;
}) {
  const id = useId();
  const totalUnread = feeds.reduce((sum, feed) => sum + feed.unreadCount, 0);
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        Feed
      </label>
      <select
        id={id}
        className={styles.select}
        value={feedId ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{optionLabel('All feeds', totalUnread)}</option>
        {feeds.map((feed) => (
          <option key={feed.id} value={feed.id}>
            {optionLabel(feed.title, feed.unreadCount, feed.status)}
          </option>
        ))}
      </select>
    </div>
  );
}
