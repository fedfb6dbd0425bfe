/**
 * The reader's queries: user.savedItemById and readerSlug (pocket-api.md §1.4, §2.4). /read/{x}
 * takes an item id (digits) or a reader slug; a save that is missing or deleted answers with a
 * fallback page instead: an interstitial preview of the item, or "not found".
 */
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { PocketMetadata } from './item.js';
import { SavedItem } from './saved-item.js';
import { User } from './user.js';
import type { ItemRow, SavedItemRow } from '../saves/saves.service.js';

builder.objectField(User, 'savedItemById', (t) =>
  t.field({
    type: SavedItem,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_user, { id }, context) => {
      const actor = requireActor(context);
      const itemId = await context.services.items.itemIdFromReaderId(String(id));
      return itemId === undefined ? null : context.services.saves.get(actor, itemId);
    },
  }),
);

const ReaderInterstitial = builder.objectRef<{ item: ItemRow }>('ReaderInterstitial').implement({
  fields: (t) => ({
    itemCard: t.field({ type: PocketMetadata, resolve: (fallback) => fallback.item }),
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
  savedItem: SavedItemRow | null;
  fallbackPage: { item: ItemRow } | { message: string } | null;
}

const ReaderViewResult = builder.objectRef<ReaderView>('ReaderViewResult').implement({
  fields: (t) => ({
    slug: t.exposeID('slug', { nullable: false }),
    savedItem: t.field({ type: SavedItem, resolve: (view) => view.savedItem }),
    fallbackPage: t.field({ type: ReaderFallback, resolve: (view) => view.fallbackPage }),
  }),
});

builder.queryField('readerSlug', (t) =>
  t.field({
    type: ReaderViewResult,
    nullable: false,
    args: { slug: t.arg.id({ required: true }) },
    resolve: async (_root, { slug }, context) => {
      const actor = requireActor(context);
      const value = String(slug);
      const itemId = await context.services.items.itemIdFromReaderId(value);
      const notFound = {
        slug: value,
        savedItem: null,
        fallbackPage: { message: 'This item could not be found.' },
      };
      if (itemId === undefined) return notFound;
      const saved = await context.services.saves.get(actor, itemId);
      if (saved && saved.status !== 'DELETED')
        return { slug: value, savedItem: saved, fallbackPage: null };
      const item = await context.services.items.get(itemId);
      return item ? { slug: value, savedItem: saved ?? null, fallbackPage: { item } } : notFound;
    },
  }),
);
