/**
 * Recent searches (docs/PRODUCT.md §4 "Search", §9): user.recentSearches (most recent first, at
 * most 5) and the saveSearch mutation, sent when a search is submitted. The cache is updated at
 * once so the dropdown shows the new term before the server answers.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { withRecentSearch } from '../state/recent-searches';

const RecentSearchesDocument = graphql(`
  query RecentSearches {
    user {
      recentSearches {
        term
        sortId
      }
    }
  }
`);

const SaveSearchDocument = graphql(`
  mutation SaveSearch($search: RecentSearchInput!) {
    saveSearch(search: $search) {
      term
      sortId
    }
  }
`);

export const recentSearchesKey = ['recentSearches'] as const;

export async function fetchRecentSearches(): Promise<string[]> {
  const data = await graphqlRequest(RecentSearchesDocument);
  return (data.user?.recentSearches ?? []).flatMap((entry) => (entry?.term ? [entry.term] : []));
}

/** The recent search terms; fetched when `enabled` (the box is focused). */
export function useRecentSearches(enabled: boolean) {
  return useQuery({
    queryKey: recentSearchesKey,
    queryFn: fetchRecentSearches,
    enabled,
    staleTime: 30_000,
  });
}

/** Records a submitted search; failures are silent (recent searches are a convenience). */
export function useSaveSearch() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (term: string) => graphqlRequest(SaveSearchDocument, { search: { term } }),
    onMutate: (term) => {
      client.setQueryData<string[]>(recentSearchesKey, (list) =>
        withRecentSearch(list ?? [], term),
      );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: recentSearchesKey }),
  });
  return mutation.mutate;
}
