import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useSavedItemActions } from '../../../lib/saved-items';
import type { SavedItemSummary } from '../../../lib/saved-items';
import type { ParseState } from '../state/card-model';
import styles from './saved-item-card.module.css';

/** "Fetching…" while the page is being fetched; "Couldn't load this page" with Retry. */
export function CardStatus({ item, parse }: { item: SavedItemSummary; parse: ParseState }) {
  const actions = useSavedItemActions();
  const [busy, setBusy] = useState(false);
  if (parse === 'pending') {
    return (
      <p className={styles.status} role="status">
        <Spinner size={12} /> Fetching…
      </p>
    );
  }
  if (parse !== 'failed') return null;
  const retry = () => {
    setBusy(true);
    void actions.refresh(item).finally(() => setBusy(false));
  };
  return (
    <p className={[styles.status, styles.failed].join(' ')}>
      <span>Couldn&rsquo;t load this page</span>
      <button type="button" className={styles.retry} onClick={retry} disabled={busy}>
        <RotateCw size={12} aria-hidden /> Retry
      </button>
    </p>
  );
}
