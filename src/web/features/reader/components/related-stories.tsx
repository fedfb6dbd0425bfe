/**
 * "Related stories" after the article in the reader (docs/PRODUCT.md §10.12;
 * docs/RECOMMENDATIONS.md "Related stories"): 3 corpus articles as recommendation cards, each
 * with its publisher, title, excerpt, Save and open. Nothing at all is shown while they load, when
 * there are none, or when they fail: the section only ever appears below the finished article,
 * so nothing the reader is looking at moves.
 */
import { useSyncExternalStore } from 'react';
import { atOrBelow } from '../../../lib/breakpoints';
import { RecommendationCard } from '../../discovery/recommendations';
import { useRelatedStories } from './related-stories.query';
import styles from './related-stories.module.css';

const HANDSET = atOrBelow('largeHandset');

/** Handsets get the list layout (picture beside the text), wider screens a row of 3 cards. */
function useHandset(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(HANDSET);
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(HANDSET).matches ?? false,
    () => false,
  );
}

export function RelatedStories({ savedItemId }: { savedItemId: string }) {
  const query = useRelatedStories(savedItemId);
  const handset = useHandset();
  const stories = query.data ?? [];
  if (stories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-stories-heading">
      <h2 id="related-stories-heading" className={styles.heading}>
        Related stories
      </h2>
      <ul className={styles.list} data-layout={handset ? 'list' : 'grid'}>
        {stories.map((story, position) => (
          <li key={story.id} className={styles.story}>
            <RecommendationCard
              item={story.corpusItem}
              reason={story.reason}
              tracking={{ slateId: `related:${savedItemId}`, position }}
              layout={handset ? 'list' : 'grid'}
              headingLevel={3}
            />
            {story.corpusItem.excerpt ? (
              <p className={styles.excerpt} dir="auto">
                {story.corpusItem.excerpt}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
