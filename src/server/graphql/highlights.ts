/**
 * Highlight mutations in Pocket's names and shapes (docs/POCKET-COMPATIBILITY.md §1.6, §2.1, §2.6):
 * create (by save id or by URL), update (and the deprecated updateSavedItemHighlight), delete, the
 * three note mutations and batchWriteHighlights. Highlights are read through
 * SavedItem.annotations (annotations.ts); the rules live in highlights/highlights.service.ts.
 */
import type {
  BatchWriteResult,
  Highlight as HighlightModel,
} from '../highlights/highlights.service.js';
import { Highlight, HighlightNote } from './annotations.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';

const quoteDescription =
  'The exact selected text (at most 10,000 characters); the fallback anchor when the patch fails.';
const patchDescription =
  'diff-match-patch patch_toText output wrapping the passage in <pkt_tag_annotation> sentinels (version 2; at most 100,000 characters).';
const versionDescription = 'Anchor format version; only 2 is accepted.';
const noteDescription =
  'Optional note (at most 10,000 characters, trimmed; blank means no note on create).';

const CreateHighlightInput = builder.inputType('CreateHighlightInput', {
  fields: (t) => ({
    id: t.string({
      description: 'Optional client-made UUID; an id already used is refused, never overwritten.',
    }),
    quote: t.string({ required: true, description: quoteDescription }),
    patch: t.string({ required: true, description: patchDescription }),
    version: t.int({ required: true, description: versionDescription }),
    itemId: t.id({ required: true, description: "The id of the user's save." }),
    note: t.string({ description: noteDescription }),
  }),
});

const UpdateHighlightInput = builder.inputType('UpdateHighlightInput', {
  fields: (t) => ({
    quote: t.string({ required: true, description: quoteDescription }),
    patch: t.string({ required: true, description: patchDescription }),
    version: t.int({ required: true, description: versionDescription }),
    itemId: t.id({ required: true, description: "The highlight's save (it cannot move)." }),
    note: t.string({
      description:
        'Sets the note when given (blank is refused: delete the note instead); kept when absent.',
    }),
  }),
});

const CreateHighlightByUrlInput = builder.inputType('CreateHighlightByUrlInput', {
  fields: (t) => ({
    id: t.string({ description: 'Optional client-made UUID.' }),
    quote: t.string({ required: true, description: quoteDescription }),
    patch: t.string({ required: true, description: patchDescription }),
    version: t.int({ required: true, description: versionDescription }),
    url: t.string({ required: true, description: "The URL of a page in the user's saves." }),
    note: t.string({ description: noteDescription }),
  }),
});

const BatchWriteHighlightsInput = builder.inputType('BatchWriteHighlightsInput', {
  fields: (t) => ({
    delete: t.idList({ description: 'Highlight ids to delete first (at most 20).' }),
    create: t.field({
      type: [CreateHighlightInput],
      description: 'Highlights to create after the deletes (at most 20).',
    }),
  }),
});

const BatchWriteHighlightsResult = builder
  .objectRef<BatchWriteResult>('BatchWriteHighlightsResult')
  .implement({
    fields: (t) => ({
      deleted: t.idList({ nullable: false, resolve: (result) => result.deleted }),
      created: t.field({
        type: [Highlight],
        nullable: false,
        resolve: (result): HighlightModel[] => result.created,
      }),
    }),
  });

const highlightId = { required: true, description: 'The highlight id (a UUID).' } as const;

builder.mutationFields((t) => {
  /** Sets a highlight's note; create and update are the same operation. */
  const setNote = (description: string) =>
    t.field({
      type: HighlightNote,
      description,
      args: { id: t.arg.id(highlightId), input: t.arg.string({ required: true }) },
      resolve: (_root, { id, input }, context) =>
        context.services.highlights.setNote(requireActor(context), id, input),
    });
  return {
    createSavedItemHighlights: t.field({
      type: [Highlight],
      nullable: false,
      description:
        'Creates highlights (all or none). Free accounts keep at most 3 per save; premium is unlimited.',
      args: { input: t.arg({ type: [CreateHighlightInput], required: true }) },
      resolve: (_root, { input }, context) =>
        context.services.highlights.create(requireActor(context), input),
    }),
    createHighlightByUrl: t.field({
      type: Highlight,
      nullable: false,
      description: "Creates a highlight on the user's save of a URL (the page must be saved).",
      args: { input: t.arg({ type: CreateHighlightByUrlInput, required: true }) },
      resolve: (_root, { input }, context) =>
        context.services.highlights.createByUrl(requireActor(context), input),
    }),
    updateHighlight: t.field({
      type: Highlight,
      nullable: false,
      description: "Replaces a highlight's quote, patch and version; sets its note when given.",
      args: {
        id: t.arg.id(highlightId),
        input: t.arg({ type: UpdateHighlightInput, required: true }),
      },
      resolve: (_root, { id, input }, context) =>
        context.services.highlights.update(requireActor(context), id, input),
    }),
    updateSavedItemHighlight: t.field({
      type: Highlight,
      nullable: false,
      deprecationReason: 'use updateHighlight',
      description: 'As updateHighlight; the input id, if any, is ignored.',
      args: {
        id: t.arg.id(highlightId),
        input: t.arg({ type: CreateHighlightInput, required: true }),
      },
      resolve: (_root, { id, input }, context) =>
        context.services.highlights.update(requireActor(context), id, input),
    }),
    deleteSavedItemHighlight: t.id({
      nullable: false,
      description: 'Deletes a highlight and its note; returns the id.',
      args: { id: t.arg.id(highlightId) },
      resolve: (_root, { id }, context) =>
        context.services.highlights.delete(requireActor(context), id),
    }),
    createSavedItemHighlightNote: setNote("Sets a highlight's note (replacing any it had)."),
    updateSavedItemHighlightNote: setNote(
      "Changes a highlight's note; blank text is refused (delete the note instead).",
    ),
    deleteSavedItemHighlightNote: t.id({
      nullable: false,
      description: "Removes a highlight's note (the highlight stays); returns the highlight id.",
      args: { id: t.arg.id(highlightId) },
      resolve: (_root, { id }, context) =>
        context.services.highlights.deleteNote(requireActor(context), id),
    }),
    batchWriteHighlights: t.field({
      type: BatchWriteHighlightsResult,
      nullable: false,
      description: 'Deletes, then creates, highlights in one transaction (at most 20 of each).',
      args: { input: t.arg({ type: BatchWriteHighlightsInput }) },
      resolve: (_root, { input }, context) =>
        context.services.highlights.batchWrite(requireActor(context), input ?? {}),
    }),
  };
});
