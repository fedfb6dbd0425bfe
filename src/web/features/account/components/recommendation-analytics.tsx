/**
 * The account page's "Recommendations" section: whether what the user is shown and opens on Home,
 * Discover and topic pages is recorded to improve recommendations on this instance
 * (docs/RECOMMENDATIONS.md "Signals, preferences and privacy"). Off: nothing is sent, and the
 * server deletes what it had of theirs.
 */
import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { useAnalyticsEnabled, useSetAnalyticsEnabled } from '../api/recommendation-analytics';
import styles from './account.module.css';

const LABEL = 'Use my reading on this instance to improve recommendations';

export function RecommendationAnalytics() {
  const query = useAnalyticsEnabled();
  const setEnabled = useSetAnalyticsEnabled();
  const descriptionId = useId();
  const enabled = query.data;

  return (
    <section className={styles.section} aria-labelledby="account-recommendations">
      <div className={styles.sectionHead}>
        <h2 id="account-recommendations" className={styles.sectionTitle}>
          Recommendations
        </h2>
      </div>
      <div className={styles.card}>
        <div className={styles.rowHead}>
          <span className={styles.rowText}>
            <span className={styles.rowTitle}>{LABEL}</span>
            <span id={descriptionId} className={styles.rowValue}>
              Satchel counts which recommended articles you were shown and which you opened, to rank
              what this instance recommends. The counts never leave this instance: events are added
              up within five minutes and then deleted, and your own totals keep articles you have
              seen from coming back too often. Turning this off stops the counting and deletes your
              own totals; the instance&apos;s anonymous totals stay.
            </span>
          </span>
          <Switch
            checked={enabled === true}
            label={LABEL}
            describedBy={descriptionId}
            disabled={enabled === undefined}
            busy={setEnabled.isPending}
            onCheckedChange={(on) => setEnabled.mutate(on)}
          />
        </div>
        {query.isError ? (
          <p className={styles.error} role="alert">
            Could not read this setting. {query.error.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
