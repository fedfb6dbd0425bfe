import { CircleAlert, ExternalLink, FileX, Hourglass, Rss, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import styles from './reader-states.module.css';

/** Placeholder lines in the shape of an article while it loads. */
export function ReaderSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading the article">
      <div className={`${styles.line} ${styles.heading}`} />
      <div className={`${styles.line} ${styles.headingShort}`} />
      <div className={`${styles.line} ${styles.meta}`} />
      {[92, 100, 96, 88, 100, 70].map((width, index) => (
        <div key={index} className={styles.line} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

function Panel(props: {
  icon: ReactNode;
  tone?: 'error' | 'neutral';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <section className={styles.panel} role={props.role} aria-label={props.title}>
      <div className={props.tone === 'error' ? `${styles.icon} ${styles.error}` : styles.icon}>
        {props.icon}
      </div>
      <h1 className={styles.title}>{props.title}</h1>
      {props.children ? <div className={styles.body}>{props.children}</div> : null}
      {props.actions ? <div className={styles.actions}>{props.actions}</div> : null}
    </section>
  );
}

function OpenOriginal({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <a className={styles.linkButton} href={href} target="_blank" rel="noopener noreferrer">
      <ExternalLink size={16} aria-hidden />
      Open original
    </a>
  );
}

/** readFailure: the request itself failed. */
export function ReadFailure(props: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Panel
      icon={<CircleAlert size={28} aria-hidden />}
      tone="error"
      role="alert"
      title="We couldn't open this item"
      actions={
        <Button
          variant="secondary"
          onClick={props.onRetry}
          busy={props.retrying}
          icon={<RotateCw size={16} aria-hidden />}
        >
          Retry
        </Button>
      }
    >
      <p>{props.message}</p>
    </Panel>
  );
}

/** The article is still being fetched (polled every second for up to 30 s). */
export function ReaderPending(props: {
  expired: boolean;
  onCheckAgain: () => void;
  externalUrl: string | null;
}) {
  if (!props.expired) {
    return (
      <Panel icon={<Spinner size={28} />} role="status" title="Fetching the article…">
        <p>Satchel is downloading and tidying up this page. It usually takes a few seconds.</p>
      </Panel>
    );
  }
  return (
    <Panel
      icon={<Hourglass size={28} aria-hidden />}
      title="This is taking longer than usual"
      actions={
        <>
          <Button variant="secondary" onClick={props.onCheckAgain}>
            Check again
          </Button>
          <OpenOriginal href={props.externalUrl} />
        </>
      }
    >
      <p>
        The article is still being fetched. You can check again, or read it on the original site.
      </p>
    </Panel>
  );
}

/** Parse FAILED, or the item is not something the reader can show. */
export function ParseFailure(props: {
  reason: string | null;
  onTryAgain: () => void;
  trying: boolean;
  tryFailed: boolean;
  externalUrl: string | null;
}) {
  return (
    <Panel
      icon={<FileX size={28} aria-hidden />}
      tone="error"
      title="Couldn't load this page"
      actions={
        <>
          <Button
            variant="primary"
            onClick={props.onTryAgain}
            busy={props.trying}
            icon={<RotateCw size={16} aria-hidden />}
          >
            Try again
          </Button>
          <OpenOriginal href={props.externalUrl} />
        </>
      }
    >
      <p>{props.reason ?? 'Satchel could not turn this page into an article.'}</p>
      {props.tryFailed ? (
        <p className={styles.errorText} role="alert">
          The request to fetch it again failed. Please try once more.
        </p>
      ) : null}
    </Panel>
  );
}

/**
 * Above a feed's copy of a page (docs/PRODUCT.md "Reader"): the words are the feed's, not the
 * page's, so the reader says whose they are.
 */
export function FeedCopyNotice({ feedTitle }: { feedTitle: string }) {
  return (
    <p className={styles.notice} role="note">
      <Rss size={16} aria-hidden />
      <span>
        From the feed <strong dir="auto">{feedTitle}</strong>: the page itself could not be read.
      </span>
    </p>
  );
}

/** ItemNotFound fallback. */
export function ReaderNotFound({ message, backTo }: { message: string; backTo: ReactNode }) {
  return (
    <Panel icon={<FileX size={28} aria-hidden />} title="Item not found" actions={backTo}>
      <p>{message}</p>
    </Panel>
  );
}
