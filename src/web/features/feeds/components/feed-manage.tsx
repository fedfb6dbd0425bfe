/**
 * A subscription's own actions in the inbox header: its site, Refresh (a poll now) and
 * Unsubscribe behind a confirmation, since its unread entries leave the inbox with it.
 */
import { RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { FeedSubscription } from '../api/get-feeds';
import { useRefreshFeed } from '../api/refresh-feed';
import { useUnsubscribeFromFeed } from '../api/unsubscribe-from-feed';
import styles from './inbox.module.css';

export function FeedManage({
  feed,
  onRefreshed,
  onUnsubscribed,
}: {
  feed: FeedSubscription;
  onRefreshed: () => void;
  onUnsubscribed: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const refresh = useRefreshFeed();
  const unsubscribe = useUnsubscribeFromFeed();
  return (
    <div className={styles.manage}>
      <Button
        variant="ghost"
        icon={<RefreshCw size={16} aria-hidden />}
        busy={refresh.isPending}
        onClick={() => refresh.mutate(feed.id, { onSuccess: onRefreshed })}
      >
        Refresh
      </Button>
      <Button
        variant="ghost"
        icon={<Trash2 size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Unsubscribe
      </Button>
      <ConfirmDialog
        open={confirming}
        name="unsubscribe-feed"
        title="Unsubscribe from this feed?"
        confirmLabel="Unsubscribe"
        tone="danger"
        busy={unsubscribe.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          unsubscribe.mutate(feed, {
            onSuccess: () => {
              setConfirming(false);
              onUnsubscribed();
            },
          })
        }
      >
        <p>
          <strong dir="auto">{feed.title}</strong> stops coming to your inbox, and its entries leave
          it. Entries you saved stay in Saves.
        </p>
      </ConfirmDialog>
    </div>
  );
}
