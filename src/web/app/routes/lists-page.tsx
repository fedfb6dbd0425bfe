import { AllLists } from '../../features/lists/page';
import { useDocumentTitle } from './use-document-title';

/** `/lists`: the user's shareable lists (docs/PRODUCT.md §2 "All Lists page"). */
export function ListsPage() {
  useDocumentTitle('Lists');
  return <AllLists />;
}
