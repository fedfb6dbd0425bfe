/**
 * The reader's related stories (`Item.relatedAfterArticle`, spec §3 "Related corpus
 * recommendation"; docs/RECOMMENDATIONS.md "Related stories"): the article's stored neighbours
 * first, then, for an article outside the corpus or with too few neighbours left, more from its
 * publisher within 30 days, the newest of its corpus topic, and the newest of the corpus.
 */
import { topicName } from '../../../common/topics.js';
import type { Actor } from '../../core/actor.js';
import { badInput } from '../../core/errors.js';
import type { Db } from '../../db/types.js';
import { loadCorpusItemViews, type CorpusItemView } from '../corpus-item-views.repo.js';
import { articleFacts, fallbackCandidates, showableNeighbours } from './related-stories.repo.js';

export const MAX_RELATED_STORIES = 10;

export type RelatedReasonType = 'SIMILAR' | 'SAME_PUBLISHER' | 'TOPIC' | 'CURATOR_PICK';

export interface RelatedStory {
  corpusItem: CorpusItemView;
  /** Why it is shown; null for the newest of the corpus with neither topic nor curator's pick. */
  reason: { type: RelatedReasonType; name: string } | null;
}

export class RelatedStoriesService {
  constructor(private readonly db: Db) {}

  /**
   * Up to `count` (1..10) corpus items to read after the item `itemId`, never the item itself
   * nor what the viewer saved or dismissed. The caller has already been allowed to read the item.
   */
  async afterArticle(
    itemId: number,
    count: number,
    viewer: Actor | undefined,
  ): Promise<RelatedStory[]> {
    if (!Number.isInteger(count) || count < 1 || count > MAX_RELATED_STORIES) {
      throw badInput(`count must be between 1 and ${MAX_RELATED_STORIES}`, 'count');
    }
    const viewerId = viewer?.userId ?? null;
    const similar = await showableNeighbours(this.db, itemId, viewerId, count);
    const chosen: Array<{ id: number; reason: RelatedStory['reason'] | 'BY_ITEM' }> = similar.map(
      (id) => ({ id, reason: { type: 'SIMILAR', name: 'Similar to this article' } }),
    );
    const facts = chosen.length < count ? await articleFacts(this.db, itemId) : undefined;
    if (facts) {
      const fallback = await fallbackCandidates(
        this.db,
        itemId,
        viewerId,
        facts,
        count - chosen.length,
        similar,
      );
      const taken = new Set(similar);
      for (const candidate of fallback) {
        if (chosen.length >= count) break;
        if (taken.has(candidate.id)) continue;
        taken.add(candidate.id);
        chosen.push({
          id: candidate.id,
          reason:
            candidate.step === 'SAME_PUBLISHER'
              ? { type: 'SAME_PUBLISHER', name: `More from ${facts.publisher ?? facts.site}` }
              : candidate.step === 'TOPIC' && facts.topic
                ? { type: 'TOPIC', name: topicName(facts.topic) }
                : 'BY_ITEM',
        });
      }
    }
    const byId = await loadCorpusItemViews(
      this.db,
      chosen.map((story) => story.id),
      viewer?.userId,
    );
    return chosen.flatMap(({ id, reason }) => {
      const corpusItem = byId.get(id);
      if (!corpusItem) return [];
      return [{ corpusItem, reason: reason === 'BY_ITEM' ? ownReason(corpusItem) : reason }];
    });
  }
}

/** The newest of the corpus say why by what they are: their topic, else a curator's pick. */
function ownReason(view: CorpusItemView): RelatedStory['reason'] {
  if (view.topic) return { type: 'TOPIC', name: topicName(view.topic) };
  if (view.isCuratorPick) return { type: 'CURATOR_PICK', name: 'Picked by curators' };
  return null;
}
