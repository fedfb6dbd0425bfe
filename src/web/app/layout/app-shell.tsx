import { Bookmark, Compass, House, Rss } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { FEEDS_PATH } from '../../features/feeds';
import { QaTools } from '../../features/qa';
import { NavSearch } from '../../features/search';
import { ListDialogs } from '../../features/lists';
import { BulkBar } from '../../features/saves';
import { GlobalShortcuts } from '../../features/shortcuts';
import { LazyTaggingDialog, TaggingDialog } from '../../features/tags';
import { usePreloadWhenIdle } from '../../lib/lazy-component';
import { paths } from '../../lib/paths';
import { AccountMenu, LazyAccountMenu } from './account-menu';
import styles from './app-shell.module.css';
import { LazyToaster } from './root-layout';
import { LazySaveUrlModal, SaveUrlDialog } from './save-url-dialog';

/** Home first (the landing page after login), then Saves, Discover and Feeds. On handsets
 * (479 px and below) each shows its icon with the name kept for screen readers, so the row fits
 * down to 320 px. */
const NAV_LINKS = [
  { to: paths.landing, label: 'Home', Icon: House },
  { to: paths.saves, label: 'Saves', Icon: Bookmark },
  { to: '/discover', label: 'Discover', Icon: Compass },
  { to: FEEDS_PATH, label: 'Feeds', Icon: Rss },
] as const;

/** What a first click most often opens: downloaded once the page is idle, not with it. */
const LIKELY_NEXT = [LazyToaster, LazyAccountMenu, LazySaveUrlModal, LazyTaggingDialog];

/** Signed-in pages: global navigation on top, page content below. */
export function AppShell() {
  usePreloadWhenIdle(LIKELY_NEXT);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={paths.landing} className={styles.brand} aria-label="Satchel, go to Home">
            <Logo />
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            {NAV_LINKS.map(({ to, label, Icon }) => (
              <NavLink
                key={to}
                to={to}
                title={label}
                className={({ isActive }) =>
                  [styles.navLink, isActive ? styles.active : ''].join(' ')
                }
              >
                <Icon size={18} aria-hidden className={styles.navIcon} />
                <span className={styles.navLabel}>{label}</span>
              </NavLink>
            ))}
          </nav>
          <NavSearch />
          <div className={styles.actions}>
            <SaveUrlDialog />
            <AccountMenu />
          </div>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <GlobalShortcuts />
      <BulkBar />
      <TaggingDialog />
      <ListDialogs />
      <QaTools />
    </div>
  );
}
