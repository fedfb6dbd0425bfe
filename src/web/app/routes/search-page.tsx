import { Navigate, useLocation, useSearchParams } from 'react-router';
import { CorpusSearchView, isCorpusScope } from '../../features/discovery/corpus-search';
import { SearchView, searchPath } from '../../features/search';
import { useDocumentTitle } from './use-document-title';

/**
 * `/saves/search?query=…[&status=…][&sort=…]`: searching the saves (docs/SEARCH.md).
 * `/search?q=…&st=all`: searching the corpus (docs/RECOMMENDATIONS.md "Corpus search");
 * Pocket's `/search?q=…&st=saves` (or no st) goes to the saves search.
 */
export function SearchPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const corpus = pathname === '/search' && isCorpusScope(params);
  useDocumentTitle(corpus ? 'Search stories' : 'Search');
  if (pathname === '/search' && !corpus) {
    return <Navigate to={searchPath({ query: params.get('q') ?? '' })} replace />;
  }
  return corpus ? <CorpusSearchView /> : <SearchView />;
}
