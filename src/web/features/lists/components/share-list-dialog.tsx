/**
 * Share List (docs/PRODUCT.md §2): a public list's address
 * `{origin}/sharedlists/{externalId}/{slug}` in the social-share dialog (copy, mail, networks). A
 * private list has no address yet: the dialog says so and offers to publish it.
 */
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SocialShareDialog } from '../../share';
import type { ListDetail } from '../api/get-shareable-list';
import type { ListPageActions } from '../api/list-page-actions';
import { publicListUrl } from '../state/list-paths';

export interface ShareListDialogProps {
  list: ListDetail;
  open: boolean;
  onClose: () => void;
  actions: ListPageActions;
}

export function ShareListDialog({ list, open, onClose, actions }: ShareListDialogProps) {
  const [busy, setBusy] = useState(false);
  if (list.status === 'PUBLIC' && list.slug) {
    return (
      <SocialShareDialog
        open={open}
        onClose={onClose}
        url={publicListUrl(window.location.origin, list.externalId, list.slug)}
        title={list.title}
        heading="Share List"
      />
    );
  }
  const publish = async () => {
    setBusy(true);
    await actions.updateSettings({ status: 'PUBLIC' });
    setBusy(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title="Share List"
      name="share-list-private"
      description="This list is private. Make it public to get a link anyone can open."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button icon={<Globe size={16} aria-hidden />} busy={busy} onClick={() => void publish()}>
            Make public
          </Button>
        </>
      }
    />
  );
}
