/**
 * `Item.relatedAfterArticle`: the reader's related stories (docs/PRODUCT.md §10.12,
 * docs/POCKET-COMPATIBILITY.md §1.4 GetSavedItemById; docs/RECOMMENDATIONS.md "Related stories").
 * Thin over recommendations/similarity/related-stories.service.ts.
 */
import { MAX_RELATED_STORIES } from '../discovery/recommendations/similarity/related-stories.service.js';
import { builder } from './builder.js';
import { CorpusRecommendation, type CorpusRecommendationModel } from './corpus-item.js';
import { Item } from './item.js';

builder.objectField(Item, 'relatedAfterArticle', (t) =>
  t.field({
    type: [CorpusRecommendation],
    nullable: false,
    description:
      'Corpus articles to read after this one (never this one, nor what the caller saved or dismissed): similar ones first, then more from its publisher, then its topic.',
    args: {
      count: t.arg.int({
        defaultValue: 3,
        description: `1–${MAX_RELATED_STORIES}, default 3.`,
      }),
    },
    resolve: async (item, args, context): Promise<CorpusRecommendationModel[]> => {
      const stories = await context.services.relatedStories.afterArticle(
        item.itemId,
        args.count ?? 3,
        context.actor,
      );
      return stories.map((story) => ({
        id: `related:${item.itemId}:${story.corpusItem.externalId}`,
        corpusItem: story.corpusItem,
        reason: story.reason,
      }));
    },
  }),
);
