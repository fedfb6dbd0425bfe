import { AdminModeration } from '../../features/moderation/page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/admin/moderation`: administrators review reported lists and hide or restore them
 * (docs/PRODUCT.md §10.3).
 */
export function AdminModerationPage() {
  useDocumentTitle('Moderation · Admin');
  return <AdminModeration />;
}
