import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { useVisitorStatus } from '../../features/auth';
import { paths } from '../../lib/paths';

/** `/` → /home when signed in, /login otherwise (query string kept, e.g. for `assign`). */
export function IndexRedirect() {
  const status = useVisitorStatus();
  const { search } = useLocation();
  switch (status) {
    case 'pending':
      return <PageLoading />;
    case 'valid':
      return <Navigate replace to={{ pathname: paths.landing, search }} />;
    case 'invalid':
      return <Navigate replace to={{ pathname: paths.login, search }} />;
  }
}
