/**
 * The start page's first query, asked for at boot beside the sign-in check (docs/DECISIONS.md
 * §24.5.1): a saves view's first page or the reader's item would otherwise wait for `GET
 * /v3/getuser`, then for the page to render. The queries are the pages' own (savedItemsQuery,
 * readerItemQuery: same key, variables and queryFn, offline copies included, docs/OFFLINE.md), so
 * the page finds the answer, or the request in flight, and does not ask again.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useVisitorStore, visitorMayBeSignedIn } from '../features/auth';
import { readerItemQuery } from '../features/reader';
import { getSortOrder, savedItemsQuery, savedItemsViewOf, viewFromPath } from '../features/saves';

/** The id of `/read/:id` as React Router hands it to the reader page (decoded), or null. */
function readerIdFromPath(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== 2 || parts[0] !== 'read') return null;
  try {
    return decodeURIComponent(parts[1]!);
  } catch {
    return parts[1]!;
  }
}

/** Starts the page's first query for this address; its key, or null when it has none. */
function startFirstQuery(
  client: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): { queryKey: QueryKey; settled: Promise<void> } | null {
  const view = viewFromPath(pathname);
  // `?pl_i=` sends the saves page on to the reader (saves-page.tsx): its list is not shown.
  if (view && !new URLSearchParams(search).get('pl_i')?.trim()) {
    const query = savedItemsQuery(savedItemsViewOf(view, getSortOrder(view.section)));
    return { queryKey: query.queryKey, settled: client.prefetchInfiniteQuery(query) };
  }
  const readerId = readerIdFromPath(pathname);
  if (readerId) {
    // The reader's code too: the lazy route would ask for it only once the sign-in check has
    // answered, and then the page waited for it rather than for its data (~0.4 s on slow 4G).
    void import('./routes/reader-page').catch(() => undefined);
    const query = readerItemQuery(readerId);
    return { queryKey: query.queryKey, settled: client.prefetchQuery(query) };
  }
  return null;
}

/**
 * Prefetches the first query of the page at `location`, next to `visitorResolved` (bootVisitor).
 * Once both are done, an answer no page has taken is dropped when the visitor is not signed in
 * (nothing of a signed-out start stays cached for the person who signs in next) or when it is an
 * error (a 401 or a failure then does not stand in for the page's own request after sign-in).
 * Resolves when that is decided.
 */
export async function prefetchStartPage(
  client: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  visitorResolved: Promise<void>,
): Promise<void> {
  // A browser without a session cookie is signed out (bootVisitor does not even ask): no data.
  if (!visitorMayBeSignedIn()) return;
  const started = startFirstQuery(client, location);
  if (!started) return;
  const { queryKey, settled } = started;
  await Promise.allSettled([settled, visitorResolved]);
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query || query.getObserversCount() > 0) return;
  const signedIn = useVisitorStore.getState().status === 'valid';
  if (!signedIn || query.state.status === 'error') client.removeQueries({ queryKey, exact: true });
}
