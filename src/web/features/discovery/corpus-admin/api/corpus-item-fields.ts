/**
 * The fields of a corpus item /admin/corpus shows, shared by the list query and the mutations
 * that answer with the item (review, edit, add), and their mapping to the client's row.
 */
import { graphql } from '../../../../gql';
import type { CorpusItemFieldsFragment } from '../../../../gql/graphql';
import type { CorpusItemRow } from '../state/corpus-items-cache';

export const CorpusItemFieldsDocument = graphql(`
  fragment CorpusItemFields on AdminCorpusItem {
    id
    url
    title
    excerpt
    imageUrl
    publisher
    language
    topic
    topicSource
    topicConfidence
    state
    isCuratorPick
    recommendable
    sources {
      kind
      label
      addedAt
    }
    parseStatus
    createdAt
    reviewedAt
  }
`);

export function toItemRow(item: CorpusItemFieldsFragment): CorpusItemRow {
  return {
    id: item.id,
    url: item.url,
    title: item.title,
    excerpt: item.excerpt ?? null,
    imageUrl: item.imageUrl ?? null,
    publisher: item.publisher ?? null,
    language: item.language ?? null,
    topic: item.topic ?? null,
    topicSource: item.topicSource ?? null,
    topicConfidence: item.topicConfidence ?? null,
    state: item.state,
    isCuratorPick: item.isCuratorPick,
    recommendable: item.recommendable,
    sources: item.sources.map((source) => ({
      kind: source.kind,
      label: source.label,
      addedAt: source.addedAt,
    })),
    parseStatus: item.parseStatus,
    createdAt: item.createdAt,
    reviewedAt: item.reviewedAt ?? null,
  };
}
