import { SearchView } from '../../features/search';
import { useDocumentTitle } from './use-document-title';

/** `/saves/search?query=…[&status=…][&sort=…]`: searching the saves (docs/SEARCH.md). */
export function SearchPage() {
  useDocumentTitle('Search');
  return <SearchView />;
}
