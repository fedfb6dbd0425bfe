import { Bookmark } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { loginRedirectPath, paths } from '../../../../lib/paths';
import styles from './discover.module.css';

/** For logged-out visitors: what an account is for, and the way to one (coming back here). */
export function SignupBanner() {
  const { pathname, search } = useLocation();
  const here = encodeURIComponent(`${pathname}${search}`);
  return (
    <aside className={styles.banner} aria-labelledby="discover-signup-title">
      <span className={styles.bannerIcon} aria-hidden="true">
        <Bookmark size={22} />
      </span>
      <div className={styles.bannerText}>
        <h2 id="discover-signup-title" className={styles.bannerTitle}>
          Save stories to read later — Sign up free
        </h2>
        <p className={styles.bannerBody}>
          Keep what you find here in one quiet place, read it without distractions, on any device.
        </p>
      </div>
      <div className={styles.bannerActions}>
        <Link to={`${paths.signup}?utm_source=${here}`} className={styles.bannerSignup}>
          Sign up free
        </Link>
        <Link
          to={loginRedirectPath('web-auth', `${pathname}${search}`)}
          className={styles.bannerLogin}
        >
          Log in
        </Link>
      </div>
    </aside>
  );
}
