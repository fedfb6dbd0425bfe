import { useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { NotFoundPage } from './not-found-page';

/** True when the browser loaded this document at `href` (not reached it by client routing). */
function loadedHere(href: string): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry?.name === href;
}

/**
 * Paths the server renders itself (/share/…, /sharedlists/…: public pages): reached by client
 * routing — after logging in or signing up from one of them — the browser loads them from the
 * server. A document the server already answered here (an address it does not know) is a 404.
 */
export function ServerPage() {
  const location = useLocation();
  const href = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
  if (loadedHere(href)) return <NotFoundPage />;
  window.location.replace(href);
  return <PageLoading />;
}
