/**
 * Recommendation lineups and slates with Pocket's names (docs/POCKET-COMPATIBILITY.md §1.9, §2.9;
 * docs/RECOMMENDATIONS.md "Ranking and lineups"): `homeSlateLineup` and `setupMomentSlate` for a
 * logged-in reader, `getSlateLineup` and `getSlate` (legacy shapes) for anyone — Discover and
 * topic pages are public; a viewer, when there is one, does not see what they saved or dismissed.
 * Unknown lineup and slate ids answer null (the legacy fields are nullable here). Counts are
 * clamped to 1..30 recommendations and 1..20 slates; a negative count is refused.
 */
import { randomUUID } from 'node:crypto';
import { EXPERIMENT_ID } from '../discovery/recommendations/lineups.service.js';
import type { CorpusSupply as CorpusSupplyModel } from '../discovery/recommendations/lineups.service.js';
import {
  MIN_SLATE_SIZE,
  clampCount,
  type LineupModel,
  type RecommendationModel,
  type SlateModel,
} from '../discovery/recommendations/slates.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import {
  CorpusItem,
  CorpusRecommendation,
  RecommendationReason,
  RecommendationReasonType,
} from './corpus-item.js';
import { Image, imageOfUrl, Item } from './item.js';

const MAX_RECOMMENDATIONS = 30;
const MAX_SLATES = 20;

const Link = builder.objectRef<{ url: string; text: string }>('Link').implement({
  fields: (t) => ({
    url: t.expose('url', { type: 'Url', nullable: false }),
    text: t.exposeString('text', { nullable: false }),
  }),
});

const CorpusSlate = builder.objectRef<SlateModel>('CorpusSlate').implement({
  description: 'A slate of recommendations from the corpus (docs/RECOMMENDATIONS.md).',
  fields: (t) => ({
    id: t.exposeID('id', {
      nullable: false,
      description: 'A slate id getSlate resolves: picks, topic:<slug>, because:<guid>, setup.',
    }),
    recommendationReasonType: t.expose('reasonType', { type: RecommendationReasonType }),
    headline: t.exposeString('headline', { nullable: false }),
    subheadline: t.exposeString('subheadline'),
    moreLink: t.expose('moreLink', { type: Link }),
    utmSource: t.string({ resolve: () => null }),
    recommendations: t.field({
      type: [CorpusRecommendation],
      nullable: false,
      args: { count: t.arg.int({ defaultValue: 10 }) },
      resolve: (slate, { count }) =>
        slate.recommendations.slice(0, clampCount(count, 10, MAX_RECOMMENDATIONS, 'count')),
    }),
  }),
});

const CorpusSupply = builder.objectRef<CorpusSupplyModel>('CorpusSupply').implement({
  description:
    'Satchel: what a lineup without slates had to draw from, and why no slate could be made (docs/RECOMMENDATIONS.md "When there is no slate"). Each item is counted once, by the first reason that applies: language, unclassified, excluded, stale. Counts stop at 1,000.',
  fields: (t) => {
    /** One of the supply's counts, never null. */
    const count = (name: keyof CorpusSupplyModel, description: string) =>
      t.exposeInt(name, { nullable: false, description });
    return {
      recommendable: count(
        'recommendable',
        'Recommendable corpus items (of the topic, on a topic page).',
      ),
      otherLanguages: count('otherLanguages', "In none of the lineup's languages."),
      unclassified: count('unclassified', 'Not yet sorted into a topic: slates are made by topic.'),
      excluded: count(
        'excluded',
        'Saved, dismissed ("Not interested") or shown too often to the viewer.',
      ),
      stale: count('stale', "Older than their topic's freshness window."),
      available: count('available', 'What remains: candidates for a slate.'),
      largestTopic: count('largestTopic', 'The most candidates in one topic.'),
      minimumSlateSize: t.int({
        nullable: false,
        description: 'The fewest stories a slate is shown with.',
        resolve: () => MIN_SLATE_SIZE,
      }),
    };
  },
});

const CorpusSlateLineup = builder.objectRef<LineupModel>('CorpusSlateLineup').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    slates: t.field({
      type: [CorpusSlate],
      nullable: false,
      args: { count: t.arg.int({ defaultValue: 15 }) },
      resolve: (lineup, { count }) =>
        lineup.slates.slice(0, clampCount(count, 15, MAX_SLATES, 'count')),
    }),
  }),
});

const CuratedInfo = builder.objectRef<RecommendationModel['corpusItem']>('CuratedInfo').implement({
  description: "The corpus item's title, excerpt and image as curators left them.",
  fields: (t) => ({
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
    imageSrc: t.expose('imageUrl', { type: 'Url' }),
    image: t.field({ type: Image, resolve: (view) => imageOfUrl(view.imageUrl) }),
  }),
});

const Recommendation = builder.objectRef<RecommendationModel>('Recommendation').implement({
  description: 'Legacy (getSlateLineup, getSlate): a recommended Item, with its corpus entry.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    itemId: t.id({ nullable: false, resolve: (rec) => String(rec.corpusItem.item.itemId) }),
    item: t.field({ type: Item, nullable: false, resolve: (rec) => rec.corpusItem.item }),
    feedId: t.int({ resolve: () => null }),
    publisher: t.string({ resolve: (rec) => rec.corpusItem.publisher }),
    recSrc: t.string({ nullable: false, resolve: () => 'satchel' }),
    curatedInfo: t.expose('corpusItem', { type: CuratedInfo }),
    corpusItem: t.expose('corpusItem', {
      type: CorpusItem,
      nullable: false,
      description: 'Satchel: the corpus entry shown.',
    }),
    reason: t.expose('reason', {
      type: RecommendationReason,
      description: 'Satchel: why it is recommended.',
    }),
  }),
});

const Slate = builder
  .objectRef<SlateModel & { requestId: string; experimentId: string }>('Slate')
  .implement({
    description: 'Legacy slate (getSlateLineup, getSlate).',
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      requestId: t.exposeID('requestId', { nullable: false }),
      experimentId: t.exposeID('experimentId', { nullable: false }),
      displayName: t.exposeString('headline'),
      description: t.exposeString('subheadline'),
      recommendations: t.expose('recommendations', { type: [Recommendation], nullable: false }),
    }),
  });

const SlateLineup = builder.objectRef<LineupModel>('SlateLineup').implement({
  description: 'Legacy lineup (getSlateLineup): Discover or a topic page.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    requestId: t.exposeID('requestId', { nullable: false }),
    experimentId: t.exposeID('experimentId', { nullable: false }),
    slates: t.field({
      type: [Slate],
      nullable: false,
      resolve: (lineup) =>
        lineup.slates.map((slate) => ({
          ...slate,
          requestId: lineup.requestId,
          experimentId: lineup.experimentId,
        })),
    }),
  }),
});

// Satchel's `supply` of both lineups: counted only when the lineup has no slate.
for (const lineup of [CorpusSlateLineup, SlateLineup]) {
  builder.objectField(lineup, 'supply', (t) =>
    t.field({
      type: CorpusSupply,
      description:
        'Satchel: when the lineup has no slate, what it had to draw from and why none could be made; null when it has slates.',
      resolve: (model, _args, context) => context.services.recommendations.supply(model),
    }),
  );
}

builder.queryFields((t) => ({
  homeSlateLineup: t.field({
    type: CorpusSlateLineup,
    nullable: false,
    description:
      'Home: curators’ picks, the reader’s topics, then “Because you saved …” (docs/RECOMMENDATIONS.md).',
    args: { locale: t.arg.string() },
    resolve: (_root, { locale }, context) =>
      context.services.recommendations.homeSlateLineup(requireActor(context), locale),
  }),
  getSlateLineup: t.field({
    type: SlateLineup,
    description:
      'Discover (Pocket’s explore lineup ids) or a topic page (a topic’s lineupId or slug); null for an unknown id. No login needed.',
    args: {
      slateLineupId: t.arg.string({ required: true }),
      recommendationCount: t.arg.int({ defaultValue: 10 }),
      slateCount: t.arg.int({ defaultValue: 8 }),
    },
    resolve: (_root, args, context) =>
      context.services.recommendations.slateLineup(args.slateLineupId, context.actor, {
        recommendationCount: clampCount(
          args.recommendationCount,
          10,
          MAX_RECOMMENDATIONS,
          'recommendationCount',
        ),
        slateCount: clampCount(args.slateCount, 8, MAX_SLATES, 'slateCount'),
      }),
  }),
  getSlate: t.field({
    type: Slate,
    description: 'One slate by the id a lineup gave it; null for an unknown id. No login needed.',
    args: {
      slateId: t.arg.string({ required: true }),
      recommendationCount: t.arg.int({ defaultValue: 10 }),
    },
    resolve: async (_root, args, context) => {
      const count = clampCount(
        args.recommendationCount,
        10,
        MAX_RECOMMENDATIONS,
        'recommendationCount',
      );
      const slate = await context.services.recommendations.slate(
        args.slateId,
        context.actor,
        count,
      );
      return slate ? { ...slate, requestId: randomUUID(), experimentId: EXPERIMENT_ID } : null;
    },
  }),
  setupMomentSlate: t.field({
    type: CorpusSlate,
    description: 'The Home setup moment: a story from each topic, to help choose topics.',
    args: { locale: t.arg.string() },
    resolve: (_root, { locale }, context) =>
      context.services.recommendations.setupMomentSlate(requireActor(context), locale, 15),
  }),
}));
