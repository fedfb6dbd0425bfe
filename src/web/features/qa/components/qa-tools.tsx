/**
 * The QA Tools modal (docs/PRODUCT.md §2 "QA Tools modal"): opened by the key sequence q then a,
 * and only where dev mode is on or the `lab` flag is active (docs/PRODUCT.md §2). Holds the premium
 * toggle, the feature-flag checkboxes, the copy links, the topic-selector reset and the toast
 * tester. Not in the shortcut legend: it is an internal tool. Mount once, in the app shell.
 */
import { Modal } from '../../../components/ui/modal';
import { CopyLinks } from './copy-links';
import { FlagCheckboxes } from './flag-checkboxes';
import { PremiumToggle } from './premium-toggle';
import { ToastTester } from './toast-tester';
import { TopicReset } from './topic-reset';
import styles from './qa-tools.module.css';

export interface QaToolsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The modal itself, downloaded the first time q a opens it (qa-tools-on-demand.tsx). */
export function QaToolsModal({ open, onOpenChange: setOpen }: QaToolsModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      name="qa-tools"
      title="QA Tools"
      description="Internal tools for testing this browser’s Satchel."
    >
      <div className={styles.body}>
        <PremiumToggle />
        <FlagCheckboxes />
        <CopyLinks />
        <TopicReset />
        <ToastTester />
      </div>
    </Modal>
  );
}
