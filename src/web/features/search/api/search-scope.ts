/**
 * Whether the viewer's searches read article text, highlights and notes (user.searchFullText):
 * on an instance that keeps full text for Premium (SEARCH_FULL_TEXT_FOR=premium), free accounts
 * search titles, URLs and tags, and the search page says so.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const SearchScopeDocument = graphql(`
  query SearchScope {
    user {
      id
      searchFullText
    }
  }
`);

/** true / false once known; undefined while loading or when it could not be read. */
export function useSearchesFullText(): boolean | undefined {
  const { data } = useQuery({
    queryKey: ['searchScope'],
    queryFn: async () => (await graphqlRequest(SearchScopeDocument)).user?.searchFullText ?? null,
    staleTime: 5 * 60_000,
  });
  return data ?? undefined;
}
