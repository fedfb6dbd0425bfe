import { HomeView } from '../../features/discovery/home/page';
import { useDocumentTitle } from './use-document-title';

/** `/home`: recent saves, then recommendation slates (docs/RECOMMENDATIONS.md "Home"). */
export function HomePage() {
  useDocumentTitle('Home');
  return <HomeView />;
}
