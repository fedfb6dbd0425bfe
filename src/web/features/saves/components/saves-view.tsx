import { Archive, BookmarkPlus, FileText, Highlighter, Star, Tag, Video } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Button } from '../../../components/ui/button';
import { isUnauthenticated } from '../../../lib/graphql-client';
import { loginRedirectPath } from '../../../lib/paths';
import { SaveBookmarklet } from '../../save-link/bookmarklet';
import { useSavedItems } from '../api/get-saved-items';
import { useLoadPrevious } from '../api/use-load-previous';
import { usePendingPoll } from '../api/use-pending-poll';
import { useListMode, useSortOrder } from '../state/display-prefs';
import { savedItemsViewOf, sectionById } from '../state/views';
import type { SavesView as SavesViewModel, SectionId } from '../state/views';
import { SaveUrlForm } from './save-url-form';
import { SavedItemSkeleton } from './saved-item-skeleton';
import { SavesHeader } from './saves-header';
import styles from './saves-view.module.css';
import { ViewTabs } from './view-tabs';
import { VirtualCards } from './virtual-cards';

const EMPTY_ICONS: Record<SectionId, ReactNode> = {
  saves: <BookmarkPlus size={28} aria-hidden />,
  archive: <Archive size={28} aria-hidden />,
  favorites: <Star size={28} aria-hidden />,
  highlights: <Highlighter size={28} aria-hidden />,
  articles: <FileText size={28} aria-hidden />,
  videos: <Video size={28} aria-hidden />,
  tags: <Tag size={28} aria-hidden />,
};

/** One saves view: header, sub-filter tabs, then the cards with loading, empty and error states. */
export function SavesView({ view }: { view: SavesViewModel }) {
  const sortOrder = useSortOrder(view.section);
  const listMode = useListMode();
  const queryView = useMemo(() => savedItemsViewOf(view, sortOrder), [view, sortOrder]);
  const query = useSavedItems(queryView);
  const unauthenticated = isUnauthenticated(query.error);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);

  usePendingPoll(items);
  useLoadPrevious(queryView, view.section === 'saves' && sortOrder === 'DESC');

  useEffect(() => {
    if (!unauthenticated) return;
    // docs/PRODUCT.md §2: a 401 in a saved-items response sends the browser to login (source
    // web-reauth).
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginRedirectPath('web-reauth', here));
  }, [unauthenticated]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const section = sectionById(view.section);
  let body: ReactNode;
  if (query.isPending || unauthenticated) {
    body = (
      <div className={styles[`skeleton_${listMode}`]} aria-busy="true" aria-label="Loading saves">
        {Array.from({ length: listMode === 'grid' ? 6 : 5 }, (_, i) => (
          <SavedItemSkeleton key={i} mode={listMode} />
        ))}
      </div>
    );
  } else if (!query.data) {
    body = (
      <ErrorState
        title={`We couldn't load ${section.label === 'Saves' ? 'your saves' : section.label}`}
        message={query.error?.message ?? 'Please try again.'}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={EMPTY_ICONS[view.section]} title={section.empty.title}>
        <p>{section.empty.body}</p>
        {view.section === 'saves' ? (
          <p style={{ marginTop: 'var(--space-3)' }}>
            Coming from Pocket or another app? <Link to="/import">Import your saves</Link>
          </p>
        ) : null}
        {view.section === 'saves' ? <SaveBookmarklet variant="inline" /> : null}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {query.data.pages[0]?.fromOfflineCopies ? (
          <p className={styles.more} role="status">
            You&apos;re offline: these are the saves kept on this device for reading offline.
          </p>
        ) : null}
        <VirtualCards
          items={items}
          mode={listMode}
          label={view.title}
          onEndReached={onEndReached}
        />
        {isFetchingNextPage ? (
          <p className={styles.more} role="status">
            Loading more…
          </p>
        ) : null}
        {isFetchNextPageError ? (
          <div className={styles.more} role="alert">
            <p>Could not load more saves.</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Retry
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.view}>
      <SavesHeader view={view} />
      <ViewTabs view={view} />
      {view.section === 'saves' ? (
        <section className={styles.saveForm} aria-label="Save a URL">
          <SaveUrlForm />
        </section>
      ) : null}
      {body}
    </div>
  );
}
