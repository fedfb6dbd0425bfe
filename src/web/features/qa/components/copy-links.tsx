/**
 * QA panel: copy a link to Home or Saves carrying the active flags as repeated `assign`
 * values; "Copied to your clipboard!" shows for 6 seconds (docs/PRODUCT.md §9). When the clipboard
 * is out of reach, the link is shown to copy by hand.
 */
import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';
import { useFlagsStore } from '../../flags';
import { activeAssignValues, buildCopyLink } from '../state/copy-link';
import type { CopyLinkTarget } from '../state/copy-link';
import styles from './qa-tools.module.css';

/** docs/PRODUCT.md §9: the QA copy confirmation stays 6000 ms. */
export const COPY_CONFIRMATION_MS = 6000;

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; link: string };

export function CopyLinks() {
  const flags = useFlagsStore((s) => s.flags);
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const values = activeAssignValues(flags);

  useEffect(() => {
    if (state.kind !== 'copied') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = (target: CopyLinkTarget) => {
    const link = buildCopyLink(window.location.origin, target, values);
    copyText(link).then(
      () => setState({ kind: 'copied' }),
      () => setState({ kind: 'failed', link }),
    );
  };

  return (
    <section className={styles.section} aria-labelledby="qa-copy-links">
      <h3 id="qa-copy-links" className={styles.sectionTitle}>
        Copy link
      </h3>
      <p className={styles.hint}>
        {values.length > 0
          ? `Carries the active flags: ${values.join(', ')}.`
          : 'No flag is active: the link carries none.'}
      </p>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          icon={<Copy size={16} aria-hidden />}
          onClick={() => copy('home')}
        >
          from Home
        </Button>
        <Button
          variant="secondary"
          icon={<Copy size={16} aria-hidden />}
          onClick={() => copy('saves')}
        >
          from Saves
        </Button>
      </div>
      <p className={styles.confirmation} role="status">
        {state.kind === 'copied' ? 'Copied to your clipboard!' : null}
      </p>
      {state.kind === 'failed' ? (
        <p className={styles.error} role="alert">
          Could not reach the clipboard. The link: <code className={styles.code}>{state.link}</code>
        </p>
      ) : null}
    </section>
  );
}
