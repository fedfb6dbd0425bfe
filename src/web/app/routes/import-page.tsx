import { Imports } from '../../features/imports';
import { useDocumentTitle } from './use-document-title';

/** `/import`: bring saves from Pocket and other services, and follow each import's progress. */
export function ImportPage() {
  useDocumentTitle('Import');
  return <Imports />;
}
