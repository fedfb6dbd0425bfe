import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../lib/paths';
import { describeRouteError } from './route-error';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title';

/**
 * What a route shows when its page throws, instead of React Router's developer message: most
 * often a page's code that could not load (offline, and the page is not kept for offline use; or a
 * new version of Satchel replaced the files this tab was started with). Shown by
 * route-error-boundary.tsx.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { title, message } = describeRouteError(error, navigator.onLine);
  useDocumentTitle(title);
  return (
    <main className={styles.standalone}>
      <Link to={paths.home} aria-label="Satchel home">
        <Logo />
      </Link>
      <div className={styles.prose} role="alert">
        <h1>{title}</h1>
        <p>{message}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link to={paths.home}>Go to your saves</Link>
      </div>
    </main>
  );
}
