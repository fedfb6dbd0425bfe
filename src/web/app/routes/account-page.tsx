import { AccountSettings } from '../../features/account';
import { useDocumentTitle } from './use-document-title';

/** `/account`: profile, sign-in details, the user's data and the danger zone. */
export function AccountPage() {
  useDocumentTitle('Account settings');
  return <AccountSettings />;
}
