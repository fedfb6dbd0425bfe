import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { AppShell } from './layout/app-shell';
import { RootLayout } from './layout/root-layout';
import { SavesLayout } from './layout/saves-layout';
import { IndexRedirect } from './routes/index-redirect';
import { LearnMorePage } from './routes/learn-more-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { discoverRoutes } from './routes/discover-routes';
import { RequireAuth } from './routes/require-auth';
import { SavesPage } from './routes/saves-page';
import { SavesPermalink } from './routes/saves-permalink';
import { ServerPage } from './routes/server-page';

// Each page but /saves (the start page) is its own chunk: /saves does not pay for their code.
const TagsPage = lazy(() =>
  import('./routes/tags-page').then((module) => ({ default: module.TagsPage })),
);
const TagsTagPage = lazy(() =>
  import('./routes/tags-tag-page').then((module) => ({ default: module.TagsTagPage })),
);
const LoginPage = lazy(() =>
  import('./routes/login-page').then((module) => ({ default: module.LoginPage })),
);
const SignupPage = lazy(() =>
  import('./routes/signup-page').then((module) => ({ default: module.SignupPage })),
);
const ReaderPage = lazy(() =>
  import('./routes/reader-page').then((module) => ({ default: module.ReaderPage })),
);
const PremiumPage = lazy(() =>
  import('./routes/premium-page').then((module) => ({ default: module.PremiumPage })),
);
const SearchPage = lazy(() =>
  import('./routes/search-page').then((module) => ({ default: module.SearchPage })),
);
const ListsPage = lazy(() =>
  import('./routes/lists-page').then((module) => ({ default: module.ListsPage })),
);
const ListPage = lazy(() =>
  import('./routes/list-page').then((module) => ({ default: module.ListPage })),
);
const AdminUsersPage = lazy(() =>
  import('./routes/admin-users-page').then((module) => ({ default: module.AdminUsersPage })),
);
const AccountPage = lazy(() =>
  import('./routes/account-page').then((module) => ({ default: module.AccountPage })),
);
const ConnectedAppsPage = lazy(() =>
  import('./routes/connected-apps-page').then((module) => ({ default: module.ConnectedAppsPage })),
);
const ImportPage = lazy(() =>
  import('./routes/import-page').then((module) => ({ default: module.ImportPage })),
);
const HomePage = lazy(() =>
  import('./routes/home-page').then((module) => ({ default: module.HomePage })),
);
const FeedsPage = lazy(() =>
  import('./routes/feeds-page').then((module) => ({ default: module.FeedsPage })),
);
const OAuthAuthorizePage = lazy(() =>
  import('./routes/oauth-authorize-page').then((module) => ({
    default: module.OAuthAuthorizePage,
  })),
);
const SaveLinkPage = lazy(() =>
  import('../features/save-link/page').then((module) => ({ default: module.SaveLinkPage })),
);
const AdminCorpusPage = lazy(() =>
  import('./routes/admin-corpus-page').then((module) => ({ default: module.AdminCorpusPage })),
);
const AdminModerationPage = lazy(() =>
  import('./routes/admin-moderation-page').then((module) => ({
    default: module.AdminModerationPage,
  })),
);

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/**
 * Route table. Pages under <RequireAuth> are the ones "flagged as requiring authentication"
 * (docs/PRODUCT.md §2): every /saves route, the reader and the permanent link. Matched by
 * React Router's declarative mode (`useRoutes` under main.tsx's BrowserRouter), not its data
 * router: no route has a loader or an action, and the data router's code was 15 KB gzip of /saves'
 * first load (docs/DECISIONS.md §24.5.1). Its error elements are error boundaries here
 * (route-error-boundary.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page that throws (most often its code failing to load offline or after an update)
        // shows the error page inside the root layout, with the offline banner still above it.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <IndexRedirect /> },
          { path: 'login', element: page(<LoginPage />) },
          { path: 'signup', element: page(<SignupPage />) },
          { path: 'learn-more', element: <LearnMorePage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { path: 'home', element: page(<HomePage />) },
                  {
                    path: 'saves',
                    element: <SavesLayout />,
                    children: [
                      { index: true, element: <SavesPage /> },
                      { path: 'search', element: page(<SearchPage />) },
                      { path: 'tags', element: page(<TagsPage />) },
                      { path: 'tags/:tag', element: page(<TagsTagPage />) },
                      { path: 'tags/:tag/:filter', element: page(<TagsTagPage />) },
                      { path: ':section', element: <SavesPage /> },
                      { path: ':section/:filter', element: <SavesPage /> },
                    ],
                  },
                  {
                    path: 'lists',
                    element: <SavesLayout />,
                    children: [
                      { index: true, element: page(<ListsPage />) },
                      { path: ':externalId', element: page(<ListPage />) },
                    ],
                  },
                  { path: 'premium', element: page(<PremiumPage />) },
                  { path: 'account', element: page(<AccountPage />) },
                  { path: 'account/apps', element: page(<ConnectedAppsPage />) },
                  { path: 'import', element: page(<ImportPage />) },
                  { path: 'feeds', element: page(<FeedsPage />) },
                  // Corpus search (st=all); Pocket's st=saves goes on to /saves/search.
                  { path: 'search', element: page(<SearchPage />) },
                  { path: 'admin/users', element: page(<AdminUsersPage />) },
                  { path: 'admin/moderation', element: page(<AdminModerationPage />) },
                  { path: 'admin/corpus', element: page(<AdminCorpusPage />) },
                ],
              },
              { path: 'library', element: <SavesPermalink /> },
              {
                path: 'read/:id',
                element: page(<ReaderPage />),
              },
              // Pocket's /save links, the bookmarklet's small window and the share target: no app shell.
              { path: 'save', element: page(<SaveLinkPage />) },
              // A third-party app's consent page (Pocket's OAuth): no app shell, like the login card.
              { path: 'auth/authorize', element: page(<OAuthAuthorizePage />) },
            ],
          },
          discoverRoutes,
          // The public pages are server-rendered: a return there after login is a full page load.
          { path: 'sharedlists/*', element: <ServerPage /> },
          { path: 'share/*', element: <ServerPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The page of the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
