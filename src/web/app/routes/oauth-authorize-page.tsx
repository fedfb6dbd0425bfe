import { useSearchParams } from 'react-router';
import { OAuthAuthorize } from '../../features/oauth/page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/auth/authorize?request_token=…`: a third-party app's consent page (reference §3.2). The
 * `redirect_uri` in the address is ignored: the server's stored one is where the browser goes.
 */
export function OAuthAuthorizePage() {
  useDocumentTitle('Allow an app');
  const [search] = useSearchParams();
  return <OAuthAuthorize code={search.get('request_token')?.trim() || null} />;
}
