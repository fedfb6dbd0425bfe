/**
 * <ShareItemDialog>: share a save, or a highlighted passage of it. Opening it creates a share
 * link (createShareLink; the quote and note go along as its context), shows progress, then the
 * social-share dialog for the share URL, where a note can be added to the link (addShareContext);
 * a failure shows the error with "Try again".
 */
import { useEffect, useRef } from 'react';
import { useCreateShareLink } from '../api/create-share-link';
import { clipQuote } from '../state/share-context';
import { ShareNote } from './share-note';
import { ShareSheet } from './share-sheet';

export interface ShareItemDialogProps {
  open: boolean;
  onClose: () => void;
  /** The save's URL (the share link's target). */
  url: string;
  title?: string | null;
  /** A highlight to share with the link (at most 300 characters are sent). */
  quote?: string | null;
  note?: string | null;
}

export function ShareItemDialog({ open, onClose, url, title, quote, note }: ShareItemDialogProps) {
  const create = useCreateShareLink();
  const { mutate, reset } = create;
  // One request per opening (and per target), also under StrictMode's double effects.
  const requested = useRef<string | null>(null);
  const key = JSON.stringify([url, quote ?? null, note ?? null]);

  useEffect(() => {
    if (!open) {
      requested.current = null;
      reset();
      return;
    }
    if (requested.current === key) return;
    requested.current = key;
    mutate({ url, quote, note });
  }, [open, key, url, quote, note, mutate, reset]);

  const clipped = quote?.trim() ? clipQuote(quote) : null;
  return (
    <ShareSheet
      open={open}
      onClose={onClose}
      url={create.data?.shareUrl ?? null}
      title={title}
      quote={clipped}
      heading={clipped ? 'Share highlight' : 'Share'}
      error={create.isError ? create.error.message : null}
      onRetry={() => mutate({ url, quote, note })}
      extra={
        create.data ? (
          <ShareNote key={create.data.slug} slug={create.data.slug} initialNote={note} />
        ) : null
      }
    />
  );
}
