/**
 * The single-item mutations of the Saves views (docs/POCKET-COMPATIBILITY.md §1.3): archive,
 * unarchive, favorite, unfavorite, delete, undelete, and refreshItemArticle. Bulk edits are one
 * request of up to 30 aliased calls to these (the alias limit).
 */
import type { SaveChange } from '../saves/saves.service.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { Item } from './item.js';
import { SavedItem } from './saved-item.js';

/**
 * Five Mutation fields defined by the loop below (one `builder.mutationField` per row), each
 * `(id: ID!, timestamp: ISOString): SavedItem!` and resolved by `saves.change`. Their names are
 * written out here so that searching for one finds its definition.
 */
const CHANGES: Array<[field: string, change: SaveChange, description: string]> = [
  ['updateSavedItemArchive', 'ARCHIVE', 'Archives a save.'],
  ['updateSavedItemUnArchive', 'UNARCHIVE', 'Moves an archived save back to Saves (unread).'],
  ['updateSavedItemFavorite', 'FAVORITE', 'Marks a save as a favorite.'],
  ['updateSavedItemUnFavorite', 'UNFAVORITE', 'Removes the favorite mark.'],
  ['updateSavedItemUnDelete', 'UNDELETE', 'Restores a deleted save with the status it had before.'],
];

// The generator: one Mutation field per CHANGES row (the names are written out above).
for (const [field, change, description] of CHANGES) {
  builder.mutationField(field, (t) =>
    t.field({
      type: SavedItem,
      nullable: false,
      description,
      args: {
        id: t.arg.id({ required: true }),
        timestamp: t.arg({
          type: 'ISOString',
          description: 'Accepted for compatibility; the server clock is used.',
        }),
      },
      resolve: (_root, { id }, context) =>
        context.services.saves.change(requireActor(context), id, change),
    }),
  );
}

builder.mutationField('deleteSavedItem', (t) =>
  t.id({
    nullable: false,
    description:
      'Deletes a save (it can be restored with updateSavedItemUnDelete). Returns its id.',
    args: { id: t.arg.id({ required: true }), timestamp: t.arg({ type: 'ISOString' }) },
    resolve: async (_root, { id }, context) => {
      const row = await context.services.saves.change(requireActor(context), id, 'DELETE');
      return String(row.itemId);
    },
  }),
);

builder.mutationField('refreshItemArticle', (t) =>
  t.field({
    type: Item,
    nullable: false,
    description:
      "Fetches and parses the page again now. The item's savedItem is the caller's save, if any.",
    args: { url: t.arg.string({ required: true }) },
    resolve: async (_root, { url }, context) =>
      (await context.services.saves.refresh(requireActor(context), url)).item,
  }),
);

builder.objectField(Item, 'savedItem', (t) =>
  t.field({
    type: SavedItem,
    description: "The signed-in user's save of this item, if they have one.",
    resolve: (item, _args, context) =>
      context.actor ? context.services.saves.get(context.actor, item.itemId) : null,
  }),
);
