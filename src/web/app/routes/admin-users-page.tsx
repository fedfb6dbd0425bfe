import { AdminUsers } from '../../features/admin/page';
import { useDocumentTitle } from './use-document-title';

/** `/admin/users`: administrators grant Premium, Admin and Pilot (docs/PRODUCT.md §10.4). */
export function AdminUsersPage() {
  useDocumentTitle('Users · Admin');
  return <AdminUsers />;
}
