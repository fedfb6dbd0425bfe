/**
 * SavedItem: a user's save, its list (user.savedItems, in user.ts) and mutations, in Pocket's
 * names and shapes (docs/POCKET-COMPATIBILITY.md §2.3).
 */
import type { SavedItem as Save, SavedItemPage } from '../saves/saves.service.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { ItemResult } from './item.js';
import { PageInfo } from './pagination.js';
import { SavedItemAnnotations, Tag } from './annotations.js';

const unixSeconds = (date: Date | null): number | null =>
  date ? Math.floor(date.getTime() / 1000) : null;

export const SavedItemStatus = builder.enumType('SavedItemStatus', {
  values: ['ARCHIVED', 'DELETED', 'HIDDEN', 'UNREAD'] as const,
});

export const SavedItemStatusFilter = builder.enumType('SavedItemStatusFilter', {
  values: ['UNREAD', 'ARCHIVED', 'HIDDEN'] as const,
});

export const SavedItemsSortBy = builder.enumType('SavedItemsSortBy', {
  values: ['CREATED_AT', 'UPDATED_AT', 'FAVORITED_AT', 'ARCHIVED_AT'] as const,
});

export const SavedItemsSortOrder = builder.enumType('SavedItemsSortOrder', {
  values: ['ASC', 'DESC'] as const,
});

export const SavedItemsContentType = builder.enumType('SavedItemsContentType', {
  values: [
    'ARTICLE',
    'VIDEO',
    'IS_IMAGE',
    'IS_VIDEO',
    'HAS_VIDEO',
    'HAS_VIDEO_INCLUSIVE',
    'IS_READABLE',
    'IS_EXTERNAL',
  ] as const,
});

export const SavedItemsFilter = builder.inputType('SavedItemsFilter', {
  fields: (t) => ({
    updatedSince: t.int({ description: 'Saves updated strictly after this time (unix seconds).' }),
    updatedBefore: t.int({
      description: 'Saves updated strictly before this time (unix seconds).',
    }),
    isFavorite: t.boolean(),
    isArchived: t.boolean(),
    status: t.field({ type: SavedItemStatusFilter }),
    statuses: t.field({ type: [SavedItemStatusFilter] }),
    isHighlighted: t.boolean(),
    contentType: t.field({ type: SavedItemsContentType }),
    tagNames: t.stringList({
      description: 'Saves with any of these tags; `_untagged_` means saves with no tag.',
    }),
    tagIds: t.idList({ description: "Tag ids (Pocket's: base64 of the name + '__xpktxtagx__')." }),
  }),
});

export const SavedItemsSort = builder.inputType('SavedItemsSort', {
  fields: (t) => ({
    sortBy: t.field({ type: SavedItemsSortBy, required: true }),
    sortOrder: t.field({ type: SavedItemsSortOrder, required: true }),
  }),
});

export const SavedItemUpsertInput = builder.inputType('SavedItemUpsertInput', {
  fields: (t) => ({
    url: t.string({ required: true }),
    isFavorite: t.boolean(),
    title: t.string(),
    timestamp: t.int({ description: 'When the save was made (unix seconds); defaults to now.' }),
  }),
});

export const SavedItem = builder.objectRef<Save>('SavedItem').implement({
  description: "A user's save of a URL. Its id is the item's numeric itemId.",
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (row) => String(row.itemId) }),
    url: t.exposeString('givenUrl', {
      nullable: false,
      description: 'The URL as given when saved.',
    }),
    title: t.exposeString('title'),
    status: t.expose('status', { type: SavedItemStatus }),
    isFavorite: t.exposeBoolean('isFavorite', { nullable: false }),
    favoritedAt: t.int({
      description: 'Unix seconds; null if not a favorite.',
      resolve: (row) => unixSeconds(row.favoritedAt),
    }),
    isArchived: t.boolean({ nullable: false, resolve: (row) => row.status === 'ARCHIVED' }),
    archivedAt: t.int({
      description: 'Unix seconds; null if not archived.',
      resolve: (row) => unixSeconds(row.archivedAt),
    }),
    _createdAt: t.int({
      nullable: false,
      description: 'Time added (unix seconds).',
      resolve: (row) => unixSeconds(row.createdAt)!,
    }),
    _updatedAt: t.int({ resolve: (row) => unixSeconds(row.updatedAt) }),
    _deletedAt: t.int({ resolve: (row) => unixSeconds(row.deletedAt) }),
    item: t.expose('item', { type: ItemResult, nullable: false }),
    tags: t.field({
      type: [Tag],
      resolve: (row) => row.tagNames.map((name) => ({ name })),
    }),
    annotations: t.field({
      type: SavedItemAnnotations,
      resolve: (row) => ({ highlights: row.highlights }),
    }),
  }),
});

type Edge = SavedItemPage['edges'][number];

const SavedItemEdge = builder.objectRef<Edge>('SavedItemEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor', { nullable: false }),
    node: t.expose('node', { type: SavedItem }),
  }),
});

export const SavedItemConnection = builder
  .objectRef<SavedItemPage>('SavedItemConnection')
  .implement({
    fields: (t) => ({
      edges: t.field({
        type: [SavedItemEdge],
        nullable: { list: true, items: true },
        resolve: (page) => page.edges,
      }),
      pageInfo: t.expose('pageInfo', { type: PageInfo, nullable: false }),
      totalCount: t.exposeInt('totalCount', {
        nullable: false,
        description: 'Matching saves, counted up to 5,000.',
      }),
    }),
  });

builder.mutationField('upsertSavedItem', (t) =>
  t.field({
    type: SavedItem,
    nullable: false,
    description:
      'Saves a URL; saving one already saved moves it back to the top of Saves as unread.',
    args: { input: t.arg({ type: SavedItemUpsertInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.saves.upsert(requireActor(context), input),
  }),
);
