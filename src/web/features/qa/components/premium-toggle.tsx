/** QA panel: switch this account's Premium on or off (dev mode only, the server decides). */
import { useId } from 'react';
import { useVisitorUser } from '../../auth';
import { Switch } from '../../../components/ui/switch';
import { useQaSetPremium } from '../api/qa-set-premium';
import styles from './qa-tools.module.css';

export function PremiumToggle() {
  const user = useVisitorUser();
  const setPremium = useQaSetPremium();
  const descriptionId = useId();
  const premium = user?.premiumStatus === '1';
  return (
    <section className={styles.section} aria-labelledby={`${descriptionId}-title`}>
      <h3 id={`${descriptionId}-title`} className={styles.sectionTitle}>
        Premium
      </h3>
      <div className={styles.switchRow}>
        <div>
          <span className={styles.rowLabel}>Premium for this account</span>
          <p id={descriptionId} className={styles.hint}>
            premium_status is {premium ? "'1' (premium)" : "'0' (free)"}. Works when the server runs
            in dev mode.
          </p>
        </div>
        <Switch
          checked={premium}
          label="Premium for this account"
          describedBy={descriptionId}
          busy={setPremium.isPending}
          onCheckedChange={(on) => setPremium.mutate(on)}
        />
      </div>
      {setPremium.isError ? (
        <p className={styles.error} role="alert">
          {setPremium.error.message}
        </p>
      ) : null}
    </section>
  );
}
