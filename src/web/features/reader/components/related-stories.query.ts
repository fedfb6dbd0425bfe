/**
 * The reader's related stories (`Item.relatedAfterArticle`, docs/PRODUCT.md §10.12;
 * docs/RECOMMENDATIONS.md "Related stories"): 3 corpus articles to read after
 * this one, asked apart from the reader's own query so the article never waits for them.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ReaderRelatedStoriesQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';

/** Pocket's reader asked for 3 (GetSavedItemById). */
export const RELATED_STORIES_COUNT = 3;

const ReaderRelatedStoriesDocument = graphql(`
  query ReaderRelatedStories($id: ID!, $count: Int) {
    user {
      savedItemById(id: $id) {
        id
        item {
          ... on Item {
            relatedAfterArticle(count: $count) {
              id
              reason {
                ...RecommendationReasonFields
              }
              corpusItem {
                ...CorpusCardFields
              }
            }
          }
        }
      }
    }
  }
`);

type SavedItemWithRelated = NonNullable<
  NonNullable<ReaderRelatedStoriesQuery['user']>['savedItemById']
>;
export type RelatedStory = Extract<
  SavedItemWithRelated['item'],
  { relatedAfterArticle: unknown }
>['relatedAfterArticle'][number];

export const relatedStoriesKey = (savedItemId: string) =>
  ['reader', 'related', savedItemId] as const;

async function fetchRelatedStories(savedItemId: string): Promise<RelatedStory[]> {
  const data = await graphqlRequest(ReaderRelatedStoriesDocument, {
    id: savedItemId,
    count: RELATED_STORIES_COUNT,
  });
  const item = data.user?.savedItemById?.item;
  return item && 'relatedAfterArticle' in item ? item.relatedAfterArticle : [];
}

/** The save's related stories; an empty list when there are none (or they could not load). */
export function useRelatedStories(savedItemId: string) {
  return useQuery({
    queryKey: relatedStoriesKey(savedItemId),
    queryFn: () => fetchRelatedStories(savedItemId),
    // Saving one of them must not make the section reshuffle under the reader.
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
