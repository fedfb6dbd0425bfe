/**
 * The tags and highlights of a save as Pocket's SavedItemDetails fragment reads them. Tags and
 * highlights get their own mutations in their features; these types only present them.
 */
import type { HighlightJson } from '../saves/saves.service.js';
import { builder } from './builder.js';

const TAG_ID_SUFFIX = '__xpktxtagx__';

/** Pocket's tag id: base64 of the name followed by "__xpktxtagx__". */
export const tagId = (name: string) => Buffer.from(`${name}${TAG_ID_SUFFIX}`).toString('base64');

/** The tag name inside a Pocket tag id (an id that is not one yields a name no tag has). */
export const tagNameFromId = (id: string | number) =>
  Buffer.from(String(id), 'base64')
    .toString('utf8')
    .replace(new RegExp(`${TAG_ID_SUFFIX}$`), '');

export interface TagNode {
  name: string;
  /** Save counts of the page this tag was listed in (tags.ts), read once for the whole page. */
  pageCounts?: () => Promise<Map<string, number>>;
}

export const Tag = builder.objectRef<TagNode>('Tag').implement({
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (tag) => tagId(tag.name) }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

const unix = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

/** A highlight's note; backed by the highlight (its note columns). */
export const HighlightNote = builder.objectRef<HighlightJson>('HighlightNote').implement({
  fields: (t) => ({
    text: t.string({ nullable: false, resolve: (highlight) => highlight.note ?? '' }),
    _createdAt: t.int({
      nullable: false,
      description: 'When the note was written (unix seconds).',
      resolve: (highlight) => unix(highlight.noteCreatedAt ?? highlight.createdAt)!,
    }),
    _updatedAt: t.int({
      nullable: false,
      description: 'When the note was last changed (unix seconds).',
      resolve: (highlight) => unix(highlight.noteUpdatedAt ?? highlight.updatedAt)!,
    }),
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
