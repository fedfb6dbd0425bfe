import { useParams } from 'react-router';
import { ListPage as IndividualList } from '../../features/lists/page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/lists/:externalId`: one list, as its owner sees it (docs/PRODUCT.md §2 "Individual List page").
 */
export function ListPage() {
  const { externalId = '' } = useParams();
  useDocumentTitle('List');
  return <IndividualList key={externalId} externalId={externalId} />;
}
