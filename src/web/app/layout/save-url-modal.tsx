import type { ReactNode } from 'react';
import { Modal } from '../../components/ui/modal';
import { SaveUrlForm } from '../../features/saves';

export interface SaveUrlModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}

/** The "Save a URL" dialog itself: downloaded when it first opens (save-url-dialog.tsx). */
export function SaveUrlModal({ open, onOpenChange, trigger }: SaveUrlModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      name="save-url"
      title="Save a URL"
      description="Paste the address of a page to keep it in your Saves."
      trigger={trigger}
    >
      <SaveUrlForm autoFocus onSaved={() => onOpenChange(false)} />
    </Modal>
  );
}
