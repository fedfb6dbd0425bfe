import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { lazyComponent, useOnceTrue } from '../../lib/lazy-component';
import { bindingsFor } from '../../lib/shortcuts/catalog';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import styles from './app-shell.module.css';

export const LazySaveUrlModal = lazyComponent(
  () => import('./save-url-modal'),
  (module) => module.SaveUrlModal,
);

const preload = () => void LazySaveUrlModal.preload().catch(() => undefined);

/**
 * The global "Save a URL" affordance: a small dialog with the same form as on Saves. Opens from
 * the header button or the key sequence g then u. The dialog's code (Radix Dialog) downloads on
 * the first hover, focus or opening; the button is the same before and after.
 */
export function SaveUrlDialog() {
  const [open, setOpen] = useState(false);
  const opened = useOnceTrue(open);
  useShortcuts(bindingsFor({ 'save-url': () => setOpen(true) }));
  const button = (onClick?: () => void) => (
    <Button
      variant="primary"
      icon={<Plus size={16} aria-hidden />}
      aria-label="Save a URL"
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <span className={styles.saveLabel}>Save a URL</span>
    </Button>
  );
  if (!opened) return button(() => setOpen(true));
  return (
    <Suspense fallback={button()}>
      <LazySaveUrlModal open={open} onOpenChange={setOpen} trigger={button()} />
    </Suspense>
  );
}
