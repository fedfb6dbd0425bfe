import { useParams } from 'react-router';
import { ReaderView } from '../../features/reader';
import { NotFoundPage } from './not-found-page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/read/:id`: the reader. The id is a reader slug or a numeric item id (docs/PRODUCT.md §5: digits
 * → id); the server's readerSlug query accepts both. Lazy-loaded by the router.
 */
export function ReaderPage() {
  const { id } = useParams();
  useDocumentTitle('Reader');
  if (!id) return <NotFoundPage />;
  // A new id remounts the view, so per-item state (polling window, mutations) starts fresh.
  return <ReaderView key={id} id={id} />;
}
