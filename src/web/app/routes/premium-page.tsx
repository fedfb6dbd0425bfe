import { PremiumOverview } from '../../features/premium';
import { useDocumentTitle } from './use-document-title';

/** `/premium`: what Premium unlocks and how to get it on this instance (docs/PRODUCT.md §10.4). */
export function PremiumPage() {
  useDocumentTitle('Premium');
  return <PremiumOverview />;
}
