import { AllTags } from '../../features/tags';
import { useDocumentTitle } from './use-document-title';

/** `/saves/tags`: every tag of the user (docs/PRODUCT.md §2 "All tags"). */
export function TagsPage() {
  useDocumentTitle('Tags');
  return <AllTags />;
}
