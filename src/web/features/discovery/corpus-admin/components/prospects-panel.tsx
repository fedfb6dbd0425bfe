/**
 * The Prospects tab: the queue of items waiting for a decision, newest first, each with
 * Approve, Reject and Edit (also a, r and e on the focused card; j and k move between cards),
 * and a form to add a URL by hand. A decision takes the card away at once, with Undo in its
 * toast; focus moves to the next card so a curator can keep going from the keyboard.
 */
import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminLoadMore } from '../../../../components/ui/admin-page';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryErrorState } from '../../../../components/ui/error-state';
import { useCorpusItems } from '../api/corpus-items';
import { useCorpusTopics } from '../api/corpus-overview';
import type { CorpusOverview } from '../api/corpus-overview';
import { useReviewCorpusItem } from '../api/review-corpus-item';
import { itemsOf } from '../state/corpus-items-cache';
import type { CorpusItemRow } from '../state/corpus-items-cache';
import type { CorpusFilters, ItemState } from '../state/corpus-url';
import { AddUrlForm } from './add-url-form';
import styles from './corpus-admin.module.css';
import { EditItemDialog } from './edit-item-dialog';
import { ProspectCard } from './prospect-card';
import { SkeletonCards } from './skeleton-cards';
import { StarterOffer } from './starter-offer';

const PROSPECTS: CorpusFilters = { state: 'PROSPECT' };

const isEmptyInstance = (overview: CorpusOverview) =>
  overview.feeds === 0 &&
  overview.approved === 0 &&
  overview.rejected === 0 &&
  overview.starterFeedsAvailable > overview.starterFeedsLoaded;

export function ProspectsPanel({ overview }: { overview: CorpusOverview | undefined }) {
  const query = useCorpusItems(PROSPECTS);
  const topics = useCorpusTopics();
  const review = useReviewCorpusItem();
  const [editing, setEditing] = useState<CorpusItemRow | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ id: string; index: number } | null>(null);
  const items = itemsOf(query.data);

  // Once a decided card is gone, focus the one that took its place (or the new last one).
  useEffect(() => {
    if (!focusAfter || items.some((item) => item.id === focusAfter.id)) return;
    const cards = list.current?.querySelectorAll<HTMLElement>('[data-prospect]') ?? [];
    cards[Math.min(focusAfter.index, cards.length - 1)]?.focus();
    setFocusAfter(null);
  }, [focusAfter, items]);

  const decide = (item: CorpusItemRow, decision: ItemState, index: number) => {
    // Focus moves on only when it was in the list (a card or one of its buttons).
    const hadFocus = list.current?.contains(document.activeElement) === true;
    review.mutate({ item, decision });
    if (hadFocus) setFocusAfter({ id: item.id, index });
  };

  const move = (index: number) => {
    const cards = list.current?.querySelectorAll<HTMLElement>('[data-prospect]') ?? [];
    cards[Math.max(0, Math.min(index, cards.length - 1))]?.focus();
  };

  let body;
  if (query.isPending) {
    body = <SkeletonCards label="Loading prospects" />;
  } else if (!query.data) {
    body = <QueryErrorState title="We couldn't load the prospects" query={query} />;
  } else if (items.length === 0 && overview && isEmptyInstance(overview)) {
    // An instance with no corpus at all: the first thing to offer is the starter set.
    body = <StarterOffer count={overview.starterFeedsAvailable - overview.starterFeedsLoaded} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={<Inbox size={28} aria-hidden />} title="No prospects to review">
        <p>
          New prospects arrive from instance feeds set to “Review first”, public lists, links many
          people here save or follow, and URLs you add above.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <p className={styles.keys} id="prospect-keys">
          On a focused card: <kbd>a</kbd> approve, <kbd>r</kbd> reject, <kbd>e</kbd> edit,{' '}
          <kbd>j</kbd> and <kbd>k</kbd> next and previous.
        </p>
        <div className={styles.cards} ref={list}>
          {items.map((item, index) => (
            <ProspectCard
              key={item.id}
              item={item}
              topics={topics.data}
              onDecide={(decision) => decide(item, decision, index)}
              onEdit={() => setEditing(item)}
              onMove={(step) => move(index + step)}
            />
          ))}
        </div>
        <AdminLoadMore
          query={query}
          label="Load more prospects"
          failure="The next prospects did not load"
        />
      </>
    );
  }

  return (
    <>
      <AddUrlForm topics={topics.data} />
      {body}
      <EditItemDialog item={editing} topics={topics.data} onClose={() => setEditing(null)} />
    </>
  );
}
