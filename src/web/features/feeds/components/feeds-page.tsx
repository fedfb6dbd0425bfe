/**
 * `/feeds` (docs/PRODUCT.md §10.10): on desktop two panes, the subscriptions (with "Add a feed"
 * and OPML) on the left and the inbox on the right; on a phone one pane with a feed picker above
 * the inbox. With no subscriptions yet, a page that says what feeds are, with the add field and
 * OPML import.
 */
import { Rss } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { isNetworkFailure } from '../../../lib/graphql-client';
import { useFeedSubscriptions } from '../api/get-feeds';
import type { FeedSubscription } from '../api/get-feeds';
import type { InboxView } from '../api/query-keys';
import { FEEDS_PATH, searchForView, viewFromSearch } from '../state/inbox-view';
import type { OpmlImportResult } from '../state/opml-result';
import { AddFeedForm } from './add-feed-form';
import { FeedPicker } from './feed-picker';
import { Inbox } from './inbox';
import { OpmlPanel } from './opml-panel';
import { SubscriptionList } from './subscription-list';
import styles from './feeds-page.module.css';

/** After a subscribe or refresh, the list is watched this long for the poll's entries. */
const WATCH_MS = 30_000;

function FeedsSkeleton() {
  return (
    <div className={styles.panes} aria-busy="true">
      <div className={styles.side}>
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className={styles.skeletonLine} />
        ))}
      </div>
      <div className={styles.main}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonCard} />
        ))}
      </div>
      <span className="visually-hidden" role="status">
        Loading your feeds
      </span>
    </div>
  );
}

export function FeedsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = viewFromSearch(search);
  const [watchUntil, setWatchUntil] = useState(0);
  const [opmlResult, setOpmlResult] = useState<OpmlImportResult | null>(null);
  const subscriptions = useFeedSubscriptions(watchUntil);
  const feeds = subscriptions.data ?? [];
  const feed = view.feedId ? (feeds.find((one) => one.id === view.feedId) ?? null) : null;

  const watch = () => setWatchUntil(Date.now() + WATCH_MS);
  // The watch ends on its own, so the inbox stops reading the view again.
  useEffect(() => {
    if (watchUntil === 0) return;
    const timer = setTimeout(() => setWatchUntil(0), Math.max(0, watchUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [watchUntil]);
  const go = (next: InboxView) => void navigate(`${FEEDS_PATH}${searchForView(next)}`);
  const onSubscribed = (subscribed: FeedSubscription) => {
    watch();
    go({ ...view, feedId: subscribed.id });
  };

  let content;
  if (subscriptions.isPending) {
    content = <FeedsSkeleton />;
  } else if (subscriptions.isError && feeds.length === 0) {
    content = (
      <ErrorState
        title={isNetworkFailure(subscriptions.error) ? "You're offline" : undefined}
        message={
          isNetworkFailure(subscriptions.error)
            ? 'Your feeds need the server. They load again when you are back online.'
            : subscriptions.error.message || 'Your feeds could not be loaded.'
        }
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isRefetching}
      />
    );
  } else if (feeds.length === 0) {
    content = (
      <section className={styles.empty} aria-labelledby="feeds-empty-title">
        <div className={styles.emptyIcon} aria-hidden="true">
          <Rss size={28} />
        </div>
        <h2 id="feeds-empty-title" className={styles.emptyTitle}>
          Follow the sites you read
        </h2>
        <p className={styles.emptyText}>
          Most blogs, news sites and podcasts publish a feed: a list of their newest pieces. Follow
          one and its new entries come to this inbox; save the ones you want to keep. Paste a
          site&apos;s address and Satchel finds its feeds, or bring your subscriptions from another
          reader as an OPML file.
        </p>
        <div className={styles.emptyForm}>
          <AddFeedForm onSubscribed={onSubscribed} />
        </div>
        <div className={styles.emptyOpml}>
          <OpmlPanel
            showExport={false}
            result={opmlResult}
            onResult={setOpmlResult}
            onImported={watch}
          />
        </div>
      </section>
    );
  } else {
    content = (
      <div className={styles.panes}>
        <aside className={styles.side} aria-label="Your feeds">
          <AddFeedForm onSubscribed={onSubscribed} />
          <div className={styles.list}>
            <SubscriptionList feeds={feeds} view={view} />
          </div>
          <div className={styles.sideOpml}>
            <h2 className={styles.sideHeading}>OPML</h2>
            <OpmlPanel result={opmlResult} onResult={setOpmlResult} onImported={watch} />
          </div>
        </aside>
        <div className={styles.main}>
          <div className={styles.picker}>
            <FeedPicker
              feeds={feeds}
              feedId={feed ? feed.id : null}
              onChange={(feedId) => go({ ...view, feedId })}
            />
          </div>
          <Inbox
            key={feed?.id ?? 'all'}
            view={{ ...view, feedId: feed ? feed.id : null }}
            feed={feed}
            feeds={feeds}
            onViewChange={go}
            onWatch={watch}
            watching={watchUntil > 0}
          />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Feeds"
        total={
          feeds.length > 0
            ? `${feeds.length} ${feeds.length === 1 ? 'subscription' : 'subscriptions'}`
            : null
        }
      />
      {content}
    </div>
  );
}
