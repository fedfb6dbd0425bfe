import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { useVisitorStatus } from '../../../auth';
import { useSlateLineup } from '../api/slate-lineup';
import {
  browserLanguages,
  discoverLocale,
  DISCOVER_PATH,
  TOPIC_SLATE_COUNT,
  type DiscoverTopic,
} from '../state/lineups';
import { dedupeSlates, isCuratedSlate, topicSlateHeading } from '../state/slates';
import { LineupError, LineupSkeleton, NothingToDiscover } from './lineup-states';
import { SignupBanner } from './signup-banner';
import { SlateSection } from './slate-section';
import { TopicLinks } from './topic-links';
import styles from './discover.module.css';

/**
 * A German reader asks for the topic in German first (`de/<slug>`, docs/RECOMMENDATIONS.md
 * "Slate ids"); everyone else for Pocket's topic lineup id.
 */
const topicLineupId = (topic: DiscoverTopic) =>
  discoverLocale(browserLanguages()) === 'de' ? `de/${topic.slug}` : topic.lineupId;

/**
 * `/discover/<slug>` (and Pocket's `/explore/<slug>`): the topic's curated slate, then its
 * algorithmic one without what the first shows. Readable logged out, with signup prompts.
 */
export function TopicView({ topic }: { topic: DiscoverTopic }) {
  const signedIn = useVisitorStatus() === 'valid';
  const lineup = useSlateLineup(topicLineupId(topic), TOPIC_SLATE_COUNT);
  const slates = lineup.data ? dedupeSlates(lineup.data.slates) : null;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <Link to={DISCOVER_PATH} className={styles.back}>
          <ChevronLeft size={16} aria-hidden />
          Discover
        </Link>
        <h1 className={styles.pageTitle}>{topic.name}</h1>
        <p className={styles.pageLead}>
          The best {topic.name} stories in this instance’s corpus: the curators’ choice first, then
          the freshest and most read.
        </p>
      </header>
      {signedIn ? null : <SignupBanner />}
      <TopicLinks current={topic.slug} />
      {lineup.isPending ? (
        <LineupSkeleton />
      ) : lineup.isError && !slates ? (
        <LineupError
          error={lineup.error}
          onRetry={() => void lineup.refetch()}
          retrying={lineup.isFetching}
        />
      ) : slates && slates.length > 0 ? (
        <div className={styles.slates}>
          {slates.map((slate, index) => (
            <SlateSection
              key={slate.id}
              slate={slate}
              heading={topicSlateHeading(
                { id: slate.id, displayName: slate.displayName ?? topic.name },
                topic.name,
                index > 0 && isCuratedSlate(slates[0]!.id),
              )}
              track={signedIn}
            />
          ))}
        </div>
      ) : (
        <NothingToDiscover topicName={topic.name} supply={lineup.data?.supply} />
      )}
    </div>
  );
}
