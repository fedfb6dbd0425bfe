import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useVisitorUser } from '../../auth';
import { describeKept } from '../lib/format-size';
import { isOfflineLimit, OFFLINE_LIMIT_CHOICES } from '../lib/keep-rules';
import { setOfflineLimit, useOfflineLimit } from '../lib/offline-limit';
import { removeCopies } from '../lib/offline-sync';
import { setKept, useOfflineStatus } from '../state/offline-status';
import styles from './offline-settings.module.css';

/**
 * The account page's "Offline reading" section (docs/OFFLINE.md): how many recent unread saves
 * this device keeps, the space they take, and removing them.
 */
export function OfflineSettings() {
  const user = useVisitorUser();
  const limit = useOfflineLimit((s) => s.limit);
  const kept = useOfflineStatus((s) => s.kept);
  const syncing = useOfflineStatus((s) => s.syncing);
  const [removing, setRemoving] = useState(false);
  const selectId = useId();

  const remove = async () => {
    if (!user) return;
    setRemoving(true);
    // Off as well, or the next sync would download them again.
    setOfflineLimit(0);
    await removeCopies(user.userId).catch(() => undefined);
    setKept({ articles: 0, bytes: 0 });
    setRemoving(false);
  };

  let figures = 'Nothing is kept on this device yet.';
  if (limit === 0) figures = 'Off: nothing is kept on this device.';
  else if (kept && kept.articles > 0)
    figures = `On this device: ${describeKept(kept.articles, kept.bytes)}.`;

  return (
    <section className={styles.section} aria-labelledby="account-offline">
      <h2 id="account-offline" className={styles.title}>
        Offline reading
      </h2>
      <div className={styles.card}>
        <div className={styles.field}>
          <label htmlFor={selectId}>Keep for reading offline</label>
          <select
            id={selectId}
            className={styles.select}
            value={limit}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (isOfflineLimit(value)) setOfflineLimit(value);
            }}
          >
            {OFFLINE_LIMIT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 0 ? 'Off' : `${choice} most recent unread saves`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.row}>
          <p className={styles.note} role="status" data-testid="offline-figures">
            {figures}
            {syncing && limit > 0 ? ' Updating…' : ''}
          </p>
          <Button
            variant="secondary"
            onClick={() => void remove()}
            busy={removing}
            disabled={limit === 0 && !kept?.articles}
          >
            Remove offline copies
          </Button>
        </div>
        <p className={styles.note}>
          Articles and their images are kept in this browser only, and deleted when you log out.
        </p>
      </div>
    </section>
  );
}
