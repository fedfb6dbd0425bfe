/**
 * Query.itemByUrl (Pocket's name, docs/POCKET-COMPATIBILITY.md): "is this page in my Saves?" for
 * the browser extension and the /save page. It answers only with the caller's own save
 * (items/item-access.ts; the item's savedItem is theirs too), never anyone else's.
 */
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { Item } from './item.js';

builder.queryField('itemByUrl', (t) =>
  t.field({
    type: Item,
    description:
      "The caller's item for a URL when they have it saved (not in the trash), else null. A page they captured answers with their private copy.",
    args: { url: t.arg.string({ required: true }) },
    resolve: async (_root, { url }, context) =>
      (await context.services.itemAccess.saveByUrl(requireActor(context), url))?.item ?? null,
  }),
);
