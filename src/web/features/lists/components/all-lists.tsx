/**
 * All Lists (/lists, docs/PRODUCT.md §2 "All Lists page", §4): the user's lists newest first (a
 * toggle shows the oldest first), each a card; loading, empty (with Create List) and error states.
 */
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ListTodo, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import layout from '../../../components/ui/page-layout.module.css';
import segmented from '../../../components/ui/segmented.module.css';
import { useShareableLists } from '../api/get-shareable-lists';
import { openCreateList } from '../state/list-dialogs-store';
import { DEFAULT_LIST_SORT, sortLists } from '../state/list-sort';
import type { ListSortOrder } from '../state/list-sort';
import styles from './all-lists.module.css';
import { ListCard } from './list-card';

const SORTS = [
  { order: 'DESC', label: 'Newest', icon: <ArrowDownWideNarrow size={16} aria-hidden /> },
  { order: 'ASC', label: 'Oldest', icon: <ArrowUpNarrowWide size={16} aria-hidden /> },
] as const;

export function AllLists() {
  const query = useShareableLists();
  const [order, setOrder] = useState<ListSortOrder>(DEFAULT_LIST_SORT);
  const lists = useMemo(() => sortLists(query.data ?? [], order), [query.data, order]);

  let body;
  if (query.isPending) {
    body = (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading lists">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={[styles.card, styles.skeleton].join(' ')} />
        ))}
      </ul>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title="We couldn't load your lists"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (lists.length === 0) {
    body = (
      <EmptyState icon={<ListTodo size={28} aria-hidden />} title="No lists yet">
        <p>
          Gather saves into a list, add notes, and share it when it’s ready. Start one here, or
          choose “Add to list” on any save.
        </p>
        <div className={styles.emptyAction}>
          <Button icon={<Plus size={16} aria-hidden />} onClick={() => openCreateList()}>
            Create List
          </Button>
        </div>
      </EmptyState>
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label="Your lists">
        {lists.map((list) => (
          <ListCard key={list.externalId} list={list} />
        ))}
      </ul>
    );
  }

  return (
    <div className={layout.page}>
      <PageHeader
        title="Lists"
        centered
        total={
          query.data && query.data.length > 0 ? (
            <>
              {query.data.length} list{query.data.length === 1 ? '' : 's'}
            </>
          ) : null
        }
      >
        <div className={styles.controls}>
          <div className={segmented.segmented} role="group" aria-label="Sort order">
            {SORTS.map(({ order: value, label, icon }) => (
              <button
                key={value}
                type="button"
                className={segmented.segment}
                aria-pressed={order === value}
                title={`${label} first`}
                onClick={() => setOrder(value)}
              >
                {icon}
                <span className={segmented.label}>{label}</span>
              </button>
            ))}
          </div>
          <Button icon={<Plus size={16} aria-hidden />} onClick={() => openCreateList()}>
            Create List
          </Button>
        </div>
      </PageHeader>
      {body}
    </div>
  );
}
