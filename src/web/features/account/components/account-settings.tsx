/**
 * /account: Profile (avatar, names, bio: saved as you type), Sign-in (username, email, password,
 * each confirmed with the current password), Your data (Import, Export, Connected apps, member since)
 * and the Danger zone (clear saved data, delete account). Changes that the account menu shows
 * (names, username, email, avatar) reach it at once through the visitor store.
 */
import { ChevronRight, Download, FileUp, PlugZap } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/ui/error-state';
import { OfflineSettings } from '../../offline';
import { PageHeader } from '../../../components/ui/page-header';
import layout from '../../../components/ui/page-layout.module.css';
import { SaveBookmarklet } from '../../save-link/bookmarklet';
import { useAccount, usePatchAccount } from '../api/get-account';
import { memberSince, type Account } from '../state/account';
import styles from './account.module.css';
import { DangerZone } from './danger-zone';
import { ProfileSection } from './profile-section';
import { RecommendationAnalytics } from './recommendation-analytics';
import { SignInSection } from './sign-in-section';

function YourData({ account }: { account: Account }) {
  const since = memberSince(account.accountCreationDate);
  return (
    <section className={styles.section} aria-labelledby="account-data">
      <div className={styles.sectionHead}>
        <h2 id="account-data" className={styles.sectionTitle}>
          Your data
        </h2>
      </div>
      <ul className={[styles.card, styles.rows].join(' ')}>
        <li>
          <Link className={styles.linkRow} to="/import">
            <FileUp size={18} aria-hidden />
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>Import</span>
              <span className={styles.rowValue}>Bring saves from Pocket and other services</span>
            </span>
            <ChevronRight size={18} aria-hidden className={styles.chevron} />
          </Link>
        </li>
        <li>
          {/* A plain link: the server streams the ZIP as a download (GET /api/export). */}
          <a className={styles.linkRow} href="/api/export" download>
            <Download size={18} aria-hidden />
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>Export your library</span>
              <span className={styles.rowValue}>
                A ZIP in Pocket&apos;s export format: your saves, tags, highlights and lists.
              </span>
            </span>
            <ChevronRight size={18} aria-hidden className={styles.chevron} />
          </a>
        </li>
        <li>
          <Link className={styles.linkRow} to="/account/apps">
            <PlugZap size={18} aria-hidden />
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>Connected apps</span>
              <span className={styles.rowValue}>Apps and tokens that can use your account</span>
            </span>
            <ChevronRight size={18} aria-hidden className={styles.chevron} />
          </Link>
        </li>
      </ul>
      <p className={styles.since}>
        {[since, account.isPremium ? 'Premium' : null].filter(Boolean).join(' · ')}
      </p>
    </section>
  );
}

function Loading() {
  return (
    <div className={styles.sections} aria-busy="true" aria-label="Loading your account">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={[styles.card, styles.skeleton].join(' ')} />
      ))}
    </div>
  );
}

export function AccountSettings() {
  const query = useAccount();
  const patch = usePatchAccount();
  const account = query.data;

  let body;
  if (query.isPending) body = <Loading />;
  else if (!account) body = <QueryErrorState title="We couldn't load your account" query={query} />;
  else
    body = (
      <div className={styles.sections}>
        <ProfileSection
          account={account}
          onSaved={(profile) => patch(profile)}
          onAvatarChanged={(avatarUrl) => patch({ avatarUrl })}
        />
        <SignInSection
          account={account}
          onChanged={(kind, value) => {
            if (kind === 'username' && value !== null) patch({ username: value });
            if (kind === 'email' && value !== null) patch({ email: value });
          }}
        />
        <YourData account={account} />
        <SaveBookmarklet />
        <OfflineSettings />
        <RecommendationAnalytics />
        <DangerZone />
      </div>
    );

  return (
    <div className={[layout.page, styles.page].join(' ')}>
      <PageHeader eyebrow="Account" title="Account settings" />
      {body}
    </div>
  );
}
