import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../lib/paths';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title';

/** Any unknown route. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className={styles.standalone}>
      <Link to={paths.home} aria-label="Satchel home">
        <Logo />
      </Link>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <div className={styles.prose}>
        <h1>We couldn&rsquo;t find that page</h1>
        <p>The address may be mistyped, or the page may have moved.</p>
      </div>
      <div className={styles.actions}>
        <Link to={paths.home}>Go to your saves</Link>
      </div>
    </main>
  );
}
