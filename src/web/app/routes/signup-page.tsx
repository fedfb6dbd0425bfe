import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { useVisitorStatus } from '../../features/auth';
import { AuthCard, SignupForm } from '../../features/auth/forms';
import { paths, returnPathFrom } from '../../lib/paths';
import { useDocumentTitle } from './use-document-title';

/**
 * `/signup`: creates an account, then goes where the visitor was headed (`utm_source`, a
 * same-origin path kept from /login, e.g. an app's consent page), else /saves.
 */
export function SignupPage() {
  useDocumentTitle('Sign up');
  const status = useVisitorStatus();
  const location = useLocation();
  const [search] = useSearchParams();

  if (status === 'pending') return <PageLoading />;
  if (status === 'valid') return <Navigate replace to={returnPathFrom(search)} />;

  return (
    <AuthCard
      title="Create your Satchel"
      subtitle="Save anything from the web and read it later, calmly."
      footer={
        <>
          Already have an account?{' '}
          <Link to={{ pathname: paths.login, search: location.search }}>Log in</Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
