/**
 * `/home` (docs/RECOMMENDATIONS.md "Home"): the user's recent saves first, then the German banner
 * for German browsers, the topic setup moment, and the slates of `homeSlateLineup` without the
 * articles demoted on this device. Loading skeletons, an offline note, an error with Retry, and
 * no slate (how many stories the corpus has and why none made a slate, from the server's
 * `supply`; an administrator or curator is pointed at /admin/corpus) each have a state.
 */
import { Compass, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { isNetworkFailure } from '../../../../lib/graphql-client';
import { paths } from '../../../../lib/paths';
import { useVisitorUser } from '../../../auth';
import {
  RecommendationCardSkeleton,
  RecommendationGrid,
  SupplyReasons,
  explainSupply,
} from '../../recommendations';
import type { CorpusSupply } from '../../recommendations';
import { useHomeLineup } from '../api/home-lineup';
import { useHomeSetupQuery } from '../api/home-setup';
import { useNotInterested } from '../api/not-interested';
import { useRecentSaves } from '../api/recent-saves';
import { browserPrefersGerman, useHomeLocaleChoice } from '../state/home-locale';
import { useDemotedMap } from '../state/use-demoted';
import { isCorpusEmpty, visibleSlates } from '../state/visible-slates';
import { GermanBanner } from './german-banner';
import { HomeSlate } from './home-slate';
import { RecentSaves } from './recent-saves';
import { TopicSetup } from './topic-setup';
import styles from './home-view.module.css';

function SlatesLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading recommendations">
      {[0, 1].map((slate) => (
        <div key={slate} className={styles.loadingSlate}>
          <div className={styles.loadingHeadline} />
          <RecommendationGrid>
            {[0, 1, 2, 3].map((card) => (
              <div key={card} className={styles.loadingCard}>
                <RecommendationCardSkeleton />
              </div>
            ))}
          </RecommendationGrid>
        </div>
      ))}
    </div>
  );
}

function EmptyCorpus({
  canCurate,
  supply,
}: {
  canCurate: boolean;
  supply: CorpusSupply | null | undefined;
}) {
  const explanation = explainSupply(supply);
  return (
    <EmptyState icon={<Compass size={28} aria-hidden />} title="No recommendations yet">
      {explanation ? (
        <>
          <SupplyReasons explanation={explanation} />
          {canCurate ? (
            <p>
              More arrive as the instance&rsquo;s feeds are read and classified; add feeds or
              approve prospects in <Link to="/admin/corpus">Corpus administration</Link>.
            </p>
          ) : (
            <p>
              More arrive as the instance&rsquo;s feeds are read. Your{' '}
              <Link to={paths.saves}>saves</Link> are all here in the meantime.
            </p>
          )}
        </>
      ) : canCurate ? (
        <p>
          This instance has no corpus of articles to recommend yet. Load the starter feeds or add
          sources in <Link to="/admin/corpus">Corpus administration</Link>, and Home fills up as
          their articles are classified.
        </p>
      ) : (
        <p>
          Recommendations come from the articles this instance&rsquo;s curators collect, and there
          are none yet. Your <Link to={paths.saves}>saves</Link> are all here in the meantime.
        </p>
      )}
    </EmptyState>
  );
}

export function HomeView() {
  const user = useVisitorUser();
  const localeChoice = useHomeLocaleChoice();
  const german = browserPrefersGerman();
  const locale = german && localeChoice === 'de' ? 'de' : null;
  const recent = useRecentSaves();
  const setup = useHomeSetupQuery();
  const lineup = useHomeLineup(locale);
  const demoted = useDemotedMap(user?.userId ?? null);
  const notInterested = useNotInterested();
  const viewer = setup.data?.user ?? null;

  // Choosing topics means nothing while the corpus is empty: the setup waits for stories.
  const corpusEmpty = isCorpusEmpty(lineup.data);
  let slates: ReactNode;
  if (lineup.isPending) {
    slates = <SlatesLoading />;
  } else if (lineup.isError) {
    const offline =
      isNetworkFailure(lineup.error) || (typeof navigator !== 'undefined' && !navigator.onLine);
    slates = offline ? (
      <EmptyState icon={<WifiOff size={28} aria-hidden />} title="You are offline">
        <p>
          Recommendations come back when you are online again. Your saves kept for offline reading
          are in <Link to={paths.saves}>Saves</Link>.
        </p>
        <button type="button" className={styles.retry} onClick={() => void lineup.refetch()}>
          Try again
        </button>
      </EmptyState>
    ) : (
      <ErrorState
        title="Recommendations could not be loaded"
        message={lineup.error.message || 'Something went wrong. Please try again.'}
        onRetry={() => void lineup.refetch()}
        retrying={lineup.isFetching}
      />
    );
  } else {
    const shown = visibleSlates(lineup.data, demoted);
    slates = corpusEmpty ? (
      <EmptyCorpus
        canCurate={viewer?.isAdmin === true || viewer?.isCurator === true}
        supply={lineup.data.supply}
      />
    ) : shown.length === 0 ? (
      <EmptyState title="You have seen everything for now">
        <p>New stories arrive as the instance&rsquo;s feeds are read. Come back later.</p>
      </EmptyState>
    ) : (
      shown.map(({ slate, recommendations }) => (
        <HomeSlate
          key={slate.id}
          slate={slate}
          recommendations={recommendations}
          onDismiss={notInterested}
        />
      ))
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Home</h1>
      {german ? <GermanBanner choice={localeChoice} /> : null}
      <RecentSaves
        data={recent.data}
        loading={recent.isPending && !recent.isError}
        failed={recent.isError}
      />
      {setup.data && viewer && lineup.data && !corpusEmpty ? (
        <TopicSetup topics={setup.data.recommendationPreferenceTopics} stored={viewer.homeSetup} />
      ) : null}
      {slates}
    </div>
  );
}
