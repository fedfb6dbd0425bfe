import { AllLists } from '../../features/lists/page';
import { useDocumentTitle } from './use-document-title';

/** `/lists`: the user's shareable lists (spec §2 "All Lists page"). */
export function ListsPage() {
  useDocumentTitle('Lists');
  return <AllLists />;
}
