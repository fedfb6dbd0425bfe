/**
 * The reader's queries: user.savedItemById and readerSlug (docs/POCKET-COMPATIBILITY.md §1.4,
 * §2.4). /read/{x} takes an item id (digits) or a reader slug of one of the caller's saves
 * (items/item-access.ts); a deleted save answers with an interstitial preview of it, anything else
 * (someone else's item, an unknown or malformed id) with the same "not found" page. An item the
 * caller has not saved but an entry of their own feed inbox links to answers with that entry
 * (feedEntry: docs/FEEDS.md "Reading an entry"); anyone else gets the same "not found".
 */
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { entryNodes, FeedEntry } from './feeds.js';
import { PocketMetadata } from './item.js';
import { SavedItem } from './saved-item.js';
import { User } from './user.js';
import type { Item, SavedItem as Save } from '../saves/saves.service.js';
import type { InboxEntry } from '../discovery/subscriptions/feed-subscriptions.service.js';

builder.objectField(User, 'savedItemById', (t) =>
  t.field({
    type: SavedItem,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_user, { id }, context) =>
      (await context.services.itemAccess.saveByReaderId(requireActor(context), String(id))) ?? null,
  }),
);

const ReaderInterstitial = builder.objectRef<{ item: Item }>('ReaderInterstitial').implement({
  fields: (t) => ({
    itemCard: t.expose('item', { type: PocketMetadata }),
  }),
});
const ItemNotFound = builder.objectRef<{ message: string }>('ItemNotFound').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
const ReaderFallback = builder.unionType('ReaderFallback', {
  types: [ReaderInterstitial, ItemNotFound],
  resolveType: (value) => ('item' in value ? ReaderInterstitial : ItemNotFound),
});

interface ReaderView {
  slug: string;
  savedItem: Save | null;
  feedEntry?: InboxEntry;
  fallbackPage: { item: Item } | { message: string } | null;
}

const ReaderViewResult = builder.objectRef<ReaderView>('ReaderViewResult').implement({
  fields: (t) => ({
    slug: t.exposeID('slug', { nullable: false }),
    savedItem: t.expose('savedItem', { type: SavedItem }),
    feedEntry: t.field({
      type: FeedEntry,
      description:
        "Satchel: when the caller has no save of the item but an entry of their own feed inbox links to it, that entry (the newest); its item's article is theirs to read. Null otherwise.",
      resolve: (view, _args, context) =>
        view.feedEntry ? entryNodes(context, requireActor(context), [view.feedEntry])[0]! : null,
    }),
    fallbackPage: t.expose('fallbackPage', { type: ReaderFallback }),
  }),
});

builder.queryField('readerSlug', (t) =>
  t.field({
    type: ReaderViewResult,
    nullable: false,
    args: { slug: t.arg.id({ required: true }) },
    resolve: async (_root, { slug }, context) => {
      const value = String(slug);
      const actor = requireActor(context);
      const saved = await context.services.itemAccess.saveByReaderId(actor, value);
      if (!saved) {
        const itemId = await context.services.items.itemIdFromReaderId(value);
        const feedEntry =
          itemId === undefined
            ? undefined
            : await context.services.feedSubscriptions.inboxEntryOfItem(actor, itemId);
        if (feedEntry) return { slug: value, savedItem: null, feedEntry, fallbackPage: null };
        return {
          slug: value,
          savedItem: null,
          fallbackPage: { message: 'This item could not be found.' },
        };
      }
      if (saved.status === 'DELETED') {
        return { slug: value, savedItem: saved, fallbackPage: { item: saved.item } };
      }
      return { slug: value, savedItem: saved, fallbackPage: null };
    },
  }),
);
