/**
 * The 4th highlight of a free account opens this instead of asking the server (docs/PRODUCT.md §4,
 * §9).
 */
import { Highlighter } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { FREE_HIGHLIGHT_LIMIT } from '../state/limits';
import styles from './upgrade-modal.module.css';

export function UpgradeModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      name="highlight-upgrade"
      title="Unlimited highlights with Premium"
      description={`Free accounts can highlight ${FREE_HIGHLIGHT_LIMIT} passages per article.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Link to="/premium" className={styles.upgrade} onClick={() => onOpenChange(false)}>
            See Premium
          </Link>
        </>
      }
    >
      <div className={styles.body}>
        <Highlighter size={28} aria-hidden className={styles.icon} />
        <p>
          You have highlighted {FREE_HIGHLIGHT_LIMIT} passages in this article. Premium removes the
          limit, so you can mark everything worth keeping. Delete a highlight to make room for
          another one.
        </p>
      </div>
    </Modal>
  );
}
