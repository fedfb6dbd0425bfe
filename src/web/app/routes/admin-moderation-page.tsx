import { AdminModeration } from '../../features/moderation/page';
import { useDocumentTitle } from './use-document-title';

/** `/admin/moderation`: administrators review reported lists and hide or restore them (issue 7). */
export function AdminModerationPage() {
  useDocumentTitle('Moderation · Admin');
  return <AdminModeration />;
}
