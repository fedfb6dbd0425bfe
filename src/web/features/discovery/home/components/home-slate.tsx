/**
 * One Home slate: headline, subheadline, a "More" link to its topic page, and its cards without
 * the articles demoted on this device. After "Not interested" focus moves to the next card (or
 * the previous one, or the headline), so a keyboard user keeps their place.
 */
import { ArrowRight } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  RecommendationCard,
  RecommendationGrid,
  RecommendationGridItem,
} from '../../recommendations';
import type { HomeRecommendation, HomeSlate as HomeSlateData } from '../api/home-lineup';
import type { DismissTarget } from '../api/not-interested';
import { recommendationUrl } from '../state/visible-slates';
import styles from './home-slate.module.css';

export interface HomeSlateProps {
  slate: HomeSlateData;
  /** The slate's recommendations still to show (demoted ones already left out). */
  recommendations: readonly HomeRecommendation[];
  onDismiss: (target: DismissTarget) => void;
}

/** Internal links (/discover/<slug>) stay in the app; anything else is a plain link. */
function MoreLink({ url, text }: { url: string; text: string }) {
  const content = (
    <>
      {text}
      <ArrowRight size={16} aria-hidden />
    </>
  );
  return url.startsWith('/') && !url.startsWith('//') ? (
    <Link to={url} className={styles.more}>
      {content}
    </Link>
  ) : (
    <a href={url} className={styles.more}>
      {content}
    </a>
  );
}

export function HomeSlate({ slate, recommendations, onDismiss }: HomeSlateProps) {
  const section = useRef<HTMLElement>(null);
  const refocusAt = useRef<number | null>(null);
  const headingId = `home-slate-${slate.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

  useLayoutEffect(() => {
    const index = refocusAt.current;
    if (index === null || !section.current) return;
    refocusAt.current = null;
    const cards = section.current.querySelectorAll<HTMLElement>('[role="listitem"]');
    const card = cards[Math.min(index, cards.length - 1)];
    const target =
      card?.querySelector<HTMLElement>('h3 a') ?? section.current.querySelector<HTMLElement>('h2');
    target?.focus();
  });

  if (recommendations.length === 0) return null;
  const moreUrl = typeof slate.moreLink?.url === 'string' ? slate.moreLink.url : null;

  return (
    <section ref={section} className={styles.slate} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <h2 id={headingId} className={styles.headline} tabIndex={-1} dir="auto">
            {slate.headline}
          </h2>
          {slate.subheadline ? (
            <p className={styles.subheadline} dir="auto">
              {slate.subheadline}
            </p>
          ) : null}
        </div>
        {moreUrl && slate.moreLink ? (
          <MoreLink url={moreUrl} text={slate.moreLink.text || 'More'} />
        ) : null}
      </div>
      <RecommendationGrid labelledBy={headingId}>
        {recommendations.map((recommendation, position) => (
          <RecommendationGridItem key={recommendation.id}>
            <RecommendationCard
              item={recommendation.corpusItem}
              // A reason that only repeats the slate's headline ("Picked by curators") is left out.
              reason={recommendation.reason?.name === slate.headline ? null : recommendation.reason}
              tracking={{ slateId: slate.id, position }}
              headingLevel={3}
              onDismiss={() => {
                refocusAt.current = position;
                onDismiss({
                  corpusItemId: recommendation.corpusItem.id,
                  url: recommendationUrl(recommendation),
                  title: recommendation.corpusItem.title,
                });
              }}
            />
          </RecommendationGridItem>
        ))}
      </RecommendationGrid>
    </section>
  );
}
