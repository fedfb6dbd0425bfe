import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TOPICS } from '../../../../../common/topics.js';
import {
  RecommendationCard,
  RecommendationGrid,
  RecommendationGridItem,
} from '../../recommendations';
import type { DiscoverSlate } from '../api/slate-lineup';
import { topicPath } from '../state/lineups';
import { slateTopic } from '../state/slates';
import styles from './discover.module.css';

export interface SlateSectionProps {
  slate: DiscoverSlate;
  heading: string;
  /** Impressions and opens are reported for signed-in readers only. */
  track: boolean;
  /** Discover links a topic's slate to its page; a topic page does not. */
  linkTopic?: boolean;
}

/** One slate: its heading (and the way to its topic's page), its description, its cards. */
export function SlateSection({ slate, heading, track, linkTopic = false }: SlateSectionProps) {
  const headingId = `slate-${slate.id.replace(/[^\w-]/g, '-')}`;
  const topic = linkTopic ? slateTopic(slate.id) : null;
  const topicName = topic ? TOPICS.find((t) => t.slug === topic)?.name : null;
  return (
    <section className={styles.slate} aria-labelledby={headingId}>
      <header className={styles.slateHeader}>
        <div>
          <h2 id={headingId} className={styles.slateTitle} dir="auto">
            {heading}
          </h2>
          {slate.description ? (
            <p className={styles.slateDescription} dir="auto">
              {slate.description}
            </p>
          ) : null}
        </div>
        {topic && topicName ? (
          <Link to={topicPath(topic)} className={styles.more}>
            More in {topicName}
            <ArrowRight size={16} aria-hidden />
          </Link>
        ) : null}
      </header>
      <RecommendationGrid labelledBy={headingId}>
        {slate.recommendations.map((recommendation, position) => (
          <RecommendationGridItem key={recommendation.id}>
            <RecommendationCard
              item={recommendation.corpusItem}
              reason={recommendation.reason}
              tracking={track ? { slateId: slate.id, position } : undefined}
            />
          </RecommendationGridItem>
        ))}
      </RecommendationGrid>
    </section>
  );
}
