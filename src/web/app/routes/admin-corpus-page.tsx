import { CorpusAdmin } from '../../features/discovery/corpus-admin/page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/admin/corpus`: administrators and curators review prospects, manage the instance feeds,
 * browse the corpus and see the topic models (docs/PRODUCT.md §10.11).
 */
export function AdminCorpusPage() {
  useDocumentTitle('Corpus · Admin');
  return <CorpusAdmin />;
}
