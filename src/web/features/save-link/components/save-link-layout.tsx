import { X } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import styles from './save-link.module.css';

export interface SaveLinkLayoutProps {
  /** The document title, e.g. "Saved to Satchel". */
  documentTitle: string;
  /** The page was opened in its own small window (the bookmarklet): it offers Close. */
  popup: boolean;
  children: ReactNode;
}

/** The /save page's frame: compact, to fit a 520×600 window and a phone. */
export function SaveLinkLayout({ documentTitle, popup, children }: SaveLinkLayoutProps) {
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/saves" className={styles.brand} aria-label="Satchel: your Saves">
          <Logo />
        </Link>
        {popup ? (
          <Button variant="ghost" icon={<X size={16} aria-hidden />} onClick={() => window.close()}>
            Close
          </Button>
        ) : null}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
