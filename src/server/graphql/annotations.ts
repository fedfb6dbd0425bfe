/**
 * The tags and highlights of a save as Pocket's SavedItemDetails fragment reads them. Tags and
 * highlights get their own mutations in their features; these types only present them.
 */
import type { HighlightJson } from '../saves/saves.service.js';
import { builder } from './builder.js';

/** Pocket's tag id: base64 of the name followed by "__xpktxtagx__". */
export const tagId = (name: string) => Buffer.from(`${name}__xpktxtagx__`).toString('base64');

export const Tag = builder.objectRef<{ name: string }>('Tag').implement({
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (tag) => tagId(tag.name) }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

const unix = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

const HighlightNote = builder.objectRef<HighlightJson>('HighlightNote').implement({
  fields: (t) => ({
    text: t.string({ nullable: false, resolve: (highlight) => highlight.note ?? '' }),
    _createdAt: t.int({ resolve: (highlight) => unix(highlight.noteCreatedAt) }),
    _updatedAt: t.int({ resolve: (highlight) => unix(highlight.noteUpdatedAt) }),
  }),
});

export const Highlight = builder.objectRef<HighlightJson>('Highlight').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    quote: t.exposeString('quote', { nullable: false }),
    patch: t.exposeString('patch', { nullable: false }),
    version: t.exposeInt('version', { nullable: false }),
    _createdAt: t.int({ nullable: false, resolve: (highlight) => unix(highlight.createdAt)! }),
    _updatedAt: t.int({ nullable: false, resolve: (highlight) => unix(highlight.updatedAt)! }),
    note: t.field({
      type: HighlightNote,
      resolve: (highlight) => (highlight.note === null ? null : highlight),
    }),
  }),
});

export const SavedItemAnnotations = builder
  .objectRef<{ highlights: HighlightJson[] }>('SavedItemAnnotations')
  .implement({
    fields: (t) => ({
      highlights: t.field({
        type: [Highlight],
        nullable: { list: true, items: true },
        resolve: (a) => a.highlights,
      }),
    }),
  });
