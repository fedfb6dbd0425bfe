import { createBrowserRouter } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RootLayout } from './layout/root-layout';
import { IndexRedirect } from './routes/index-redirect';
import { LearnMorePage } from './routes/learn-more-page';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { RequireAuth } from './routes/require-auth';
import { SavesPage } from './routes/saves-page';
import { SignupPage } from './routes/signup-page';

/**
 * Route table. Pages under <RequireAuth> are the ones "flagged as requiring authentication"
 * (spec §2): every /saves route.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <IndexRedirect /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'learn-more', element: <LearnMorePage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [{ path: 'saves', element: <SavesPage /> }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
