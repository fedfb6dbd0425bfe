import { ConnectedApps } from '../../features/connected-apps';
import { useDocumentTitle } from './use-document-title';

/** `/account/apps`: the apps and tokens that can act for the user, and "Disconnect". */
export function ConnectedAppsPage() {
  useDocumentTitle('Connected apps');
  return <ConnectedApps />;
}
