import { DiscoverView } from '../../features/discovery/discover/page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/discover` and Pocket's `/explore` (docs/RECOMMENDATIONS.md "Discover and topic pages").
 * The title matches the one the server writes for link previews (src/server/http/discover-meta.ts).
 */
export function DiscoverPage() {
  useDocumentTitle('Discover stories to read');
  return <DiscoverView />;
}
