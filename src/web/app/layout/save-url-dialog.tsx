import * as Dialog from '@radix-ui/react-dialog';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SaveUrlForm } from '../../features/saves';
import { useKeySequence } from '../../lib/key-sequence';
import styles from './app-shell.module.css';

const SAVE_URL_KEYS = ['g', 'u'];

/**
 * The global "Save a URL" affordance: a small dialog with the same form as on Saves. Opens from
 * the header button or the key sequence g then u.
 */
export function SaveUrlDialog() {
  const [open, setOpen] = useState(false);
  useKeySequence(SAVE_URL_KEYS, () => setOpen(true));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="primary" icon={<Plus size={16} aria-hidden />} aria-label="Save a URL">
          <span className={styles.saveLabel}>Save a URL</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>Save a URL</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label="Close">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.dialogDescription}>
            Paste the address of a page to keep it in your Saves.
          </Dialog.Description>
          <SaveUrlForm autoFocus onSaved={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
