import { AdminUsers } from '../../features/admin/page';
import { useDocumentTitle } from './use-document-title';

/** `/admin/users`: administrators grant Premium, Admin and Pilot (issue 5). */
export function AdminUsersPage() {
  useDocumentTitle('Users · Admin');
  return <AdminUsers />;
}
