/**
 * The social-share dialog's body and frame (docs/PRODUCT.md §2 "Social-share dialog with a
 * sub-dialog for a federated social network"): the link with "Copy link", then Email, Facebook, X,
 * LinkedIn, Reddit and Bluesky as links to their share screens (new tab, no opener), and Mastodon,
 * which asks for the instance first. While a share link is being created it shows progress; when
 * that fails, the error and "Try again".
 */
import { Check, Copy, Mail, RotateCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { copyText } from '../../../lib/clipboard';
import { shareUrlFor } from '../state/share-urls';
import type { ShareNetwork, ShareTarget } from '../state/share-urls';
import { BrandIcon } from './brand-icons';
import { MastodonDialog } from './mastodon-dialog';
import styles from './share-sheet.module.css';

/**
 * docs/POCKET-COMPATIBILITY.md §4.4 share colours (facebook, twitter, reddit, linkedin, mastodon);
 * Bluesky's own; a warm grey for email.
 */
const NETWORKS: ReadonlyArray<{
  key: ShareNetwork;
  label: string;
  color: string;
  icon: ReactNode;
}> = [
  {
    key: 'email',
    label: 'Email',
    color: '#6b6259',
    icon: <Mail size={20} aria-hidden />,
  },
  { key: 'facebook', label: 'Facebook', color: '#3b5998', icon: <BrandIcon name="facebook" /> },
  { key: 'x', label: 'X', color: '#00aced', icon: <BrandIcon name="x" size={18} /> },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    color: '#007bb6',
    icon: <BrandIcon name="linkedin" size={18} />,
  },
  { key: 'reddit', label: 'Reddit', color: '#ff4500', icon: <BrandIcon name="reddit" /> },
  { key: 'bluesky', label: 'Bluesky', color: '#1185fe', icon: <BrandIcon name="bluesky" /> },
];
const MASTODON_COLOR = '#563acc';
/** How long "Copied" stays on the button. */
const COPIED_MS = 2500;

export interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  /** The address to share; null while it is being created. */
  url: string | null;
  title?: string | null;
  /** A highlighted passage that goes with the link (shown above it). */
  quote?: string | null;
  heading?: string;
  /** Creating the link failed: the message, and how to try again. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown under the link once it exists (the share link's note). */
  extra?: ReactNode;
}

export function ShareSheet({
  open,
  onClose,
  url,
  title,
  quote,
  heading = 'Share',
  error,
  onRetry,
  extra,
}: ShareSheetProps) {
  const [mastodonOpen, setMastodonOpen] = useState(false);
  const networksId = useId();
  const cleanTitle = title?.trim() || null;

  let body: ReactNode;
  if (error) {
    body = (
      <div className={styles.failure} role="alert">
        <p className={styles.failureText}>We couldn’t create a share link. {error}</p>
        {onRetry ? (
          <Button variant="secondary" icon={<RotateCw size={16} aria-hidden />} onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  } else if (!url) {
    body = (
      <div className={styles.pending}>
        <Spinner size={22} />
        <p role="status">Creating your share link…</p>
      </div>
    );
  } else {
    const target: ShareTarget = { url, title: cleanTitle };
    body = (
      <>
        <CopyLink url={url} />
        {extra}
        <section className={styles.networks} aria-labelledby={networksId}>
          <h3 id={networksId} className={styles.sectionLabel}>
            Share to
          </h3>
          <ul className={styles.grid}>
            {NETWORKS.map((network) => (
              <li key={network.key}>
                <a
                  className={styles.tile}
                  href={shareUrlFor(network.key, target)}
                  {...(network.key === 'email'
                    ? {}
                    : { target: '_blank', rel: 'noopener noreferrer' })}
                  aria-label={network.key === 'email' ? 'Email' : `Share on ${network.label}`}
                  data-network={network.key}
                >
                  <Mark color={network.color}>{network.icon}</Mark>
                  <span className={styles.tileLabel}>{network.label}</span>
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.tile}
                aria-haspopup="dialog"
                aria-label="Share on Mastodon"
                data-network="mastodon"
                onClick={() => setMastodonOpen(true)}
              >
                <Mark color={MASTODON_COLOR}>
                  <BrandIcon name="mastodon" />
                </Mark>
                <span className={styles.tileLabel}>Mastodon</span>
              </button>
            </li>
          </ul>
        </section>
        <MastodonDialog
          open={mastodonOpen}
          onClose={() => setMastodonOpen(false)}
          target={target}
        />
      </>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={heading}
      description={cleanTitle ?? undefined}
      name="share"
    >
      <div className={styles.body}>
        {quote?.trim() ? <blockquote className={styles.quote}>{quote.trim()}</blockquote> : null}
        {body}
      </div>
    </Modal>
  );
}

function Mark({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className={styles.mark} style={{ '--brand': color } as CSSProperties}>
      {children}
    </span>
  );
}

/** The link in a read-only field (select it to copy by hand) and the "Copy link" button. */
function CopyLink({ url }: { url: string }) {
  const fieldId = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () => {
    window.clearTimeout(timer.current);
    copyText(url).then(
      () => {
        setState('copied');
        timer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
      },
      () => setState('failed'),
    );
  };

  return (
    <div className={styles.copy}>
      <label htmlFor={fieldId} className={styles.sectionLabel}>
        Link
      </label>
      <div className={styles.copyRow}>
        <input
          id={fieldId}
          className={styles.linkField}
          value={url}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          onClick={copy}
          icon={
            state === 'copied' ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />
          }
        >
          {state === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p
        className={state === 'failed' ? styles.copyFailed : styles.copyStatus}
        role="status"
        aria-live="polite"
      >
        {state === 'copied'
          ? 'Copied to your clipboard!'
          : state === 'failed'
            ? 'Your browser did not allow copying. Select the link and copy it yourself.'
            : ''}
      </p>
    </div>
  );
}
