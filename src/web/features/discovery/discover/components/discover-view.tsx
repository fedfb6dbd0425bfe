import { useVisitorStatus } from '../../../auth';
import { useSlateLineup } from '../api/slate-lineup';
import {
  browserLanguages,
  discoverLocale,
  DISCOVER_SLATE_COUNT,
  EXPLORE_LINEUP_IDS,
} from '../state/lineups';
import { dedupeSlates } from '../state/slates';
import { LineupError, LineupSkeleton, NothingToDiscover } from './lineup-states';
import { SignupBanner } from './signup-banner';
import { SlateSection } from './slate-section';
import { TopicLinks } from './topic-links';
import styles from './discover.module.css';

/**
 * `/discover` (and Pocket's `/explore`): the curators' picks, then a slate per topic, ranked
 * without personal signals (docs/RECOMMENDATIONS.md "Discover and topic pages"); German readers
 * get the German lineup. Readable logged out, with signup prompts.
 */
export function DiscoverView() {
  const signedIn = useVisitorStatus() === 'valid';
  const lineupId = EXPLORE_LINEUP_IDS[discoverLocale(browserLanguages())];
  const lineup = useSlateLineup(lineupId, DISCOVER_SLATE_COUNT);
  const slates = lineup.data ? dedupeSlates(lineup.data.slates) : null;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Discover</h1>
        <p className={styles.pageLead}>
          Stories worth your time, chosen from this instance’s corpus by its curators and readers.
        </p>
      </header>
      {signedIn ? null : <SignupBanner />}
      <TopicLinks />
      {lineup.isPending ? (
        <LineupSkeleton slates={3} />
      ) : lineup.isError && !slates ? (
        <LineupError
          error={lineup.error}
          onRetry={() => void lineup.refetch()}
          retrying={lineup.isFetching}
        />
      ) : slates && slates.length > 0 ? (
        <div className={styles.slates}>
          {slates.map((slate) => (
            <SlateSection
              key={slate.id}
              slate={slate}
              heading={slate.displayName ?? ''}
              track={signedIn}
              linkTopic
            />
          ))}
        </div>
      ) : (
        <NothingToDiscover supply={lineup.data?.supply} />
      )}
    </div>
  );
}
