import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { DiscoverLayout } from '../layout/discover-layout';

// Discover and the topic pages share one chunk (features/discover/page.ts).
const DiscoverPage = lazy(() =>
  import('./discover-page').then((module) => ({ default: module.DiscoverPage })),
);
const DiscoverTopicPage = lazy(() =>
  import('./discover-topic-page').then((module) => ({ default: module.DiscoverTopicPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/**
 * `/discover`, `/discover/<slug>` and Pocket's `/explore`, `/explore/<slug>`: public pages,
 * outside RequireAuth; DiscoverLayout puts them in the app shell for a signed-in reader.
 */
export const discoverRoutes: RouteObject = {
  element: <DiscoverLayout />,
  children: [
    { path: 'discover', element: page(<DiscoverPage />) },
    { path: 'discover/:slug', element: page(<DiscoverTopicPage />) },
    { path: 'explore', element: page(<DiscoverPage />) },
    { path: 'explore/:slug', element: page(<DiscoverTopicPage />) },
  ],
};
