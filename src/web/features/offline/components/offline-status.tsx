import { CloudOff, RefreshCw } from 'lucide-react';
import { useVisitorUser } from '../../auth';
import { describeWaiting } from '../lib/format-size';
import { useOfflineStatus } from '../state/offline-status';
import { useOfflineCopies } from '../state/use-offline-copies';
import styles from './offline-status.module.css';

/**
 * The app shell's offline banner (docs/OFFLINE.md): says when the browser is offline and what
 * still works, and how many changes wait to be sent. It also keeps the offline copies going.
 */
export function OfflineStatus() {
  const user = useVisitorUser();
  useOfflineCopies(user);
  const online = useOfflineStatus((s) => s.online);
  const waiting = useOfflineStatus((s) => s.waiting);

  if (!user || (online && waiting === 0)) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-status">
      {online ? (
        <RefreshCw size={16} aria-hidden className={styles.icon} />
      ) : (
        <CloudOff size={16} aria-hidden className={styles.icon} />
      )}
      {online ? null : (
        <span>
          You&apos;re offline. Saves kept on this device open in the reader; changes you make are
          sent when you&apos;re back online.
        </span>
      )}
      {waiting > 0 ? <span className={styles.waiting}>{describeWaiting(waiting)}.</span> : null}
    </div>
  );
}
