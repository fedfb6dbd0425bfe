/**
 * The reader's related stories (`Item.relatedAfterArticle`, docs/PRODUCT.md §10.12;
 * docs/RECOMMENDATIONS.md "Related stories"): the article's stored neighbours
 * first, then, for an article outside the corpus or with too few neighbours left, more from its
 * publisher within 30 days, the newest of its corpus topic, and the newest of the corpus; each
 * page once, and never the article's own page under another address (same-page.ts).
 */
import { topicName } from '../../../../common/topics.js';
import type { Actor } from '../../../core/actor.js';
import { badInput } from '../../../core/errors.js';
import type { Db } from '../../../db/types.js';
import { loadCorpusItemViews, type CorpusItemView } from '../corpus-item-views.read-model.js';
import { pageKeys, SeenPages } from '../same-page.js';
import { articleFacts, fallbackCandidates, showableNeighbours } from './related-stories.repo.js';

export const MAX_RELATED_STORIES = 10;

/**
 * Read beyond what is due, so that copies of a page (the article's own or each other's) can be
 * left out and the list still filled.
 */
const SPARE = 3;

export type RelatedReasonType = 'SIMILAR' | 'SAME_PUBLISHER' | 'TOPIC' | 'CURATOR_PICK';

export interface RelatedStory {
  corpusItem: CorpusItemView;
  /** Why it is shown; null for the newest of the corpus with neither topic nor curator's pick. */
  reason: { type: RelatedReasonType; name: string } | null;
}

const SIMILAR: RelatedStory['reason'] = { type: 'SIMILAR', name: 'Similar to this article' };

export class RelatedStoriesService {
  constructor(private readonly db: Db) {}

  /**
   * Up to `count` (1..10) corpus items to read after the item `itemId`, never the item itself nor
   * another copy of its page, each page once, nor what the viewer saved or dismissed. The caller
   * has already been allowed to read the item.
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
    const facts = await articleFacts(this.db, itemId);
    if (!facts) return [];
    const seen = new SeenPages([{ pageKeys: pageKeys({ ...facts, site: facts.site ?? '' }) }]);
    const chosen: RelatedStory[] = [];
    const take = async (
      candidates: ReadonlyArray<{
        id: number;
        reason: (view: CorpusItemView) => RelatedStory['reason'];
      }>,
    ) => {
      const views = await loadCorpusItemViews(
        this.db,
        candidates.map((c) => c.id),
        viewer?.userId,
      );
      for (const { id, reason } of candidates) {
        const view = views.get(id);
        if (chosen.length >= count || !view) continue;
        if (!seen.add({ pageKeys: [`id:${id}`, ...pageKeys(view)] })) continue;
        chosen.push({ corpusItem: view, reason: reason(view) });
      }
    };

    const similar = await showableNeighbours(this.db, itemId, viewerId, count + SPARE);
    await take(similar.map((id) => ({ id, reason: () => SIMILAR })));
    if (chosen.length < count) {
      const fallback = await fallbackCandidates(
        this.db,
        itemId,
        viewerId,
        facts,
        count - chosen.length + SPARE,
        similar,
      );
      const steps = fallback.filter(
        (candidate, index) => fallback.findIndex((c) => c.id === candidate.id) === index,
      );
      await take(
        steps.map(({ id, step }) => ({
          id,
          reason: (view: CorpusItemView) =>
            // Its publisher's name as its own card shows it: the step only takes the article's.
            step === 'SAME_PUBLISHER'
              ? { type: 'SAME_PUBLISHER', name: `More from ${view.publisher}` }
              : step === 'TOPIC' && facts.topic
                ? { type: 'TOPIC', name: topicName(facts.topic) }
                : ownReason(view),
        })),
      );
    }
    return chosen;
  }
}

/** The newest of the corpus say why by what they are: their topic, else a curator's pick. */
function ownReason(view: CorpusItemView): RelatedStory['reason'] {
  if (view.topic) return { type: 'TOPIC', name: topicName(view.topic) };
  if (view.isCuratorPick) return { type: 'CURATOR_PICK', name: 'Picked by curators' };
  return null;
}
