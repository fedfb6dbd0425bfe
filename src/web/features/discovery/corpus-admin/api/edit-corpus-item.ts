/**
 * `adminEditCorpusItem(id, input)` and `adminAddCorpusItem(url, topic)`: a curator's edits of a
 * corpus item (title, excerpt, image, topic, curator pick) and a URL added by hand. Both answer
 * with the item, which then takes its place in every loaded list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { showToast } from '../../../../lib/toast';
import type { CorpusItemRow } from '../state/corpus-items-cache';
import { toItemRow } from './corpus-item-fields';
import { corpusKeys } from './query-keys';
import { placeEverywhere } from './review-corpus-item';

const AdminEditCorpusItemDocument = graphql(`
  mutation AdminEditCorpusItem($id: ID!, $input: AdminCorpusItemEdit!) {
    adminEditCorpusItem(id: $id, input: $input) {
      ...CorpusItemFields
    }
  }
`);

const AdminAddCorpusItemDocument = graphql(`
  mutation AdminAddCorpusItem($url: String!, $topic: String) {
    adminAddCorpusItem(url: $url, topic: $topic) {
      ...CorpusItemFields
    }
  }
`);

export interface CorpusItemEdit {
  title: string;
  excerpt: string;
  imageUrl: string;
  topic: string;
  isCuratorPick: boolean;
}

export function useEditCorpusItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, edit }: { item: CorpusItemRow; edit: CorpusItemEdit }) =>
      toItemRow(
        (
          await graphqlRequest(AdminEditCorpusItemDocument, {
            id: item.id,
            input: {
              // Blank leaves the item's own value (the server keeps null as "not edited").
              title: edit.title.trim() || null,
              excerpt: edit.excerpt.trim() || null,
              imageUrl: edit.imageUrl.trim() || null,
              topic: edit.topic || null,
              isCuratorPick: edit.isCuratorPick,
            },
          })
        ).adminEditCorpusItem,
      ),
    onSuccess: (next) => {
      placeEverywhere(client, next);
      showToast({ message: `Saved your changes to “${next.title}”.` });
    },
  });
}

export function useAddCorpusItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ url, topic }: { url: string; topic: string | null }) =>
      toItemRow(
        (await graphqlRequest(AdminAddCorpusItemDocument, { url, topic })).adminAddCorpusItem,
      ),
    onSuccess: (next) => {
      placeEverywhere(client, next);
      void client.invalidateQueries({ queryKey: corpusKeys.overview });
    },
  });
}
