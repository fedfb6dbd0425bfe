/**
 * The inbox (docs/PRODUCT.md §10.10): a view's entries newest first, 30 at a time with infinite
 * scroll and a "Load more" button; "Unseen only"; "Mark all as seen". An entry turns seen when it
 * is opened, or when it has been scrolled past (batched into one request every moment). j / k
 * move the selection (and the focus, so the entry is announced), o or Enter opens (the reader, or
 * the original when the page could not be read), s saves, m toggles seen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Rss, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { isNetworkFailure } from '../../../lib/graphql-client';
import { bindingsFor } from '../../../lib/shortcuts/catalog';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import { showToast } from '../../../lib/toast';
import { fetchAllUnseenIds, useInbox } from '../api/get-feed-items';
import type { FeedEntry } from '../api/get-feed-items';
import type { FeedSubscription } from '../api/get-feeds';
import { feedsKeys } from '../api/query-keys';
import type { InboxView } from '../api/query-keys';
import { useSaveEntry } from '../api/save-entry';
import { sendEntriesSeen } from '../api/set-entries-seen';
import { stepSelection } from '../state/entry-selection';
import { scrolledPast } from '../state/inbox-view';
import { createSeenBatcher } from '../state/seen-batcher';
import { useOnline } from '../state/use-online';
import { entryReaderPath } from '../state/reader-links';
import { EntryRow } from './entry-row';
import { FeedManage } from './feed-manage';
import styles from './inbox.module.css';

export interface InboxProps {
  view: InboxView;
  /** The selected subscription (null for All feeds). */
  feed: FeedSubscription | null;
  /** Every subscription, for the view's counts. */
  feeds: readonly FeedSubscription[];
  onViewChange: (view: InboxView) => void;
  /** A poll was asked for: watch the list for a while. */
  onWatch: () => void;
  /** A poll is awaited: the view is read again every few seconds. */
  watching: boolean;
}

function InboxSkeleton() {
  return (
    <ul className={styles.entries} aria-busy="true" aria-label="Loading entries">
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className={styles.skeleton} />
      ))}
    </ul>
  );
}

export function Inbox({ view, feed, feeds, onViewChange, onWatch, watching }: InboxProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const inbox = useInbox(view, watching);
  const save = useSaveEntry();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const rows = useRef(new Map<string, HTMLElement>());
  const sentinel = useRef<HTMLDivElement>(null);

  const entries = useMemo(
    () => inbox.data?.pages.flatMap((page) => page.entries) ?? [],
    [inbox.data],
  );
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const unread = feed ? feed.unreadCount : feeds.reduce((sum, one) => sum + one.unreadCount, 0);
  const itemCount = feed ? feed.itemCount : feeds.reduce((sum, one) => sum + one.itemCount, 0);
  const title = feed ? feed.title : 'All feeds';

  // Entries scrolled past go seen in batches; what waits goes when the view or page changes.
  const batcher = useMemo(
    () =>
      createSeenBatcher({
        send: (batch) => sendEntriesSeen(queryClient, batch, true),
      }),
    [queryClient],
  );
  useEffect(() => {
    const flush = () => batcher.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [batcher, view.feedId, view.unseenOnly]);

  // A new view starts without a selection.
  useEffect(() => setSelectedId(null), [view.feedId, view.unseenOnly]);

  // New entries came in (a poll finished): load the view again.
  const lastCount = useRef(itemCount);
  useEffect(() => {
    if (itemCount !== lastCount.current) {
      lastCount.current = itemCount;
      void queryClient.invalidateQueries({ queryKey: feedsKeys.inbox(view) });
    }
  }, [itemCount, queryClient, view]);

  const unseenById = useRef(new Map<string, boolean>());
  unseenById.current = new Map(entries.map((entry) => [entry.id, !entry.seen]));

  const observer = useMemo(() => {
    if (typeof IntersectionObserver === 'undefined') return null;
    return new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          const id = (change.target as HTMLElement).dataset.entryId;
          if (id && unseenById.current.get(id) && scrolledPast(change)) batcher.add(id);
        }
      },
      // The sticky header covers the top of the viewport.
      { rootMargin: '-64px 0px 0px 0px' },
    );
  }, [batcher]);
  useEffect(() => () => observer?.disconnect(), [observer]);

  const rowRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      const previous = rows.current.get(id);
      if (previous && previous !== element) observer?.unobserve(previous);
      if (element) {
        rows.current.set(id, element);
        observer?.observe(element);
      } else rows.current.delete(id);
    },
    [observer],
  );

  // Infinite scroll: the next page loads as the end comes near.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = inbox;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const near = new IntersectionObserver(
      (changes) => {
        if (changes.some((change) => change.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '600px 0px' },
    );
    near.observe(element);
    return () => near.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const markSeen = (entry: FeedEntry, seen: boolean) => {
    if (!seen) batcher.remove(entry.id);
    void sendEntriesSeen(queryClient, [entry.id], seen).catch(() => undefined);
  };

  const open = (entry: FeedEntry, how: 'keyboard' | 'click') => {
    setSelectedId(entry.id);
    if (!entry.seen) markSeen(entry, true);
    if (how === 'click') return;
    const readerTo = entryReaderPath(entry, view);
    if (readerTo) void navigate(readerTo);
    else window.open(entry.url, '_blank', 'noopener,noreferrer');
  };

  const select = (id: string | null) => {
    setSelectedId(id);
    if (id === null) return;
    const element = rows.current.get(id);
    if (element) {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'nearest' });
    }
  };

  const move = (delta: 1 | -1) => {
    const step = stepSelection(ids, selectedId, delta, Boolean(hasNextPage));
    select(step.id);
    if (step.loadMore && !isFetchingNextPage) {
      void fetchNextPage().then((result) => {
        const next = result.data?.pages.flatMap((page) => page.entries)[ids.length];
        if (next) requestAnimationFrame(() => select(next.id));
      });
    }
  };

  const current = entries.find((entry) => entry.id === selectedId);
  const onCurrent = current
    ? {
        'feed-open': () => open(current, 'keyboard'),
        'feed-save': () => save.mutate(current),
        'feed-seen': () => markSeen(current, !current.seen),
      }
    : {};
  // Enter belongs to the focused control (a link or button in a row): it opens the entry only
  // when the row itself has the focus, in the row's own key handler below.
  useShortcuts(
    bindingsFor({
      'feed-next': () => move(1),
      'feed-previous': () => move(-1),
      ...onCurrent,
    }).filter((binding) => binding.keys !== 'Enter'),
  );

  const markAll = async () => {
    setMarkingAll(true);
    try {
      batcher.flush();
      let unseen: string[];
      try {
        unseen = await fetchAllUnseenIds(view);
      } catch (error) {
        showToast({
          tone: 'error',
          message:
            error instanceof Error && error.message
              ? error.message
              : 'Could not mark the entries as seen.',
        });
        return;
      }
      // sendEntriesSeen shows its own error toast and rolls back.
      if (unseen.length > 0) await sendEntriesSeen(queryClient, unseen, true);
      showToast({
        message:
          unseen.length === 0
            ? 'Nothing left to mark'
            : `Marked ${unseen.length} ${unseen.length === 1 ? 'entry' : 'entries'} as seen`,
      });
    } catch {
      // Already said by sendEntriesSeen.
    } finally {
      setMarkingAll(false);
    }
  };

  let body;
  if (inbox.isPending) {
    body = <InboxSkeleton />;
  } else if (inbox.isError && entries.length === 0) {
    body = isNetworkFailure(inbox.error) ? (
      <ErrorState
        title="You're offline"
        message="The inbox needs the server. It loads again when you are back online."
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isRefetching}
      />
    ) : (
      <ErrorState
        message={inbox.error.message || 'The inbox could not be loaded.'}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isRefetching}
      />
    );
  } else if (entries.length === 0) {
    body =
      feed?.status === 'PENDING' ? (
        <EmptyState icon={<Spinner size={24} />} title="Checking for entries">
          <p>
            <bdi>{feed.title}</bdi> is being read for the first time. Its entries appear here in a
            moment.
          </p>
        </EmptyState>
      ) : (
        <EmptyState icon={<CheckCheck size={28} aria-hidden />} title="Nothing new">
          <p>
            {view.unseenOnly && itemCount > 0
              ? 'You have seen every entry here.'
              : 'New entries appear here as the feeds publish them.'}
          </p>
          {view.unseenOnly && itemCount > 0 ? (
            <Button
              variant="secondary"
              onClick={() => onViewChange({ ...view, unseenOnly: false })}
            >
              Show seen entries too
            </Button>
          ) : null}
        </EmptyState>
      );
  } else {
    body = (
      <>
        <ul className={styles.entries} aria-label={`Entries of ${title}`}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target === rows.current.get(entry.id)) {
                  event.preventDefault();
                  open(entry, 'keyboard');
                }
              }}
            >
              <EntryRow
                ref={rowRef(entry.id)}
                entry={entry}
                readerTo={entryReaderPath(entry, view)}
                selected={entry.id === selectedId}
                saving={save.isPending && save.variables?.id === entry.id}
                onOpen={(opened) => open(opened, 'click')}
                onSave={(saved) => save.mutate(saved)}
                onToggleSeen={(toggled) => markSeen(toggled, !toggled.seen)}
                onSelect={(selected) => setSelectedId(selected.id)}
              />
            </li>
          ))}
        </ul>
        <div ref={sentinel} className={styles.more}>
          {hasNextPage ? (
            <Button
              variant="secondary"
              busy={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              Load more
            </Button>
          ) : (
            <p className={styles.end}>That is everything{view.unseenOnly ? ' unseen' : ''}.</p>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.inbox} aria-labelledby="feeds-inbox-title">
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id="feeds-inbox-title" className={styles.title} dir="auto">
            {title}
          </h2>
          <p className={styles.count}>
            {unread === 0 ? 'Nothing unseen' : `${unread} unseen`}
            {feed?.siteUrl ? (
              <>
                {' · '}
                <a href={feed.siteUrl} target="_blank" rel="noopener noreferrer">
                  Visit site
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className={styles.controls}>
          <span className={styles.toggle}>
            <Switch
              id="feeds-unseen-only"
              checked={view.unseenOnly}
              label="Unseen only"
              onCheckedChange={(checked) => onViewChange({ ...view, unseenOnly: checked })}
            />
            <label htmlFor="feeds-unseen-only" aria-hidden="true">
              Unseen only
            </label>
          </span>
          <Button
            variant="secondary"
            icon={<CheckCheck size={16} aria-hidden />}
            busy={markingAll}
            disabled={unread === 0 && !entries.some((entry) => !entry.seen)}
            onClick={() => void markAll()}
          >
            Mark all as seen
          </Button>
          {feed ? (
            <FeedManage
              feed={feed}
              onRefreshed={onWatch}
              onUnsubscribed={() => onViewChange({ ...view, feedId: null })}
            />
          ) : null}
        </div>
        {feed && (feed.status === 'FAILING' || feed.status === 'BROKEN') ? (
          <p className={styles.feedError}>
            <Rss size={14} aria-hidden />
            {feed.status === 'BROKEN' ? 'This feed is broken' : 'This feed is failing'}
            {feed.error ? `: ${feed.error}` : ''}. Satchel keeps trying, less often.
          </p>
        ) : null}
      </header>
      {!online ? (
        <p className={styles.offline} role="status">
          <WifiOff size={16} aria-hidden />
          You are offline: these are the entries already loaded. New ones come when you are back.
        </p>
      ) : null}
      {body}
    </section>
  );
}
