/**
 * The Corpus tab: every corpus item, newest first, filtered by state, topic, source, language
 * and a text search, all kept in the address. Each item can be approved, rejected, put back
 * among the prospects or edited from here too. "Load more" over the cursor.
 */
import { Library } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminLoadMore } from '../../../../components/ui/admin-page';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryErrorState } from '../../../../components/ui/error-state';
import { SearchField } from '../../../../components/ui/search-field';
import { useCorpusItems } from '../api/corpus-items';
import { useCorpusTopics } from '../api/corpus-overview';
import { useReviewCorpusItem } from '../api/review-corpus-item';
import { itemsOf } from '../state/corpus-items-cache';
import type { CorpusItemRow } from '../state/corpus-items-cache';
import { hasFilters, normalizeSearch } from '../state/corpus-url';
import type { CorpusFilters } from '../state/corpus-url';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../../lib/use-debounced-value';
import styles from './corpus-admin.module.css';
import { EditItemDialog } from './edit-item-dialog';
import { ItemFilters } from './item-filters';
import { ItemsTable } from './items-table';
import { SkeletonCards } from './skeleton-cards';

export interface ItemsPanelProps {
  filters: CorpusFilters;
  onFilters: (filters: CorpusFilters) => void;
}

export function ItemsPanel({ filters, onFilters }: ItemsPanelProps) {
  const query = useCorpusItems(filters);
  const topics = useCorpusTopics();
  const review = useReviewCorpusItem();
  const [editing, setEditing] = useState<CorpusItemRow | null>(null);
  const [input, setInput] = useState(filters.search ?? '');
  const search = useDebouncedValue(normalizeSearch(input), SEARCH_DEBOUNCE_MS);
  const items = itemsOf(query.data);
  const total = query.data?.pages[0]?.totalCount;

  // The address follows the search box once typing pauses (and the box follows Back).
  useEffect(() => {
    if ((filters.search ?? '') !== search) onFilters({ ...filters, search: search || undefined });
    // Only a settled search changes the address; a filter change alone must not re-send it.
  }, [search]);
  useEffect(() => {
    setInput((current) =>
      normalizeSearch(current) === (filters.search ?? '') ? current : (filters.search ?? ''),
    );
  }, [filters.search]);

  let body;
  if (query.isPending) {
    body = <SkeletonCards label="Loading corpus items" count={4} />;
  } else if (!query.data) {
    body = <QueryErrorState title="We couldn't load the corpus" query={query} />;
  } else if (items.length === 0) {
    body = hasFilters(filters) ? (
      <div className={styles.noMatch} role="status">
        <p>No corpus items match these filters.</p>
        <Button variant="secondary" onClick={() => onFilters({})}>
          Clear filters
        </Button>
      </div>
    ) : (
      <EmptyState icon={<Library size={28} aria-hidden />} title="The corpus is empty">
        <p>Add instance feeds or URLs; their articles show up here.</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ItemsTable
          items={items}
          topics={topics.data}
          busy={query.isFetching && !query.isFetchingNextPage}
          onDecide={(item, decision) => review.mutate({ item, decision })}
          onEdit={setEditing}
        />
        <AdminLoadMore
          query={query}
          label="Load more items"
          failure="The next items did not load"
        />
      </>
    );
  }

  return (
    <>
      <div className={styles.filterBar}>
        <SearchField
          className={styles.search}
          label="Search the corpus"
          placeholder="Search titles and URLs"
          value={input}
          onChange={setInput}
        />
        <ItemFilters filters={filters} topics={topics.data} onFilters={onFilters} />
      </div>
      {total !== undefined ? (
        <p className={styles.count} role="status">
          {total} item{total === 1 ? '' : 's'}
          {hasFilters(filters) ? ' match' + (total === 1 ? 'es' : '') : ' in the corpus'}
        </p>
      ) : null}
      {body}
      <EditItemDialog item={editing} topics={topics.data} onClose={() => setEditing(null)} />
    </>
  );
}
