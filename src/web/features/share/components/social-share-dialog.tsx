/**
 * <SocialShareDialog>: share an address that already exists (a public list's page, a share
 * link) — copy it, mail it, or send it to a network. Lists use it for "Share List".
 */
import { ShareSheet } from './share-sheet';

export interface SocialShareDialogProps {
  open: boolean;
  onClose: () => void;
  url: string;
  title?: string | null;
  /** The dialog's heading; "Share" unless given (e.g. "Share list"). */
  heading?: string;
}

export function SocialShareDialog({ open, onClose, url, title, heading }: SocialShareDialogProps) {
  return <ShareSheet open={open} onClose={onClose} url={url} title={title} heading={heading} />;
}
