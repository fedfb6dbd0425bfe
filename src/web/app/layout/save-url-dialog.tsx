import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SaveUrlForm } from '../../features/saves';
import { bindingsFor } from '../../lib/shortcuts/catalog';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import styles from './app-shell.module.css';

/**
 * The global "Save a URL" affordance: a small dialog with the same form as on Saves. Opens from
 * the header button or the key sequence g then u.
 */
export function SaveUrlDialog() {
  const [open, setOpen] = useState(false);
  useShortcuts(bindingsFor({ 'save-url': () => setOpen(true) }));
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      name="save-url"
      title="Save a URL"
      description="Paste the address of a page to keep it in your Saves."
      trigger={
        <Button variant="primary" icon={<Plus size={16} aria-hidden />} aria-label="Save a URL">
          <span className={styles.saveLabel}>Save a URL</span>
        </Button>
      }
    >
      <SaveUrlForm autoFocus onSaved={() => setOpen(false)} />
    </Modal>
  );
}
