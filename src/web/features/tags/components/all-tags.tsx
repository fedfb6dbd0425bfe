/**
 * The All Tags page (`/saves/tags`, docs/PRODUCT.md §2): every tag with its number of saves, pinned
 * tags first and then by name, a filter box that narrows the list as you type, a pin toggle per tag
 * (kept in the app settings), and loading, empty and error states.
 */
import { Pin, Tag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import layout from '../../../components/ui/page-layout.module.css';
import { usePinnedTags, useTogglePin } from '../api/app-settings';
import { useUsersTags } from '../api/get-users-tags';
import type { UserTag } from '../api/get-users-tags';
import { orderTags } from '../state/tag-list';
import { tagPath } from '../state/tag-paths';
import styles from './all-tags.module.css';

const saves = (n: number) => `${n} save${n === 1 ? '' : 's'}`;

function TagRow({ tag, pinned }: { tag: UserTag; pinned: boolean }) {
  const togglePin = useTogglePin();
  const label = `${pinned ? 'Unpin' : 'Pin'} ${tag.name}`;
  return (
    <li className={[styles.row, pinned ? styles.pinnedRow : ''].join(' ')}>
      <Link to={tagPath(tag.name)} className={styles.link}>
        <span className={styles.name}>{tag.name}</span>
        <span className={styles.count}>{saves(tag.savedItemCount)}</span>
      </Link>
      <button
        type="button"
        className={styles.pin}
        aria-pressed={pinned}
        aria-label={label}
        title={pinned ? 'Unpin from the side menu' : 'Pin to the side menu'}
        onClick={() => togglePin.mutate(tag.name)}
      >
        <Pin size={16} aria-hidden />
      </button>
    </li>
  );
}

export function AllTags() {
  const query = useUsersTags();
  const pinned = usePinnedTags();
  const [filter, setFilter] = useState('');
  const all = query.data?.tags;
  const shown = useMemo(() => orderTags(all ?? [], pinned, filter), [all, pinned, filter]);
  const pins = useMemo(() => new Set(pinned), [pinned]);

  let body;
  if (query.isPending) {
    body = (
      <ul className={styles.list} aria-busy="true" aria-label="Loading tags">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={[styles.row, styles.skeleton].join(' ')} />
        ))}
      </ul>
    );
  } else if (!query.data) {
    body = (
      <ErrorState
        title="We couldn't load your tags"
        message={query.error?.message ?? 'Please try again.'}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (query.data.tags.length === 0) {
    body = (
      <EmptyState icon={<Tag size={28} aria-hidden />} title="No tags yet">
        <p>
          Tag a save with the Tag action on its card, the <kbd>t</kbd> key or the reader’s Tag
          button. Your tags gather here.
        </p>
      </EmptyState>
    );
  } else if (shown.length === 0) {
    body = (
      <p className={styles.noMatch} role="status">
        No tags match “{filter.trim()}”.
      </p>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Tags">
        {shown.map((tag) => (
          <TagRow key={tag.name} tag={tag} pinned={pins.has(tag.name)} />
        ))}
      </ul>
    );
  }

  const total = query.data?.totalCount;
  return (
    <div className={layout.page}>
      <PageHeader
        title="Tags"
        total={
          total !== undefined && total > 0 ? (
            <>
              {total} tag{total === 1 ? '' : 's'}
            </>
          ) : null
        }
      >
        {all && all.length > 0 ? (
          <SearchField
            className={styles.filter}
            label="Filter tags"
            placeholder="Filter tags"
            value={filter}
            onChange={setFilter}
          />
        ) : null}
      </PageHeader>
      {body}
    </div>
  );
}
