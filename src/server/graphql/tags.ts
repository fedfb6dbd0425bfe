/**
 * Tags in Pocket's names and shapes (docs/POCKET-COMPATIBILITY.md §1.5, §2.5): user.tags
 * (TagConnection), user.tagsList, Tag.savedItems, SavedItem.suggestedTags, and the tag mutations.
 * Satchel adds Tag.savedItemCount for the tags page.
 */
import type { SavedItem as Save } from '../saves/saves.service.js';
import type { Services } from '../services.js';
import type { Actor } from '../core/actor.js';
import { encodeTagCursor, type TagPage } from '../tags/tags.service.js';
import { Tag, tagNameFromId, type TagNode } from './annotations.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { PageInfo, PaginationInput, pageInfoOf } from './pagination.js';
import { SavedItem, SavedItemConnection, SavedItemsFilter, SavedItemsSort } from './saved-item.js';
import { User, savedItemsQuery } from './user.js';

const TagEdge = builder.objectRef<TagNode>('TagEdge').implement({
  fields: (t) => ({
    cursor: t.string({ nullable: false, resolve: (tag) => encodeTagCursor(tag.name) }),
    node: t.field({ type: Tag, resolve: (tag) => tag }),
  }),
});

const TagConnection = builder.objectRef<TagPage>('TagConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [TagEdge],
      nullable: { list: true, items: true },
      resolve: (page) => page.names.map((name) => ({ name, pageCounts: page.counts })),
    }),
    pageInfo: t.field({
      type: PageInfo,
      nullable: false,
      resolve: (page) => pageInfoOf(page, page.names.map(encodeTagCursor)),
    }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
  }),
});

builder.objectFields(Tag, (t) => ({
  savedItemCount: t.int({
    nullable: false,
    description: "Satchel: how many of the user's saves (not deleted) carry this tag.",
    resolve: async (tag, _args, context) => {
      const actor = requireActor(context);
      if (tag.pageCounts) return (await tag.pageCounts()).get(tag.name) ?? 0;
      return context.services.tags.count(actor, tag.name);
    },
  }),
  savedItems: t.field({
    type: SavedItemConnection,
    description: "The user's saves with this tag.",
    args: {
      filter: t.arg({ type: SavedItemsFilter }),
      sort: t.arg({ type: SavedItemsSort }),
      pagination: t.arg({ type: PaginationInput }),
    },
    resolve: (tag, args, context) => {
      const query = savedItemsQuery(args);
      return context.services.saves.list(requireActor(context), {
        ...query,
        filter: { ...query.filter, tags: { names: [tag.name], untagged: false } },
      });
    },
  }),
}));

builder.objectFields(User, (t) => ({
  tags: t.field({
    type: TagConnection,
    description: "The user's tags in name order (Pocket's client pages with first: 100).",
    args: { pagination: t.arg({ type: PaginationInput }) },
    resolve: (_user, { pagination }, context) =>
      context.services.tags.list(requireActor(context), {
        first: pagination?.first,
        after: pagination?.after,
      }),
  }),
  tagsList: t.stringList({
    description: 'Names of the tags added since syncSince (all tags without it).',
    args: { syncSince: t.arg({ type: 'ISOString' }) },
    resolve: (_user, { syncSince }, context) => {
      const since = syncSince ? new Date(syncSince) : undefined;
      return context.services.tags.namesSince(
        requireActor(context),
        since && !Number.isNaN(since.getTime()) ? since : undefined,
      );
    },
  }),
}));

builder.objectField(SavedItem, 'suggestedTags', (t) =>
  t.field({
    type: [Tag],
    nullable: { list: true, items: false },
    description:
      "Premium: the user's own tags that fit this save (text and same-site habits); empty for free accounts.",
    resolve: async (row, _args, context) =>
      (await context.services.tags.suggest(requireActor(context), row.itemId)).map((name) => ({
        name,
      })),
  }),
);

const SavedItemTagsInput = builder.inputType('SavedItemTagsInput', {
  fields: (t) => ({
    savedItemId: t.id({ required: true }),
    tags: t.stringList({ required: true }),
  }),
});

const TagUpdateInput = builder.inputType('TagUpdateInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }) }),
});

const DeleteSavedItemTagsInput = builder.inputType('DeleteSavedItemTagsInput', {
  fields: (t) => ({
    savedItemId: t.id({ required: true }),
    tagIds: t.idList({ required: true }),
  }),
});

async function savesById(services: Services, actor: Actor, ids: number[]) {
  const rows = await Promise.all(ids.map((id) => services.saves.get(actor, id)));
  return rows.filter((row): row is Save => row !== undefined);
}

async function saveById(services: Services, actor: Actor, id: number): Promise<Save> {
  const [row] = await savesById(services, actor, [id]);
  return row!;
}

const timestamp = { type: 'ISOString', description: 'Accepted for compatibility.' } as const;

builder.mutationFields((t) => ({
  createSavedItemTags: t.field({
    type: [SavedItem],
    nullable: false,
    description: 'Adds tags to saves (at most 150 saves at once); returns the saves.',
    args: {
      input: t.arg({ type: [SavedItemTagsInput], required: true }),
      timestamp: t.arg(timestamp),
    },
    resolve: async (_root, { input }, context) => {
      const actor = requireActor(context);
      return savesById(context.services, actor, await context.services.tags.add(actor, input));
    },
  }),
  replaceSavedItemTags: t.field({
    type: [SavedItem],
    nullable: false,
    description: "Makes the given tags each save's only tags; returns the saves.",
    args: {
      input: t.arg({ type: [SavedItemTagsInput], required: true }),
      timestamp: t.arg(timestamp),
    },
    resolve: async (_root, { input }, context) => {
      const actor = requireActor(context);
      return savesById(context.services, actor, await context.services.tags.replace(actor, input));
    },
  }),
  updateSavedItemRemoveTags: t.field({
    type: SavedItem,
    nullable: false,
    description: 'Removes every tag from a save.',
    args: { savedItemId: t.arg.id(), timestamp: t.arg(timestamp) },
    resolve: async (_root, { savedItemId }, context) => {
      const actor = requireActor(context);
      const id = await context.services.tags.remove(actor, savedItemId ?? '');
      return saveById(context.services, actor, id);
    },
  }),
  deleteSavedItemTags: t.field({
    type: [SavedItem],
    nullable: false,
    description: 'Removes the given tags (by id) from each save.',
    args: {
      input: t.arg({ type: [DeleteSavedItemTagsInput], required: true }),
      timestamp: t.arg(timestamp),
    },
    resolve: async (_root, { input }, context) => {
      const actor = requireActor(context);
      const ids = await context.services.tags.removeFromSaves(
        actor,
        input.map((entry) => ({
          savedItemId: entry.savedItemId,
          tags: entry.tagIds.map(tagNameFromId),
        })),
      );
      return savesById(context.services, actor, ids);
    },
  }),
  renameTagByName: t.field({
    type: Tag,
    description:
      'Renames a tag on every save; renaming onto an existing tag merges them. Pinned tags follow.',
    args: {
      oldName: t.arg.string({ required: true }),
      newName: t.arg.string({ required: true }),
      timestamp: t.arg(timestamp),
    },
    resolve: async (_root, { oldName, newName }, context) => ({
      name: await context.services.tags.rename(requireActor(context), oldName, newName),
    }),
  }),
  updateTag: t.field({
    type: Tag,
    nullable: false,
    description: 'Renames the tag with this id (as renameTagByName).',
    args: { input: t.arg({ type: TagUpdateInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      name: await context.services.tags.rename(
        requireActor(context),
        tagNameFromId(input.id),
        input.name,
      ),
    }),
  }),
  deleteTagByName: t.string({
    description: 'Removes a tag from every save; returns its name.',
    args: { tagName: t.arg.string({ required: true }), timestamp: t.arg(timestamp) },
    resolve: (_root, { tagName }, context) =>
      context.services.tags.delete(requireActor(context), tagName),
  }),
  deleteTag: t.id({
    nullable: false,
    description: 'Removes the tag with this id from every save; returns the id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await context.services.tags.delete(requireActor(context), tagNameFromId(id));
      return id;
    },
  }),
}));
