/**
 * The sub-dialog for a federated network (docs/PRODUCT.md §2): Mastodon has no single site to send
 * a link to, so it asks for the person's instance — prefilled with the one they used last on this
 * device — checks it is a host name, remembers it, and opens that instance's share screen.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { readMastodonInstance, rememberMastodonInstance } from '../state/mastodon-instance';
import { mastodonShareUrl, parseMastodonInstance } from '../state/share-urls';
import type { ShareTarget } from '../state/share-urls';
import styles from './share-sheet.module.css';
import { DialogActions } from '../../../components/ui/dialog-actions';

export interface MastodonDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the instance's share screen has been opened. */
  onShared?: () => void;
  target: ShareTarget;
}

export function MastodonDialog({ open, onClose, onShared, target }: MastodonDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Each opening starts from the remembered instance.
  useEffect(() => {
    if (open) {
      setValue(readMastodonInstance());
      setError(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMastodonInstance(value);
    if (!parsed.ok) {
      setError(parsed.reason);
      return;
    }
    rememberMastodonInstance(parsed.instance);
    setValue(parsed.instance);
    window.open(mastodonShareUrl(parsed.instance, target), '_blank', 'noopener,noreferrer');
    onClose();
    onShared?.();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Share on Mastodon"
      description="Mastodon is many independent servers. Which one is your account on?"
      name="mastodon-share"
      footer={
        <DialogActions onCancel={onClose} form="mastodon-share-form">
          Share on Mastodon
        </DialogActions>
      }
    >
      <form id="mastodon-share-form" className={styles.mastodonForm} onSubmit={submit} noValidate>
        <TextField
          label="Your Mastodon instance"
          value={value}
          placeholder="mastodon.social"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={error}
          hint="For example mastodon.social or hachyderm.io. It is remembered on this device."
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
