import { useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { SavesView, viewFromPath } from '../../features/saves';
import { NotFoundPage } from './not-found-page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/saves`, `/saves/<section>` and `/saves/<section>/<sub-filter>`: one saves view. `?pl_i=<id>`
 * (Pocket's permanent link) opens that item in the reader instead.
 */
export function SavesPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const view = useMemo(() => viewFromPath(pathname), [pathname]);
  useDocumentTitle(view?.title ?? 'Not found');
  const permalink = search.get('pl_i')?.trim();
  if (permalink) return <Navigate replace to={`/read/${encodeURIComponent(permalink)}`} />;
  if (!view) return <NotFoundPage />;
  return <SavesView view={view} />;
}
