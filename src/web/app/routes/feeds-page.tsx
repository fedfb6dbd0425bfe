import { FeedsPage as Feeds } from '../../features/feeds/page';
import { useDocumentTitle } from './use-document-title';

/** `/feeds`: the user's feed subscriptions and their inbox (docs/PRODUCT.md §10.10). */
export function FeedsPage() {
  useDocumentTitle('Feeds');
  return <Feeds />;
}
