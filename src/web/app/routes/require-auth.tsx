import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import {
  useInstanceInfo,
  useVisitorStatus,
  useVisitorStore,
  useVisitorUser,
} from '../../features/auth';
import { useFlag } from '../../features/flags';
import { loginRedirectPath, paths } from '../../lib/paths';

/**
 * Guard for pages that require authentication (docs/PRODUCT.md §2 redirect rules):
 * pending → quiet loading; invalid → /login?src=web-auth&utm_source=<path+query>;
 * learn-more rule → /learn-more when the instance requires federated login and the account is not
 * federated, or when the `forceFxaRedirect` flag is active (federated accounts are not exempt then).
 */
export function RequireAuth() {
  const status = useVisitorStatus();
  const user = useVisitorUser();
  const location = useLocation();
  const instance = useInstanceInfo();
  const forced = useFlag('forceFxaRedirect');
  const loggedOutHere = useVisitorStore((s) => s.loggedOutHere);

  if (status === 'pending') return <PageLoading />;
  if (status === 'invalid' || !user) {
    // Right after "Log out" the login page needs no return address.
    if (loggedOutHere) return <Navigate replace to={paths.login} />;
    return (
      <Navigate
        replace
        to={loginRedirectPath('web-auth', `${location.pathname}${location.search}`)}
      />
    );
  }
  if (forced) return <Navigate replace to={paths.learnMore} />;
  // Only the first answer is waited for: without one (offline, paused or failed once) the
  // page shows, with its offline copies (docs/OFFLINE.md); a refetch after an error would
  // otherwise unmount the page each time it starts.
  const waiting = instance.fetchStatus !== 'paused' && instance.errorUpdateCount === 0;
  if (instance.isPending && waiting) return <PageLoading />;
  if (instance.data?.requireFederatedLogin && !user.isFxa) {
    return <Navigate replace to={paths.learnMore} />;
  }
  return <Outlet />;
}
