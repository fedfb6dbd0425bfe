import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { SavesView, viewFromPath } from '../../features/saves';
import { TagViewActions } from '../../features/tags';
import { NotFoundPage } from './not-found-page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/saves/tags/{tag}` and `/saves/tags/{tag}/{unread|archive|favorites}`: one tag's saves in
 * the saves view, under the tag's actions (pin, rename, delete). The tag is read from the
 * encoded path, so names with slashes or `%` survive.
 */
export function TagsTagPage() {
  const { pathname } = useLocation();
  const view = useMemo(() => viewFromPath(pathname), [pathname]);
  useDocumentTitle(view?.tag ? `${view.tag} · Tags` : 'Not found');
  if (!view?.tag) return <NotFoundPage />;
  return (
    <>
      <TagViewActions tag={view.tag} subFilter={view.subFilter} />
      <SavesView view={view} />
    </>
  );
}
