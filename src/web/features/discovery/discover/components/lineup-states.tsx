import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { isNetworkFailure } from '../../../../lib/graphql-client';
import { useViewerRoles } from '../../../admin';
import { useVisitorStatus } from '../../../auth';
import { RecommendationCardSkeleton, SupplyReasons, explainSupply } from '../../recommendations';
import type { CorpusSupply } from '../../recommendations';
import styles from './discover.module.css';

/** Where an administrator fills the corpus (docs/CORPUS.md). */
const CORPUS_ADMIN_PATH = '/admin/corpus';

/** Slates while they load: a heading's bar over a row of card skeletons, twice. */
export function LineupSkeleton({ slates = 2 }: { slates?: number }) {
  return (
    <div className={styles.slates} role="status" aria-label="Loading stories">
      {Array.from({ length: slates }, (_, slate) => (
        <div key={slate} className={styles.slate} aria-hidden="true">
          <div className={styles.headingSkeleton} />
          <div className={styles.skeletonGrid}>
            {Array.from({ length: 4 }, (_, card) => (
              <RecommendationCardSkeleton key={card} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * No slate: when the corpus has stories, how many and why none made a slate (the server's
 * `supply`); when it has none (or nothing in this topic yet), that. A visitor is told so; a
 * signed-in reader learns what an administrator can do about it, and an administrator or curator
 * gets the link.
 */
export function NothingToDiscover({
  topicName,
  supply,
}: {
  topicName?: string;
  supply?: CorpusSupply | null;
}) {
  const signedIn = useVisitorStatus() === 'valid';
  const roles = useViewerRoles(signedIn).data;
  const curates = roles?.isAdmin === true || roles?.isCurator === true;
  const title = topicName ? `No ${topicName} stories yet` : 'Nothing to discover yet';
  const explanation = explainSupply(supply, topicName);
  return (
    <EmptyState icon={<Compass size={28} aria-hidden />} title={title}>
      {explanation ? (
        <>
          <SupplyReasons explanation={explanation} />
          {curates ? (
            <p>
              <Link to={CORPUS_ADMIN_PATH} className={styles.emptyLink}>
                Open corpus administration
              </Link>{' '}
              to add feeds or approve prospects; stories show here as the feeds are read and
              classified.
            </p>
          ) : (
            <p>More stories show here as this instance’s feeds are read and classified.</p>
          )}
        </>
      ) : !signedIn ? (
        <p>Stories appear here as this instance’s curators add them. Check back soon.</p>
      ) : curates ? (
        <>
          <p>
            The corpus has no stories{topicName ? ` in ${topicName}` : ''} to recommend yet. Load
            the starter feeds, add feeds of your own or approve prospects in corpus administration;
            stories show here as the feeds are read.
          </p>
          <p>
            <Link to={CORPUS_ADMIN_PATH} className={styles.emptyLink}>
              Open corpus administration
            </Link>
          </p>
        </>
      ) : (
        <p>
          The corpus of this instance has no stories{topicName ? ` in ${topicName}` : ''} to
          recommend yet. An administrator can load the starter feeds at {CORPUS_ADMIN_PATH}; stories
          show here as the feeds are read.
        </p>
      )}
    </EmptyState>
  );
}

/** The lineup could not be loaded: why, in a sentence, and Retry. */
export function LineupError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const message = isNetworkFailure(error)
    ? 'Satchel could not be reached. Check your connection and try again.'
    : 'The stories could not be loaded. Try again in a moment.';
  return (
    <ErrorState
      title="Stories unavailable"
      message={message}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
