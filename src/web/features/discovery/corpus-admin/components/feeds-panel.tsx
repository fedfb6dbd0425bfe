/**
 * The Instance feeds tab: add a feed (URL, topic, language, quality tier), the feeds with their
 * health, OPML upload, and on an instance with none yet the offer of the starter set.
 */
import { Rss } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryErrorState } from '../../../../components/ui/error-state';
import { useCorpusFeeds } from '../api/corpus-feeds';
import { useCorpusTopics } from '../api/corpus-overview';
import type { CorpusOverview } from '../api/corpus-overview';
import { AddFeedForm } from './add-feed-form';
import styles from './corpus-admin.module.css';
import { FeedTable } from './feed-table';
import { OpmlUpload } from './opml-upload';
import { SkeletonCards } from './skeleton-cards';
import { StarterOffer } from './starter-offer';

export function FeedsPanel({ overview }: { overview: CorpusOverview | undefined }) {
  const feeds = useCorpusFeeds();
  const topics = useCorpusTopics();
  const starterLeft = overview ? overview.starterFeedsAvailable - overview.starterFeedsLoaded : 0;

  let body;
  if (feeds.isPending) {
    body = <SkeletonCards label="Loading instance feeds" />;
  } else if (!feeds.data) {
    body = <QueryErrorState title="We couldn't load the instance feeds" query={feeds} />;
  } else if (feeds.data.length === 0) {
    body =
      starterLeft > 0 ? (
        <StarterOffer count={starterLeft} />
      ) : (
        <EmptyState icon={<Rss size={28} aria-hidden />} title="No instance feeds yet">
          <p>Add a feed above, or upload an OPML file of feeds below.</p>
        </EmptyState>
      );
  } else {
    body = <FeedTable feeds={feeds.data} topics={topics.data} />;
  }

  return (
    <>
      <AddFeedForm topics={topics.data} />
      {body}
      <div className={styles.footerTools}>
        <OpmlUpload topics={topics.data} />
        {feeds.data && feeds.data.length > 0 && starterLeft > 0 ? (
          <StarterOffer count={starterLeft} compact />
        ) : null}
      </div>
    </>
  );
}
