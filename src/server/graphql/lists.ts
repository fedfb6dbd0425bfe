/**
 * Shareable lists in Pocket's names and shapes (docs/POCKET-COMPATIBILITY.md §1.7, §2.7): the
 * owner's lists and their items, the public view, the pilot status and the list mutations. Rules
 * and authorization live in lists/lists.service.ts; this file only maps GraphQL to it.
 */
import type {
  ListItemPage,
  PublicListView,
  ShareableList as ListModel,
} from '../lists/lists.types.js';
import { LIST_ITEMS_PAGE_SIZE } from '../../common/list-rules.js';
import type { Actor } from '../core/actor.js';
import { requireActor } from './auth.js';
import { builder, type GraphQLContext } from './builder.js';
import { PageInfo, PaginationInput, pageInfoOf } from './pagination.js';
import { User } from './user.js';

export const ShareableListVisibility = builder.enumType('ShareableListVisibility', {
  description: 'Used for both a list status and its listItemNoteVisibility.',
  values: ['PRIVATE', 'PUBLIC'] as const,
});

export const ShareableListModerationStatus = builder.enumType('ShareableListModerationStatus', {
  values: ['VISIBLE', 'HIDDEN'] as const,
});

/** An item as the public sees it; the owner's item model has every one of these fields. */
type ItemShape = PublicListView['items'][number];

export const ShareableListItem = builder.objectRef<ItemShape>('ShareableListItem').implement({
  fields: (t) => ({
    externalId: t.exposeID('externalId', { nullable: false }),
    itemId: t.exposeID('itemId', { nullable: false }),
    url: t.exposeString('url', { nullable: false }),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
    note: t.exposeString('note', {
      description: 'Up to 300 characters; null on public lists whose notes are private.',
    }),
    imageUrl: t.exposeString('imageUrl'),
    publisher: t.exposeString('publisher'),
    authors: t.exposeString('authors', { description: 'Comma-joined author names.' }),
    sortOrder: t.exposeInt('sortOrder', { nullable: false }),
    createdAt: t.expose('createdAt', { type: 'ISOString', nullable: false }),
    updatedAt: t.expose('updatedAt', { type: 'ISOString', nullable: false }),
  }),
});

const ListItemEdge = builder.objectRef<ListItemPage['edges'][number]>('ListItemEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor', { nullable: false }),
    node: t.expose('node', { type: ShareableListItem, nullable: false }),
  }),
});

const ListItemConnection = builder.objectRef<ListItemPage>('ListItemConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [ListItemEdge],
      nullable: { list: true, items: false },
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      type: PageInfo,
      nullable: false,
      resolve: (page) =>
        pageInfoOf(
          page,
          page.edges.map((edge) => edge.cursor),
        ),
    }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
  }),
});

interface FirstPageBatch {
  lists: ListModel[];
  flushed: boolean;
  pages: Promise<Map<number, ListItemPage>>;
}
const batches = new WeakMap<GraphQLContext, Map<number, FirstPageBatch>>();

/**
 * The first page of a list's items, read together with those of the other lists resolved in
 * the same tick (All Lists asks for a page of every list: one query instead of two per list).
 */
function firstPage(
  context: GraphQLContext,
  actor: Actor,
  list: ListModel,
  size: number,
): Promise<ListItemPage> {
  const bySize = batches.get(context) ?? new Map<number, FirstPageBatch>();
  batches.set(context, bySize);
  let batch = bySize.get(size);
  if (!batch || batch.flushed) {
    const lists: ListModel[] = [];
    const fresh: FirstPageBatch = {
      lists,
      flushed: false,
      // Runs after every sibling resolver of this tick has joined the batch.
      pages: Promise.resolve().then(() => {
        fresh.flushed = true;
        return context.services.lists.firstPages(actor, lists, size);
      }),
    };
    batch = fresh;
    bySize.set(size, fresh);
  }
  batch.lists.push(list);
  return batch.pages.then(
    (pages) => pages.get(list.id) ?? context.services.lists.items(actor, list, { first: size }),
  );
}

export const ShareableList = builder.objectRef<ListModel>('ShareableList').implement({
  description: 'A list as its owner sees it (only the owner can read it this way).',
  fields: (t) => ({
    externalId: t.exposeID('externalId', { nullable: false }),
    user: t.field({
      type: User,
      nullable: false,
      description: 'The owner (always the caller).',
      resolve: async (_list, _args, context) =>
        context.viewer ?? context.services.accounts.me(requireActor(context)),
    }),
    slug: t.exposeString('slug', { description: 'Made when the list is first made PUBLIC.' }),
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description'),
    status: t.expose('status', { type: ShareableListVisibility, nullable: false }),
    moderationStatus: t.expose('moderationStatus', {
      type: ShareableListModerationStatus,
      nullable: false,
    }),
    moderatedBy: t.exposeString('moderatedBy'),
    moderationReason: t.exposeString('moderationReason'),
    listItemNoteVisibility: t.expose('listItemNoteVisibility', {
      type: ShareableListVisibility,
      nullable: false,
    }),
    createdAt: t.expose('createdAt', { type: 'ISOString', nullable: false }),
    updatedAt: t.expose('updatedAt', { type: 'ISOString', nullable: false }),
    listItems: t.field({
      type: [ShareableListItem],
      nullable: false,
      deprecationReason: 'Use items (paginated).',
      resolve: (list, _args, context) =>
        context.services.lists.allItems(requireActor(context), list),
    }),
    items: t.field({
      type: ListItemConnection,
      nullable: false,
      description: 'Items in sortOrder, createdAt, itemId order; first/last 0–30 (default 30).',
      args: { pagination: t.arg({ type: PaginationInput }) },
      resolve: (list, { pagination }, context) => {
        const actor = requireActor(context);
        const { first, after, last, before } = pagination ?? {};
        if (after == null && before == null && last == null)
          return firstPage(context, actor, list, first ?? LIST_ITEMS_PAGE_SIZE);
        return context.services.lists.items(actor, list, pagination ?? {});
      },
    }),
  }),
});

const ShareableListOwner = builder
  .objectRef<PublicListView['owner']>('ShareableListOwner')
  .implement({
    description: 'The owner of a public list: username and avatar only.',
    fields: (t) => ({
      username: t.exposeString('username', { nullable: false }),
      avatarUrl: t.exposeString('avatarUrl'),
    }),
  });

export const ShareableListPublic = builder
  .objectRef<PublicListView>('ShareableListPublic')
  .implement({
    description: 'A PUBLIC list as anyone sees it at /sharedlists/{externalId}/{slug}.',
    fields: (t) => ({
      externalId: t.exposeID('externalId', { nullable: false }),
      user: t.expose('owner', { type: ShareableListOwner, nullable: false }),
      slug: t.exposeString('slug'),
      title: t.exposeString('title', { nullable: false }),
      description: t.exposeString('description'),
      status: t.field({
        type: ShareableListVisibility,
        nullable: false,
        resolve: () => 'PUBLIC' as const,
      }),
      moderationStatus: t.field({
        type: ShareableListModerationStatus,
        nullable: false,
        resolve: () => 'VISIBLE' as const,
      }),
      listItemNoteVisibility: t.expose('listItemNoteVisibility', {
        type: ShareableListVisibility,
        nullable: false,
      }),
      createdAt: t.expose('createdAt', { type: 'ISOString', nullable: false }),
      updatedAt: t.expose('updatedAt', { type: 'ISOString', nullable: false }),
      listItems: t.expose('items', {
        type: [ShareableListItem],
        nullable: false,
        description: 'Every item in order; notes only when listItemNoteVisibility is PUBLIC.',
      }),
    }),
  });

const noteVisibility = { type: ShareableListVisibility } as const;

const CreateShareableListInput = builder.inputType('CreateShareableListInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: 'Up to 100 characters, trimmed.' }),
    description: t.string({ description: 'Up to 200 characters, trimmed; empty means none.' }),
    listItemNoteVisibility: t.field(noteVisibility),
  }),
});

const UpdateShareableListInput = builder.inputType('UpdateShareableListInput', {
  fields: (t) => ({
    externalId: t.id({ required: true }),
    title: t.string({ description: 'Up to 100 characters, trimmed.' }),
    description: t.string({ description: 'Up to 200 characters, trimmed; empty removes it.' }),
    status: t.field({
      type: ShareableListVisibility,
      description: 'PUBLIC makes the slug the first time (never changed afterwards).',
    }),
    listItemNoteVisibility: t.field(noteVisibility),
  }),
});

/** The fields of a new item, shared by the three item inputs. */
const itemInputFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  itemId: t.id({ required: true, description: 'The itemId of the saved page.' }),
  url: t.string({ required: true }),
  title: t.string(),
  excerpt: t.string(),
  note: t.string({ description: 'Up to 300 characters.' }),
  imageUrl: t.string({ description: 'Missing or empty means no image (null).' }),
  publisher: t.string(),
  authors: t.string({ description: 'Comma-joined author names.' }),
});

const sortOrderNote = 'Accepted for compatibility; a new item always goes last (list length + 1).';

const CreateShareableListItemInput = builder.inputType('CreateShareableListItemInput', {
  fields: (t) => ({
    listExternalId: t.id({ required: true }),
    ...itemInputFields(t),
    sortOrder: t.int({ required: true, description: sortOrderNote }),
  }),
});

const CreateShareableListItemWithList = builder.inputType('CreateShareableListItemWithList', {
  fields: (t) => ({
    ...itemInputFields(t),
    sortOrder: t.int({ required: true, description: sortOrderNote }),
  }),
});

const AddItemInput = builder.inputType('AddItemInput', {
  description: 'An item appended at the end of a list.',
  fields: (t) => itemInputFields(t),
});

const UpdateShareableListItemInput = builder.inputType('UpdateShareableListItemInput', {
  fields: (t) => ({
    externalId: t.id({ required: true }),
    note: t.string({ description: 'Up to 300 characters; empty removes the note.' }),
    sortOrder: t.int(),
  }),
});

const UpdateShareableListItemsInput = builder.inputType('UpdateShareableListItemsInput', {
  fields: (t) => ({
    externalId: t.id({ required: true }),
    sortOrder: t.int({ required: true }),
  }),
});

/** An input with its `externalId` (an ID: string or number in GraphQL) as the string services take. */
const withStringId = <T extends { externalId: string | number }>(data: T) => ({
  ...data,
  externalId: String(data.externalId),
});

builder.queryFields((t) => ({
  shareableLists: t.field({
    type: [ShareableList],
    nullable: false,
    description: "The caller's lists, newest first.",
    resolve: (_root, _args, context) => context.services.lists.list(requireActor(context)),
  }),
  shareableList: t.field({
    type: ShareableList,
    description: "One of the caller's lists (NOT_FOUND for anyone else's).",
    args: { externalId: t.arg.id({ required: true }) },
    resolve: (_root, { externalId }, context) =>
      context.services.lists.get(requireActor(context), String(externalId)),
  }),
  shareableListPublic: t.field({
    type: ShareableListPublic,
    description:
      'A PUBLIC list by externalId and slug; no sign-in needed. NOT_FOUND unless both match a public list, FORBIDDEN when hidden by moderation.',
    args: {
      externalId: t.arg.id({ required: true }),
      slug: t.arg.string({ required: true }),
    },
    resolve: (_root, { externalId, slug }, context) =>
      context.services.lists.publicList(String(externalId), slug),
  }),
  shareableListsPilotUser: t.boolean({
    nullable: false,
    description: 'Whether the caller may create and edit lists (enrolled in the lists pilot).',
    resolve: (_root, _args, context) =>
      context.actor ? context.services.lists.isPilot(context.actor) : false,
  }),
}));

builder.mutationFields((t) => ({
  createShareableList: t.field({
    type: ShareableList,
    description: 'Creates a PRIVATE list, with its first item when listItemData is given.',
    args: {
      listData: t.arg({ type: CreateShareableListInput, required: true }),
      listItemData: t.arg({ type: CreateShareableListItemWithList }),
    },
    resolve: (_root, { listData, listItemData }, context) =>
      context.services.lists.create(
        requireActor(context),
        listData,
        listItemData ? [listItemData] : [],
      ),
  }),
  createAndAddToShareableList: t.field({
    type: ShareableList,
    description: 'Creates a PRIVATE list with 1–30 items (Pocket sends the first 3).',
    args: {
      listData: t.arg({ type: CreateShareableListInput, required: true }),
      itemData: t.arg({ type: [AddItemInput], required: true }),
    },
    resolve: (_root, { listData, itemData }, context) =>
      context.services.lists.create(requireActor(context), listData, itemData, {
        atLeastOne: true,
      }),
  }),
  addToShareableList: t.field({
    type: ShareableList,
    nullable: false,
    description: 'Appends 1–30 items; a URL already in the list is refused.',
    args: {
      listExternalId: t.arg.id({ required: true }),
      items: t.arg({ type: [AddItemInput], required: true }),
    },
    resolve: (_root, { listExternalId, items }, context) =>
      context.services.lists.addItems(requireActor(context), String(listExternalId), items),
  }),
  createShareableListItem: t.field({
    type: ShareableListItem,
    description: 'Appends one item (sortOrder = list length + 1).',
    args: { data: t.arg({ type: CreateShareableListItemInput, required: true }) },
    resolve: async (_root, { data }, context) =>
      context.services.lists.createItem(requireActor(context), String(data.listExternalId), data),
  }),
  updateShareableList: t.field({
    type: ShareableList,
    nullable: false,
    description: 'Changes the title, description, status or note visibility of a list.',
    args: { data: t.arg({ type: UpdateShareableListInput, required: true }) },
    resolve: (_root, { data }, context) =>
      context.services.lists.update(requireActor(context), withStringId(data)),
  }),
  updateShareableListItem: t.field({
    type: ShareableListItem,
    nullable: false,
    description: "Adds, edits or removes (empty) an item's note, or moves it.",
    args: { data: t.arg({ type: UpdateShareableListItemInput, required: true }) },
    resolve: (_root, { data }, context) =>
      context.services.lists.updateItem(requireActor(context), withStringId(data)),
  }),
  updateShareableListItems: t.field({
    type: [ShareableListItem],
    nullable: false,
    description: 'Reorders 1–30 items of one list at once (all or nothing).',
    args: { data: t.arg({ type: [UpdateShareableListItemsInput], required: true }) },
    resolve: (_root, { data }, context) =>
      context.services.lists.reorderItems(requireActor(context), data.map(withStringId)),
  }),
  deleteShareableList: t.field({
    type: ShareableList,
    nullable: false,
    description: 'Deletes a list and its items; returns the list as it was.',
    args: { externalId: t.arg.id({ required: true }) },
    resolve: (_root, { externalId }, context) =>
      context.services.lists.delete(requireActor(context), String(externalId)),
  }),
  deleteShareableListItem: t.field({
    type: ShareableListItem,
    nullable: false,
    description: 'Removes an item from its list; returns it as it was.',
    args: { externalId: t.arg.id({ required: true }) },
    resolve: (_root, { externalId }, context) =>
      context.services.lists.deleteItem(requireActor(context), String(externalId)),
  }),
}));
