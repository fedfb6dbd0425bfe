import { BookmarkPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { isUnauthenticated } from '../../../lib/graphql-client';
import { loginRedirectPath } from '../../../lib/paths';
import { useSavedItems } from '../api/get-saved-items';
import type { SavedItemsView } from '../api/get-saved-items';
import { SavedItemCard, SavedItemSkeleton } from './saved-item-card';
import styles from './saves-list.module.css';

/** A list of saves for one view with loading, empty, error and "Load more". */
export function SavesList({ view }: { view: SavedItemsView }) {
  const query = useSavedItems(view);
  const unauthenticated = isUnauthenticated(query.error);

  useEffect(() => {
    if (!unauthenticated) return;
    // Spec §2: a 401 in a saved-items response sends the browser to login (source web-reauth).
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginRedirectPath('web-reauth', here));
  }, [unauthenticated]);

  if (query.isPending || unauthenticated) {
    return (
      <div className={styles.list} aria-busy="true" aria-label="Loading saves">
        {Array.from({ length: 6 }, (_, i) => (
          <SavedItemSkeleton key={i} />
        ))}
      </div>
    );
  }

  const data = query.data;
  if (!data) {
    return (
      <ErrorState
        title="We couldn't load your saves"
        message={query.error?.message ?? 'Please try again.'}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BookmarkPlus size={28} aria-hidden />}
        title="Your saves will show up here"
      >
        <p>Paste the address of an article or page above and press Save to keep your first one.</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label="Saves">
        {items.map((item) => (
          <li key={item.id}>
            <SavedItemCard item={item} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p className={styles.moreError} role="alert">
          Could not load more saves. {query.error?.message}
        </p>
      ) : null}
    </>
  );
}
