/**
 * The instance corpus for administrators and curators (docs/CORPUS.md, /admin/corpus): instance
 * feeds with their health, the review list, curators' picks and edits, the starter set, topic
 * models; and the public list of topics. Thin over corpus/corpus.service.ts, which authorises
 * every admin field. Timestamps are unix seconds.
 */
import type { AdminCorpusItemPage, CorpusService } from '../discovery/corpus/corpus.service.js';
import {
  CORPUS_ITEM_STATES,
  CORPUS_SOURCE_KINDS,
  QUALITY_TIERS,
  TOPIC_SOURCES,
  type AdminCorpusItem as AdminCorpusItemModel,
  type CorpusFeed as CorpusFeedModel,
  type CorpusItemSource as CorpusItemSourceModel,
  type CorpusOverview as CorpusOverviewModel,
  type TopicMetricRecord,
  type TopicModelSummary,
} from '../discovery/corpus/corpus.types.js';
import { requireActor } from './auth.js';
import { FeedStatus } from './feeds.js';
import { builder, type GraphQLContext } from './builder.js';
import { PageInfo, PaginationInput } from './pagination.js';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

const corpus = (context: GraphQLContext): CorpusService => context.services.corpus;

const CorpusQualityTier = builder.enumType('CorpusQualityTier', {
  description:
    'HIGH and STANDARD feeds’ articles are recommendable at once; REVIEW waits for a curator.',
  values: QUALITY_TIERS,
});
const CorpusItemState = builder.enumType('CorpusItemState', { values: CORPUS_ITEM_STATES });
const CorpusSourceKind = builder.enumType('CorpusSourceKind', { values: CORPUS_SOURCE_KINDS });
const TopicSource = builder.enumType('TopicSource', { values: TOPIC_SOURCES });

const CorpusTopic = builder.objectRef<{ slug: string; name: string }>('CorpusTopic').implement({
  fields: (t) => ({
    slug: t.exposeString('slug', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

const CorpusFeed = builder.objectRef<CorpusFeedModel>('CorpusFeed').implement({
  description: 'A feed the instance follows for its corpus, with its health.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (feed) => String(feed.id) }),
    url: t.exposeString('url', { nullable: false }),
    title: t.exposeString('title', {
      nullable: false,
      description: "The feed's title, else its host.",
    }),
    siteUrl: t.exposeString('siteUrl'),
    topic: t.exposeString('topic', { nullable: false }),
    language: t.exposeString('language'),
    qualityTier: t.expose('qualityTier', { type: CorpusQualityTier, nullable: false }),
    status: t.expose('status', { type: FeedStatus, nullable: false }),
    lastFetchedAt: t.int({ resolve: (feed) => unix(feed.lastFetchedAt) }),
    error: t.exposeString('error', {
      description: 'Why the feed fails, in words ("404 for 3 days"); null when it works.',
    }),
    entriesPerDay: t.exposeFloat('entriesPerDay', { nullable: false }),
    itemCount: t.exposeInt('itemCount', {
      nullable: false,
      description: 'Corpus articles this feed brought.',
    }),
    createdAt: t.int({ nullable: false, resolve: (feed) => unix(feed.createdAt)! }),
  }),
});

const CorpusItemSource = builder.objectRef<CorpusItemSourceModel>('CorpusItemSource').implement({
  description: 'Where a corpus article came from. Never names the readers whose saves proposed it.',
  fields: (t) => ({
    kind: t.expose('kind', { type: CorpusSourceKind, nullable: false }),
    label: t.exposeString('label', { nullable: false }),
    addedAt: t.int({ nullable: false, resolve: (s) => unix(s.addedAt)! }),
  }),
});

const AdminCorpusItem = builder.objectRef<AdminCorpusItemModel>('AdminCorpusItem').implement({
  description: 'A corpus article as curators review it.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (item) => String(item.id) }),
    url: t.exposeString('url', { nullable: false }),
    title: t.exposeString('title', {
      nullable: false,
      description: "The curator's title, else the page's, else the URL.",
    }),
    excerpt: t.exposeString('excerpt'),
    imageUrl: t.exposeString('imageUrl'),
    publisher: t.exposeString('publisher'),
    language: t.exposeString('language'),
    topic: t.exposeString('topic'),
    topicSource: t.expose('topicSource', { type: TopicSource, nullable: true }),
    topicConfidence: t.exposeFloat('topicConfidence'),
    state: t.expose('state', { type: CorpusItemState, nullable: false }),
    isCuratorPick: t.exposeBoolean('isCuratorPick', { nullable: false }),
    recommendable: t.exposeBoolean('recommendable', {
      nullable: false,
      description: 'Approved, or a prospect from a HIGH or STANDARD instance feed. Rejected never.',
    }),
    sources: t.expose('sources', { type: [CorpusItemSource], nullable: false }),
    parseStatus: t.exposeString('parseStatus', { nullable: false }),
    createdAt: t.int({ nullable: false, resolve: (item) => unix(item.createdAt)! }),
    reviewedAt: t.int({ resolve: (item) => unix(item.reviewedAt) }),
  }),
});

const AdminCorpusItemEdge = builder
  .objectRef<AdminCorpusItemPage['edges'][number]>('AdminCorpusItemEdge')
  .implement({
    fields: (t) => ({
      cursor: t.exposeString('cursor', { nullable: false }),
      node: t.expose('node', { type: AdminCorpusItem, nullable: false }),
    }),
  });

const AdminCorpusItemConnection = builder
  .objectRef<AdminCorpusItemPage>('AdminCorpusItemConnection')
  .implement({
    fields: (t) => ({
      edges: t.expose('edges', { type: [AdminCorpusItemEdge], nullable: false }),
      pageInfo: t.expose('pageInfo', { type: PageInfo, nullable: false }),
      totalCount: t.exposeInt('totalCount', { nullable: false }),
    }),
  });

const AdminCorpusItemFilter = builder.inputType('AdminCorpusItemFilter', {
  fields: (t) => ({
    state: t.field({ type: CorpusItemState }),
    topic: t.string(),
    source: t.field({ type: CorpusSourceKind }),
    language: t.string(),
    search: t.string({ description: 'Part of the title or the URL, ignoring case.' }),
  }),
});

const AdminCorpusItemEdit = builder.inputType('AdminCorpusItemEdit', {
  description: 'Fields left out stay; an empty string clears a curator’s title, excerpt or image.',
  fields: (t) => ({
    title: t.string(),
    excerpt: t.string(),
    imageUrl: t.string(),
    topic: t.string({ description: 'A topic slug; null removes the topic.' }),
    isCuratorPick: t.boolean(),
  }),
});

const TopicMetric = builder.objectRef<TopicMetricRecord>('TopicMetric').implement({
  fields: (t) => ({
    topic: t.exposeString('topic', { nullable: false }),
    precision: t.exposeFloat('precision', { nullable: false }),
    recall: t.exposeFloat('recall', { nullable: false }),
    support: t.exposeInt('support', { nullable: false }),
  }),
});

const TopicModel = builder.objectRef<TopicModelSummary>('TopicModel').implement({
  description: "A language's topic classifier, with per-topic precision and recall.",
  fields: (t) => ({
    language: t.exposeString('language', { nullable: false }),
    trainedAt: t.int({ nullable: false, resolve: (model) => unix(model.trainedAt)! }),
    trainingSize: t.exposeInt('trainingSize', { nullable: false }),
    heldBackSize: t.exposeInt('heldBackSize', { nullable: false }),
    metrics: t.expose('metrics', { type: [TopicMetric], nullable: false }),
    topics: t.stringList({ nullable: false, resolve: (model) => model.topics }),
    reason: t.exposeString('reason', {
      description:
        'Why there is no model for this language (too few labelled items); null when there is one.',
    }),
    abstentionRate: t.exposeFloat('abstentionRate', {
      description: 'Share of held-back items the model left without a topic; null without a model.',
    }),
  }),
});

const CorpusOverview = builder.objectRef<CorpusOverviewModel>('CorpusOverview').implement({
  fields: (t) => ({
    prospects: t.exposeInt('prospects', { nullable: false }),
    approved: t.exposeInt('approved', { nullable: false }),
    rejected: t.exposeInt('rejected', { nullable: false }),
    feeds: t.exposeInt('feeds', { nullable: false }),
    starterFeedsAvailable: t.exposeInt('starterFeedsAvailable', { nullable: false }),
    starterFeedsLoaded: t.exposeInt('starterFeedsLoaded', { nullable: false }),
  }),
});

builder.queryFields((t) => ({
  corpusTopics: t.field({
    type: [CorpusTopic],
    nullable: false,
    description: 'The 15 topics of the corpus, in order.',
    resolve: (_root, _args, context) => corpus(context).topics(),
  }),
  adminCorpusOverview: t.field({
    type: CorpusOverview,
    nullable: false,
    description: 'Curators and administrators: counts, and whether the starter set is loaded.',
    resolve: (_root, _args, context) => corpus(context).overview(requireActor(context)),
  }),
  adminCorpusFeeds: t.field({
    type: [CorpusFeed],
    nullable: false,
    description: 'Curators and administrators: the instance feeds, newest first.',
    resolve: (_root, _args, context) => corpus(context).feeds(requireActor(context)),
  }),
  adminCorpusItems: t.field({
    type: AdminCorpusItemConnection,
    nullable: false,
    description: 'Curators and administrators: corpus articles, newest first.',
    args: {
      filter: t.arg({ type: AdminCorpusItemFilter }),
      pagination: t.arg({ type: PaginationInput }),
    },
    resolve: (_root, { filter, pagination }, context) =>
      corpus(context).items(requireActor(context), filter, pagination ?? {}),
  }),
  adminTopicModels: t.field({
    type: [TopicModel],
    nullable: false,
    description: "Curators and administrators: each language's topic classifier.",
    resolve: (_root, _args, context) => corpus(context).topicModels(requireActor(context)),
  }),
}));

builder.mutationFields((t) => ({
  adminAddCorpusFeed: t.field({
    type: CorpusFeed,
    nullable: false,
    description: "Follows a feed for the corpus; a page's address finds the feed it links to.",
    args: {
      url: t.arg.string({ required: true }),
      topic: t.arg.string({ required: true }),
      language: t.arg.string(),
      qualityTier: t.arg({ type: CorpusQualityTier }),
    },
    resolve: (_root, args, context) => corpus(context).addFeed(requireActor(context), args),
  }),
  adminUpdateCorpusFeed: t.field({
    type: CorpusFeed,
    nullable: false,
    args: {
      id: t.arg.id({ required: true }),
      topic: t.arg.string(),
      language: t.arg.string(),
      qualityTier: t.arg({ type: CorpusQualityTier }),
    },
    resolve: (_root, { id, ...input }, context) =>
      corpus(context).updateFeed(requireActor(context), id, input),
  }),
  adminRemoveCorpusFeed: t.field({
    type: 'ID',
    nullable: false,
    description:
      'The instance stops following the feed (users who subscribe keep it); its articles stay.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => corpus(context).removeFeed(requireActor(context), id),
  }),
  adminLoadStarterFeeds: t.field({
    type: [CorpusFeed],
    nullable: false,
    description: 'Adds the starter set of public feeds (idempotent); the worker fetches them.',
    resolve: (_root, _args, context) => corpus(context).loadStarterFeeds(requireActor(context)),
  }),
  adminAddCorpusItem: t.field({
    type: AdminCorpusItem,
    nullable: false,
    description: "A curator's pick: approved at once.",
    args: { url: t.arg.string({ required: true }), topic: t.arg.string() },
    resolve: (_root, args, context) => corpus(context).addItem(requireActor(context), args),
  }),
  adminReviewCorpusItem: t.field({
    type: AdminCorpusItem,
    nullable: false,
    description:
      'APPROVED or REJECTED (a rejected URL is never proposed again), or PROSPECT to undo.',
    args: {
      id: t.arg.id({ required: true }),
      decision: t.arg({ type: CorpusItemState, required: true }),
    },
    resolve: (_root, { id, decision }, context) =>
      corpus(context).review(requireActor(context), id, decision),
  }),
  adminEditCorpusItem: t.field({
    type: AdminCorpusItem,
    nullable: false,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: AdminCorpusItemEdit, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      corpus(context).edit(requireActor(context), id, input),
  }),
  adminTrainTopicModels: t.field({
    type: [TopicModel],
    nullable: false,
    description: 'Retrains the topic classifiers from the labelled corpus now.',
    resolve: (_root, _args, context) => corpus(context).trainTopicModels(requireActor(context)),
  }),
}));
