/**
 * The frame the admin pages share (/admin/users, /admin/moderation): the "Administration"
 * header with the page's count and controls, an introduction, the refusal shown to anyone who
 * is not an administrator, and "Load more" over a cursor with its error.
 */
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './admin-page.module.css';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import layout from './page-layout.module.css';

export interface AdminPageProps {
  title: string;
  /** The count under the title, announced as it changes; none while unknown or refused. */
  total?: ReactNode;
  /** The controls on the right of the header. */
  aside?: ReactNode;
  /** The paragraph under the header; none when refused. */
  intro?: ReactNode;
  /** A class of the page's own (e.g. one that sets --admin-page-top). */
  className?: string;
  children: ReactNode;
}

export function AdminPage({ title, total, aside, intro, className, children }: AdminPageProps) {
  return (
    <div className={[layout.page, styles.page, className].filter(Boolean).join(' ')}>
      <PageHeader eyebrow="Administration" title={title} total={total} announceTotal>
        {aside}
      </PageHeader>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}

/** What a signed-in user who is not an administrator sees; `task`: "see and change its users". */
export function AdminRefusal({ task }: { task: string }) {
  return (
    <EmptyState icon={<ShieldAlert size={28} aria-hidden />} title="You need administrator rights">
      <p>
        Only an administrator of this Satchel instance can {task}. Ask an administrator of this
        instance if you need to.
      </p>
    </EmptyState>
  );
}

/** The parts of an infinite query "Load more" needs. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more …" while there is a next page, and the error when it did not load. */
export function AdminLoadMore({
  query,
  label,
  failure,
}: {
  query: NextPageQuery;
  /** E.g. "Load more users". */
  label: string;
  /** E.g. "The next users did not load"; the error's message follows. */
  failure: string;
}) {
  return (
    <>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {label}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p className={styles.pageError} role="alert">
          {failure}: {query.error?.message}
        </p>
      ) : null}
    </>
  );
}
