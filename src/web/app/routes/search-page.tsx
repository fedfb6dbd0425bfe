import { SearchView } from '../../features/search';
import { useDocumentTitle } from './use-document-title';

/** `/saves/search?query=…[&status=…][&sort=…]`: searching the saves (issue 6). */
export function SearchPage() {
  useDocumentTitle('Search');
  return <SearchView />;
}
