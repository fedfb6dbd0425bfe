/**
 * The highlight and note mutations (docs/POCKET-COMPATIBILITY.md §1.6; Satchel's note operations).
 * Each updates the save's highlight list in the reader's cache once the server answers
 * (docs/PRODUCT.md §4 "Highlights") and marks the saves lists stale, whose cards show a highlight
 * count.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import { savedItemsKeys } from '../../../lib/saved-items';
import type { Highlight, HighlightNote } from './highlight-fields';

const CreateHighlightDocument = graphql(`
  mutation CreateHighlight($input: [CreateHighlightInput!]!) {
    createSavedItemHighlights(input: $input) {
      ...HighlightFields
    }
  }
`);

const DeleteHighlightDocument = graphql(`
  mutation DeleteHighlight($highlightId: ID!) {
    deleteSavedItemHighlight(id: $highlightId)
  }
`);

const CreateHighlightNoteDocument = graphql(`
  mutation CreateHighlightNote($id: ID!, $input: String!) {
    createSavedItemHighlightNote(id: $id, input: $input) {
      text
      _createdAt
      _updatedAt
    }
  }
`);

const UpdateHighlightNoteDocument = graphql(`
  mutation UpdateHighlightNote($id: ID!, $input: String!) {
    updateSavedItemHighlightNote(id: $id, input: $input) {
      text
      _createdAt
      _updatedAt
    }
  }
`);

const DeleteHighlightNoteDocument = graphql(`
  mutation DeleteHighlightNote($id: ID!) {
    deleteSavedItemHighlightNote(id: $id)
  }
`);

/** Pocket's anchor format version (docs/POCKET-COMPATIBILITY.md §2.6). */
export const HIGHLIGHT_VERSION = 2;

/** The part of a cached view these mutations touch: a save's highlight list. */
interface CachedView {
  savedItem?: {
    annotations?: { highlights?: readonly (Highlight | null)[] | null } | null;
  } | null;
}

export interface NewHighlight {
  itemId: string;
  quote: string;
  patch: string;
  note?: string;
}

/** Replaces the highlight list of the save in the cached view under `key`. */
function updateHighlights(
  client: ReturnType<typeof useQueryClient>,
  key: QueryKey,
  update: (highlights: Highlight[]) => Highlight[],
) {
  client.setQueryData<CachedView>(key, (view) => {
    const saved = view?.savedItem;
    if (!view || !saved) return view;
    const current = (saved.annotations?.highlights ?? []).filter((h): h is Highlight => !!h);
    return {
      ...view,
      savedItem: { ...saved, annotations: { ...saved.annotations, highlights: update(current) } },
    };
  });
}

/**
 * Highlight mutations for the save shown under the query `key` (the reader's view of it).
 */
export function useHighlightMutations(key: QueryKey) {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: savedItemsKeys.all });
  const setNote = (id: string, note: HighlightNote | null) =>
    updateHighlights(client, key, (list) => list.map((h) => (h.id === id ? { ...h, note } : h)));

  const create = useMutation<Highlight[], GraphQLRequestError, NewHighlight>({
    mutationFn: async ({ itemId, quote, patch, note }) =>
      (
        await graphqlRequest(CreateHighlightDocument, {
          input: [{ itemId, quote, patch, version: HIGHLIGHT_VERSION, ...(note ? { note } : {}) }],
        })
      ).createSavedItemHighlights,
    onSuccess: (created) =>
      updateHighlights(client, key, (list) => [
        ...list.filter((h) => !created.some((c) => c.id === h.id)),
        ...created,
      ]),
    onSettled: settled,
  });

  const remove = useMutation<string, GraphQLRequestError, { id: string }>({
    mutationFn: async ({ id }) =>
      (await graphqlRequest(DeleteHighlightDocument, { highlightId: id })).deleteSavedItemHighlight,
    onSuccess: (_id, { id }) =>
      updateHighlights(client, key, (list) => list.filter((h) => h.id !== id)),
    onSettled: settled,
  });

  const saveNote = useMutation<
    HighlightNote | null,
    GraphQLRequestError,
    { id: string; text: string; existing: boolean }
  >({
    mutationFn: async ({ id, text, existing }) =>
      existing
        ? (await graphqlRequest(UpdateHighlightNoteDocument, { id, input: text }))
            .updateSavedItemHighlightNote
        : (await graphqlRequest(CreateHighlightNoteDocument, { id, input: text }))
            .createSavedItemHighlightNote,
    onSuccess: (note, { id }) => setNote(id, note),
  });

  const deleteNote = useMutation<string, GraphQLRequestError, { id: string }>({
    mutationFn: async ({ id }) =>
      (await graphqlRequest(DeleteHighlightNoteDocument, { id })).deleteSavedItemHighlightNote,
    onSuccess: (_id, { id }) => setNote(id, null),
  });

  return { create, remove, saveNote, deleteNote };
}
