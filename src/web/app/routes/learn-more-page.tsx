import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../lib/paths';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title';

/** `/learn-more`: where auth-requiring pages send accounts that must use federated sign-in. */
export function LearnMorePage() {
  useDocumentTitle('Sign in with your organisation');
  return (
    <main className={styles.standalone}>
      <Link to={paths.home} aria-label="Satchel home">
        <Logo />
      </Link>
      <div className={styles.prose}>
        <h1>This Satchel signs you in through your organisation</h1>
        <p>
          The people who run this Satchel instance require every account to sign in through their
          organisation&rsquo;s identity provider (single sign-on). Your account is not connected to
          it yet, so your saves are not available here for now.
        </p>
        <p>
          Sign in again using your organisation&rsquo;s login, or ask the administrator of this
          instance to link your account. Nothing you saved has been lost.
        </p>
      </div>
      <div className={styles.actions}>
        <Link to={paths.login}>Go to the login page</Link>
        <Link to={paths.home}>Back to Satchel</Link>
      </div>
    </main>
  );
}
