/**
 * Pocket's CorpusItem and CorpusRecommendation (docs/POCKET-COMPATIBILITY.md §2.9):
 * an article of the instance corpus as every recommendation surface shows it, with the reason it
 * is there. Resolved from recommendations/corpus-item-views.read-model.ts views; `Item.corpusItem` links
 * a saved article to its corpus entry.
 */
import { RECOMMENDATION_CARD } from '../../common/image-cache-url.js';
import { topicName } from '../../common/topics.js';
import type { CorpusItemView } from '../discovery/recommendations/corpus-items.service.js';
import { builder } from './builder.js';
import { Image, imageOfUrl, Item, PocketMetadata } from './item.js';
import { SavedItem } from './saved-item.js';

/** Pocket's CorpusLanguage; a corpus item in another language answers null. */
export const CORPUS_LANGUAGES = ['DE', 'EN', 'ES', 'FR', 'IT'] as const;
export const CorpusLanguage = builder.enumType('CorpusLanguage', { values: CORPUS_LANGUAGES });

const corpusLanguage = (code: string | null) => {
  const upper = code?.toUpperCase();
  return (CORPUS_LANGUAGES as readonly string[]).includes(upper ?? '')
    ? (upper as (typeof CORPUS_LANGUAGES)[number])
    : null;
};

const CorpusItemAuthor = builder
  .objectRef<{ name: string; sortOrder: number }>('CorpusItemAuthor')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name', { nullable: false }),
      sortOrder: t.exposeInt('sortOrder', { nullable: false }),
    }),
  });

export const CorpusItem = builder.objectRef<CorpusItemView>('CorpusItem').implement({
  description: 'An article of the instance corpus (docs/CORPUS.md), as recommendations show it.',
  fields: (t) => ({
    id: t.exposeID('externalId', { nullable: false }),
    url: t.expose('url', { type: 'Url', nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    excerpt: t.exposeString('excerpt', { nullable: false }),
    language: t.field({ type: CorpusLanguage, resolve: (view) => corpusLanguage(view.language) }),
    publisher: t.exposeString('publisher', { nullable: false }),
    datePublished: t.field({
      type: 'ISOString',
      resolve: (view) => view.item.datePublished ?? view.publishedAt,
    }),
    imageUrl: t.field({
      type: 'Url',
      description: 'Null when the article has no image (Pocket always had one).',
      resolve: (view) => view.imageUrl,
    }),
    cardImageUrl: t.field({
      type: 'Url',
      description:
        'The picture as a recommendation card shows it (600×400 WebP through the image cache), signed so that it renders for signed-out visitors too; null without a picture.',
      resolve: (view, _args, context) =>
        context.services.imageUrls.signedUrl(view.imageUrl, RECOMMENDATION_CARD),
    }),
    image: t.field({ type: Image, resolve: (view) => imageOfUrl(view.imageUrl) }),
    authors: t.field({
      type: [CorpusItemAuthor],
      nullable: false,
      resolve: (view) =>
        view.item.authors
          .filter((author) => author.name)
          .map((author, index) => ({ name: author.name, sortOrder: index })),
    }),
    topic: t.exposeString('topic', { description: 'The topic slug.' }),
    topicName: t.string({
      resolve: (view) => (view.topic ? topicName(view.topic) : null),
    }),
    isCuratorPick: t.exposeBoolean('isCuratorPick', { nullable: false }),
    isTimeSensitive: t.boolean({ nullable: false, resolve: () => false }),
    timeToRead: t.int({ resolve: (view) => view.item.timeToRead || null }),
    shortUrl: t.field({ type: 'Url', resolve: () => null }),
    preview: t.expose('item', { type: PocketMetadata, nullable: false }),
    itemId: t.id({
      nullable: false,
      description: 'The public item id (Item.itemId): what saving this article saves.',
      resolve: (view) => String(view.item.itemId),
    }),
    savedItem: t.field({
      type: SavedItem,
      description: "The caller's save of this article, if any.",
      resolve: async (view, _args, context) =>
        view.savedItemId !== null && context.actor
          ? ((await context.services.saves.get(context.actor, view.savedItemId)) ?? null)
          : null,
    }),
  }),
});

export const RECOMMENDATION_REASON_TYPES = [
  'POCKET_HITS',
  'PREFERRED_TOPICS',
  'TOPIC',
  'CURATOR_PICK',
  'SOURCE_FEED',
  'POPULAR',
  'BECAUSE_YOU_SAVED',
  'SAME_PUBLISHER',
  'SIMILAR',
] as const;
export type RecommendationReasonTypeValue = (typeof RECOMMENDATION_REASON_TYPES)[number];

export const RecommendationReasonType = builder.enumType('RecommendationReasonType', {
  description:
    'Why a slate or a recommendation is shown. POCKET_HITS and PREFERRED_TOPICS are Pocket’s; the others are Satchel’s (docs/RECOMMENDATIONS.md).',
  values: RECOMMENDATION_REASON_TYPES,
});

export interface RecommendationReasonModel {
  type: RecommendationReasonTypeValue;
  /** Shown to the reader: "Technology", "From Ars Technica", "Because you saved “…”". */
  name: string;
}

export const RecommendationReason = builder
  .objectRef<RecommendationReasonModel>('RecommendationReason')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name', { nullable: false }),
      type: t.expose('type', { type: RecommendationReasonType, nullable: false }),
    }),
  });

export interface CorpusRecommendationModel {
  /** Stable for the item within its slate: `<slateId>:<corpus external id>`. */
  id: string;
  corpusItem: CorpusItemView;
  reason: RecommendationReasonModel | null;
}

export const CorpusRecommendation = builder
  .objectRef<CorpusRecommendationModel>('CorpusRecommendation')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      tileId: t.float({
        nullable: false,
        deprecationReason: 'Pocket’s; always 0.',
        resolve: () => 0,
      }),
      corpusItem: t.expose('corpusItem', { type: CorpusItem, nullable: false }),
      reason: t.expose('reason', { type: RecommendationReason }),
    }),
  });

builder.objectField(Item, 'corpusItem', (t) =>
  t.field({
    type: CorpusItem,
    description: 'The corpus entry of this article, when the instance corpus has it.',
    resolve: (item, _args, context) => context.services.corpusItems.forItem(item, context.actor),
  }),
);
