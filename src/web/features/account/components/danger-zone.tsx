/**
 * Danger zone: "Clear saved data" (everything saved goes, the account stays) and "Delete account"
 * (docs/PRODUCT.md §2 Account-deletion confirmation). Both confirm with the current password;
 * clearing ends with a toast and the page as it was, deleting with the login page saying so.
 */
import { Eraser, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast';
import { useClearAccount, type ClearedCounts } from '../api/clear-account';
import { useDeleteAccount } from '../api/delete-account';
import styles from './account.module.css';
import { PasswordConfirmDialog } from './password-confirm-dialog';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The toast after clearing. */
export function clearedMessage({ saves, lists }: ClearedCounts): string {
  if (saves === 0 && lists === 0) return 'Your saved data was cleared.';
  const parts = [plural(saves, 'save')];
  if (lists > 0) parts.push(plural(lists, 'list'));
  return `Cleared ${parts.join(' and ')}.`;
}

export function DangerZone() {
  const [dialog, setDialog] = useState<'clear' | 'delete' | null>(null);
  const clear = useClearAccount();
  const remove = useDeleteAccount();

  const open = (which: 'clear' | 'delete') => {
    clear.reset();
    remove.reset();
    setDialog(which);
  };

  return (
    <section className={styles.section} aria-labelledby="account-danger">
      <div className={styles.sectionHead}>
        <h2 id="account-danger" className={styles.sectionTitle}>
          Danger zone
        </h2>
      </div>
      <ul className={[styles.card, styles.rows, styles.danger].join(' ')}>
        <li className={styles.row}>
          <div className={styles.rowHead}>
            <div className={styles.rowText}>
              <span className={styles.rowTitle}>Clear saved data</span>
              <span className={styles.rowValue}>
                Remove everything you saved and start afresh. Your account stays.
              </span>
            </div>
            <Button
              variant="secondary"
              icon={<Eraser size={16} aria-hidden />}
              onClick={() => open('clear')}
            >
              Clear saved data
            </Button>
          </div>
        </li>
        <li className={styles.row}>
          <div className={styles.rowHead}>
            <div className={styles.rowText}>
              <span className={styles.rowTitle}>Delete account</span>
              <span className={styles.rowValue}>
                Remove your account and everything in it, for good.
              </span>
            </div>
            <Button
              variant="danger"
              icon={<Trash2 size={16} aria-hidden />}
              onClick={() => open('delete')}
            >
              Delete account
            </Button>
          </div>
        </li>
      </ul>

      <PasswordConfirmDialog
        open={dialog === 'clear'}
        name="clear-saved-data"
        title="Clear saved data?"
        confirmLabel="Clear saved data"
        busy={clear.isPending}
        error={clear.error}
        onCancel={() => setDialog(null)}
        onConfirm={(password) =>
          clear.mutate(password, {
            onSuccess: (counts) => {
              setDialog(null);
              showToast({ message: clearedMessage(counts) });
            },
          })
        }
      >
        <p>This removes, for good:</p>
        <ul className={styles.goes}>
          <li>your saves, with their tags, highlights and notes</li>
          <li>your lists and the share links you made</li>
          <li>your imports</li>
        </ul>
        <p>Your account stays, with your profile and sign-in details. This cannot be undone.</p>
      </PasswordConfirmDialog>

      <PasswordConfirmDialog
        open={dialog === 'delete'}
        name="delete-account"
        title="Delete your account?"
        confirmLabel="Delete account"
        busy={remove.isPending || remove.isSuccess}
        error={remove.error}
        onCancel={() => setDialog(null)}
        onConfirm={(password) => remove.mutate(password)}
      >
        <p>
          Your account and everything in it go for good: saves, tags, highlights, lists, share
          links, imports and connected apps. Public lists stop working. This cannot be undone.
        </p>
      </PasswordConfirmDialog>
    </section>
  );
}
