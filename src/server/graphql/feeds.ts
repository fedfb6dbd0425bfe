/**
 * Feed subscriptions and the inbox (docs/FEEDS.md, docs/API.md "Feeds"): User.feeds,
 * User.feedItems, discoverFeeds and the subscription mutations, thin over
 * subscriptions/feed-subscriptions.service.ts. Timestamps are unix seconds, as Pocket's are.
 * An entry's item is the public item of its page: the inbox's owner reads its article, as they
 * would their save's (items/item-access.ts, through the Item type).
 */
import { imageCacheUrl } from '../../common/image-cache-url.js';
import type { Actor } from '../core/actor.js';
import { notFound } from '../core/errors.js';
import type {
  FeedSubscription as FeedSubscriptionModel,
  FeedSubscriptionHead,
  InboxCounts,
  InboxEntry,
  InboxPage,
} from '../discovery/subscriptions/feed-subscriptions.service.js';
import { requireActor } from './auth.js';
import { builder, type GraphQLContext } from './builder.js';
import { Item } from './item.js';
import { PageInfo, PaginationInput, pageInfoOf } from './pagination.js';
import { User } from './user.js';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export const FeedStatus = builder.enumType('FeedStatus', {
  description:
    'PENDING: not fetched yet; OK; FAILING: errors, retried with backoff; BROKEN: failing for days or not a feed, retried rarely.',
  values: ['PENDING', 'OK', 'FAILING', 'BROKEN'] as const,
});

/**
 * A subscription with its counts, or (an inbox entry's feed) without them: they are read for the
 * whole page at once, only when a client asks for them.
 */
type SubscriptionShape =
  FeedSubscriptionModel | (FeedSubscriptionHead & { counts: () => Promise<InboxCounts> });

const countsOf = async (s: SubscriptionShape): Promise<InboxCounts> =>
  'counts' in s ? s.counts() : s;

export const FeedSubscription = builder.objectRef<SubscriptionShape>('FeedSubscription').implement({
  description: "A feed the user follows, with its state and the user's inbox counts.",
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (s) => String(s.id) }),
    url: t.exposeString('url', { nullable: false, description: 'The feed URL.' }),
    title: t.exposeString('title', {
      nullable: false,
      description: "The user's title, else the feed's, else its host.",
    }),
    siteUrl: t.exposeString('siteUrl'),
    iconUrl: t.string({
      description: "The feed's icon through the image cache.",
      resolve: (s) => imageCacheUrl(s.iconUrl, { width: 64, height: 64, format: 'png' }),
    }),
    status: t.expose('status', { type: FeedStatus, nullable: false }),
    lastFetchedAt: t.int({ resolve: (s) => unix(s.lastFetchedAt) }),
    error: t.exposeString('error', {
      description:
        'Why the feed fails, in words ("404 for 3 days", "Not a feed"); null when it works.',
    }),
    itemCount: t.int({
      nullable: false,
      description: "Entries of this feed in the user's inbox.",
      resolve: async (s) => (await countsOf(s)).itemCount,
    }),
    unreadCount: t.int({
      nullable: false,
      description: 'Of those, the ones not seen yet.',
      resolve: async (s) => (await countsOf(s)).unreadCount,
    }),
    folder: t.exposeString('folder'),
    topic: t.exposeString('topic'),
    createdAt: t.int({ nullable: false, resolve: (s) => unix(s.createdAt)! }),
  }),
});

/** An entry with its subscription, loaded once per page for the entries that ask for it. */
interface FeedEntryNode {
  entry: InboxEntry;
  feed: () => Promise<SubscriptionShape>;
}

export const FeedEntry = builder.objectRef<FeedEntryNode>('FeedEntry').implement({
  description: "An entry of a followed feed, in the user's inbox.",
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: ({ entry }) => String(entry.id) }),
    url: t.string({ nullable: false, resolve: ({ entry }) => entry.url }),
    title: t.string({
      nullable: false,
      description: "The entry's title, else its item's, else the URL.",
      resolve: ({ entry }) => entry.title,
    }),
    excerpt: t.string({ resolve: ({ entry }) => entry.excerpt }),
    publishedAt: t.int({ nullable: false, resolve: ({ entry }) => unix(entry.publishedAt)! }),
    feed: t.field({ type: FeedSubscription, nullable: false, resolve: (node) => node.feed() }),
    item: t.field({
      type: Item,
      description:
        "The parsed page, once the feed has made one: its preview, and its article for the inbox's owner (see readerSlug's feedEntry).",
      resolve: ({ entry }) => entry.item,
    }),
    isSaved: t.boolean({
      nullable: false,
      description: 'Whether the viewer has a save of this page (not in the trash).',
      resolve: ({ entry }) => entry.savedItemId !== null,
    }),
    savedItemId: t.id({
      description: "The viewer's save of this page (its item id), when isSaved.",
      resolve: ({ entry }) => (entry.savedItemId === null ? null : String(entry.savedItemId)),
    }),
    seen: t.boolean({ nullable: false, resolve: ({ entry }) => entry.seen }),
  }),
});

interface FeedEntryPage {
  page: InboxPage;
  nodes: FeedEntryNode[];
}

const FeedEntryEdge = builder
  .objectRef<{ cursor: string; node: FeedEntryNode }>('FeedEntryEdge')
  .implement({
    fields: (t) => ({
      cursor: t.exposeString('cursor', { nullable: false }),
      node: t.expose('node', { type: FeedEntry, nullable: false }),
    }),
  });

const FeedEntryConnection = builder.objectRef<FeedEntryPage>('FeedEntryConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [FeedEntryEdge],
      nullable: false,
      resolve: ({ page, nodes }) =>
        nodes.map((node, index) => ({ cursor: page.cursors[index]!, node })),
    }),
    pageInfo: t.field({
      type: PageInfo,
      nullable: false,
      resolve: ({ page }) => pageInfoOf(page, page.cursors),
    }),
    totalCount: t.int({
      nullable: false,
      description: 'Entries the filter matches, counted up to 5,000.',
      resolve: ({ page }) => page.totalCount,
    }),
  }),
});

/**
 * The nodes of entries (a page's, or the reader's one). The subscriptions of their feeds are read
 * once, when a node asks, and their inbox counts once more only if a client asks for those.
 */
export function entryNodes(
  context: GraphQLContext,
  actor: Actor,
  entries: readonly InboxEntry[],
): FeedEntryNode[] {
  const service = context.services.feedSubscriptions;
  const feedIds = entries.map((entry) => entry.feedId);
  let heads: Promise<Map<number, FeedSubscriptionHead>> | undefined;
  let counts: Promise<Map<number, InboxCounts>> | undefined;
  // Unsubscribed while the page was being read: the entry has left the inbox too.
  const gone = () => notFound('There is no such subscription.');
  const feedOf = async (feedId: number): Promise<SubscriptionShape> => {
    const head = (await (heads ??= service.subscriptionsOfFeeds(actor, feedIds))).get(feedId);
    if (!head) throw gone();
    return {
      ...head,
      counts: async () => {
        const found = (await (counts ??= service.inboxCounts(actor, feedIds))).get(feedId);
        if (!found) throw gone();
        return found;
      },
    };
  };
  return entries.map((entry) => ({ entry, feed: () => feedOf(entry.feedId) }));
}

const DiscoveredFeed = builder
  .objectRef<{ url: string; title: string | null; format: string }>('DiscoveredFeed')
  .implement({
    fields: (t) => ({
      url: t.exposeString('url', { nullable: false }),
      title: t.exposeString('title'),
      format: t.exposeString('format', { nullable: false, description: 'rss, atom or json.' }),
    }),
  });

builder.objectField(User, 'feeds', (t) =>
  t.field({
    type: [FeedSubscription],
    nullable: false,
    description: "The user's feed subscriptions, by title.",
    resolve: (_user, _args, context) =>
      context.services.feedSubscriptions.list(requireActor(context)),
  }),
);

builder.objectField(User, 'feedItems', (t) =>
  t.field({
    type: FeedEntryConnection,
    nullable: false,
    description:
      "The user's feed inbox, newest first; feedId (a subscription id) keeps one feed's entries. Pages forward with first/after.",
    args: {
      feedId: t.arg.id(),
      unseenOnly: t.arg.boolean(),
      pagination: t.arg({ type: PaginationInput }),
    },
    resolve: async (_user, args, context) => {
      const actor = requireActor(context);
      const page = await context.services.feedSubscriptions.inbox(actor, {
        feedId: args.feedId,
        unseenOnly: args.unseenOnly,
        pagination: args.pagination ?? undefined,
      });
      return { page, nodes: entryNodes(context, actor, page.entries) };
    },
  }),
);

builder.queryField('discoverFeeds', (t) =>
  t.field({
    type: [DiscoveredFeed],
    nullable: false,
    description: 'The feeds a page links to (a feed URL answers with itself), to choose one from.',
    args: { url: t.arg.string({ required: true }) },
    resolve: (_root, { url }, context) =>
      context.services.feedSubscriptions.discover(requireActor(context), url),
  }),
);

builder.mutationField('subscribeToFeed', (t) =>
  t.field({
    type: FeedSubscription,
    nullable: false,
    description:
      'Follows the feed at url, or the first feed the page at url links to. Already following it: the subscription as it is.',
    args: { url: t.arg.string({ required: true }), topic: t.arg.string() },
    resolve: (_root, { url, topic }, context) =>
      context.services.feedSubscriptions.subscribe(requireActor(context), url, { topic }),
  }),
);

builder.mutationField('unsubscribeFromFeed', (t) =>
  t.field({
    type: 'ID',
    nullable: false,
    description: 'Ends a subscription; its entries leave the inbox. Answers the subscription id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      String(await context.services.feedSubscriptions.unsubscribe(requireActor(context), id)),
  }),
);

builder.mutationField('markFeedEntriesSeen', (t) =>
  t.field({
    type: ['ID'],
    nullable: false,
    description:
      "Marks inbox entries seen. Answers the ids that are in the caller's inbox; others change nothing.",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, { ids }, context) =>
      (await context.services.feedSubscriptions.markSeen(requireActor(context), ids)).map(String),
  }),
);

builder.mutationField('markFeedEntriesUnseen', (t) =>
  t.field({
    type: ['ID'],
    nullable: false,
    description: 'Marks inbox entries not seen again. Answers the ids that are in the inbox.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, { ids }, context) =>
      (await context.services.feedSubscriptions.markUnseen(requireActor(context), ids)).map(String),
  }),
);

builder.mutationField('refreshFeed', (t) =>
  t.field({
    type: FeedSubscription,
    nullable: false,
    description: 'Asks for the feed to be fetched now.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      context.services.feedSubscriptions.refresh(requireActor(context), id),
  }),
);
