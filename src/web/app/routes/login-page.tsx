import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { useVisitorStatus } from '../../features/auth';
import { AccountDeletedNotice, isAccountDeletedSource } from '../../features/account/notice';
import { AuthCard, LoginForm } from '../../features/auth/forms';
import { paths, returnPathFrom } from '../../lib/paths';
import { useDocumentTitle } from './use-document-title';

/**
 * `/login`: honours `src` and `utm_source` (a same-origin return path, else /saves); after an
 * account deletion (`src=web-delete-success`) it says so above the form.
 */
export function LoginPage() {
  useDocumentTitle('Log in');
  const status = useVisitorStatus();
  const [search] = useSearchParams();
  const location = useLocation();

  if (status === 'pending') return <PageLoading />;
  if (status === 'valid') return <Navigate replace to={returnPathFrom(search)} />;

  return (
    <AuthCard
      title="Log in to Satchel"
      subtitle="Welcome back. Your reading is right where you left it."
      footer={
        <>
          New to Satchel?{' '}
          <Link to={{ pathname: paths.signup, search: location.search }}>Create an account</Link>
        </>
      }
    >
      {isAccountDeletedSource(search) ? <AccountDeletedNotice /> : null}
      <LoginForm />
    </AuthCard>
  );
}
