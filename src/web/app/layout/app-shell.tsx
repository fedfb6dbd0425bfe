import { NavLink, Outlet } from 'react-router';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { FEEDS_PATH } from '../../features/feeds';
import { QaTools } from '../../features/qa';
import { NavSearch } from '../../features/search';
import { ListDialogs } from '../../features/lists';
import { BulkBar } from '../../features/saves';
import { GlobalShortcuts } from '../../features/shortcuts';
import { TaggingDialog } from '../../features/tags';
import { paths } from '../../lib/paths';
import { AccountMenu } from './account-menu';
import styles from './app-shell.module.css';
import { SaveUrlDialog } from './save-url-dialog';

/** Signed-in pages: global navigation on top, page content below. */
export function AppShell() {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={paths.saves} className={styles.brand} aria-label="Satchel, go to Saves">
            <Logo />
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            <NavLink
              to={paths.saves}
              end={false}
              className={({ isActive }) =>
                [styles.navLink, isActive ? styles.active : ''].join(' ')
              }
            >
              Saves
            </NavLink>
            <NavLink
              to={FEEDS_PATH}
              className={({ isActive }) =>
                [styles.navLink, isActive ? styles.active : ''].join(' ')
              }
            >
              Feeds
            </NavLink>
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
