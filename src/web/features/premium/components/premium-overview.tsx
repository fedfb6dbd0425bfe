/**
 * The /premium page: what Premium unlocks on this instance, whether the visitor has it, and
 * how to get it here — the instance's own Premium page when it sets one (`premiumUrl` from
 * `GET /api/instance`), otherwise how an administrator grants it (Admin → Users, or the CLI).
 */
import {
  BadgeCheck,
  BookOpen,
  Check,
  ExternalLink,
  Highlighter,
  Search,
  Sparkles,
  Tags,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useInstanceInfo, useVisitorStatus, useVisitorUser } from '../../auth';
import { useViewerRoles } from '../../admin';
import { GRANT_COMMAND, PREMIUM_BENEFITS } from '../state/premium-benefits';
import type { BenefitId } from '../state/premium-benefits';
import styles from './premium-overview.module.css';

const ICONS: Record<BenefitId, ReactNode> = {
  highlights: <Highlighter size={20} aria-hidden />,
  reader: <BookOpen size={20} aria-hidden />,
  'suggested-tags': <Tags size={20} aria-hidden />,
  'full-text-search': <Search size={20} aria-hidden />,
};

function PlanStatus({ premium, loading }: { premium: boolean; loading: boolean }) {
  if (loading)
    return (
      <div className={styles.statusSkeleton} aria-busy="true" aria-label="Loading your plan" />
    );
  return (
    <section
      className={[styles.status, premium ? styles.statusPremium : ''].join(' ')}
      aria-label="Your plan"
    >
      <span className={styles.statusIcon}>
        {premium ? <BadgeCheck size={24} aria-hidden /> : <Sparkles size={24} aria-hidden />}
      </span>
      <div>
        <h2 className={styles.statusTitle}>
          {premium ? 'You have Premium' : 'You’re on the free plan'}
        </h2>
        <p className={styles.statusBody}>
          {premium
            ? 'Everything below that is available is unlocked for your account.'
            : 'Saving, reading, tags, favorites and the archive are all yours. Premium adds what is below.'}
        </p>
      </div>
    </section>
  );
}

function HowToGet({ premium }: { premium: boolean }) {
  const instance = useInstanceInfo();
  const viewer = useViewerRoles();
  const premiumUrl = instance.data?.premiumUrl ?? null;
  const isAdmin = viewer.data?.isAdmin === true;

  if (premium) {
    return (
      <p className={styles.prose}>
        You already have it. Open any article and try the reader’s display settings, or highlight as
        much as you like. <Link to="/saves">Back to Saves</Link>
      </p>
    );
  }
  if (instance.isPending) return <div className={styles.howSkeleton} aria-busy="true" />;
  if (premiumUrl) {
    return (
      <div className={styles.how}>
        <p className={styles.prose}>
          This Satchel instance offers Premium on its own page, where its people explain the terms.
        </p>
        <a className={styles.cta} href={premiumUrl} rel="noopener noreferrer">
          Get Premium
          <ExternalLink size={16} aria-hidden />
        </a>
      </div>
    );
  }
  return (
    <div className={styles.how}>
      <p className={styles.prose}>
        Satchel takes no payments of its own. On this instance, an administrator grants Premium:
      </p>
      <ul className={styles.ways}>
        <li>
          <strong>In the app:</strong> an administrator opens <em>Admin</em> in the account menu (
          <Link to="/admin/users">/admin/users</Link>) and switches Premium on for your account.
        </li>
        <li>
          <strong>On the server:</strong> whoever runs Satchel types{' '}
          <code className={styles.code}>{GRANT_COMMAND}</code>
        </li>
      </ul>
      {isAdmin ? (
        <Link className={styles.cta} to="/admin/users">
          Open Admin → Users
        </Link>
      ) : (
        <p className={styles.prose}>Ask the person who runs this Satchel instance.</p>
      )}
    </div>
  );
}

export function PremiumOverview() {
  const status = useVisitorStatus();
  const user = useVisitorUser();
  const premium = user?.premiumStatus === '1';

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Satchel Premium</p>
        <h1 className={styles.title}>More room to read, mark and find</h1>
        <p className={styles.lead}>
          Premium is for people who read a lot and come back to it. Here is what it unlocks on this
          Satchel instance.
        </p>
      </header>
      <PlanStatus premium={premium} loading={status === 'pending'} />
      <section className={styles.section} aria-labelledby="premium-benefits">
        <h2 id="premium-benefits" className={styles.sectionTitle}>
          What Premium unlocks
        </h2>
        <ul className={styles.benefits}>
          {PREMIUM_BENEFITS.map((benefit) => (
            <li key={benefit.id} className={styles.benefit}>
              <span className={styles.benefitIcon}>{ICONS[benefit.id]}</span>
              <div className={styles.benefitText}>
                <h3 className={styles.benefitTitle}>
                  {benefit.title}
                  {!benefit.available ? (
                    <span className={styles.soon}>{benefit.note}</span>
                  ) : premium ? (
                    <span className={styles.unlocked}>
                      <Check size={14} aria-hidden />
                      Unlocked
                    </span>
                  ) : null}
                </h3>
                <p className={styles.benefitBody}>{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="premium-how">
        <h2 id="premium-how" className={styles.sectionTitle}>
          {premium ? 'Enjoy it' : 'How to get it here'}
        </h2>
        <HowToGet premium={premium} />
      </section>
    </div>
  );
}
