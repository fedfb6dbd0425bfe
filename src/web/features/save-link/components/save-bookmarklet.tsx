/**
 * "Save to Satchel" as a bookmarklet, shown on the account page and the empty Saves view: a link
 * to drag to the bookmarks bar. Clicked there on any page, it opens /save for that page in a small
 * window (lib/bookmarklet-code.ts).
 */
import { BookmarkPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { bookmarkletUrl } from '../lib/bookmarklet-code';
import styles from './save-bookmarklet.module.css';

export interface SaveBookmarkletProps {
  /** `section`: a titled block of the account page; `inline`: one line under the empty Saves. */
  variant?: 'section' | 'inline';
}

function BookmarkletLink() {
  const ref = useRef<HTMLAnchorElement>(null);
  const [hint, setHint] = useState(false);
  // React refuses javascript: URLs in href (a guard against injected links), so this one, which
  // is ours and fixed, is set on the element directly.
  useEffect(() => {
    ref.current?.setAttribute('href', bookmarkletUrl(window.location.origin));
  }, []);
  return (
    <>
      <a
        ref={ref}
        className={styles.link}
        data-testid="save-bookmarklet"
        title="Drag to your bookmarks bar"
        onClick={(event) => {
          // Here it would only save Satchel's own page: it is meant for the bookmarks bar.
          event.preventDefault();
          setHint(true);
        }}
      >
        <BookmarkPlus size={16} aria-hidden />
        Save to Satchel
      </a>
      {hint ? (
        <span className={styles.hint} role="status">
          Drag the button to your bookmarks bar, then click it on any page.
        </span>
      ) : null}
    </>
  );
}

export function SaveBookmarklet({ variant = 'section' }: SaveBookmarkletProps) {
  if (variant === 'inline') {
    return (
      <p className={styles.inline}>
        Save from any page: drag <BookmarkletLink /> to your bookmarks bar.
      </p>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="save-bookmarklet-title">
      <h2 id="save-bookmarklet-title" className={styles.title}>
        Save from your browser
      </h2>
      <div className={styles.card}>
        <BookmarkletLink />
        <p className={styles.howTo}>
          Drag this button to your bookmarks bar. On any page, click it to save that page to
          Satchel.
        </p>
      </div>
    </section>
  );
}
