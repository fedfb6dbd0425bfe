import { Link, Outlet, useLocation, useParams } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { PageLoading } from '../../components/ui/page-loading';
import { useVisitorStatus } from '../../features/auth';
import { DISCOVER_PATH, topicFromSlug } from '../../features/discovery/discover';
import { loginRedirectPath, paths } from '../../lib/paths';
import { NotFoundPage } from '../routes/not-found-page';
import { AppShell } from './app-shell';
import styles from './discover-layout.module.css';

/** `/signup?utm_source=<path>`: a new account comes back to the page it started on. */
export const signupPath = (returnTo: string) =>
  `${paths.signup}?utm_source=${encodeURIComponent(returnTo)}`;

/**
 * Discover and the topic pages are public (docs/RECOMMENDATIONS.md "Discover and topic pages"):
 * a signed-in reader sees them in the app shell, a visitor under a light header with Log in and
 * Sign up, both coming back here afterwards. An unknown topic is the not-found page, on its own.
 */
export function DiscoverLayout() {
  const status = useVisitorStatus();
  const { slug } = useParams();
  if (slug !== undefined && !topicFromSlug(slug)) return <NotFoundPage />;
  if (status === 'pending') return <PageLoading />;
  if (status === 'valid') return <AppShell />;
  return <PublicShell />;
}

function PublicShell() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={DISCOVER_PATH} className={styles.brand} aria-label="Satchel, go to Discover">
            <Logo />
          </Link>
          <nav aria-label="Account" className={styles.account}>
            <Link to={loginRedirectPath('web-auth', here)} className={styles.login}>
              Log in
            </Link>
            <Link to={signupPath(here)} className={styles.signup}>
              Sign up
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
