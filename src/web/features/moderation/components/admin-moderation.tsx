/**
 * /admin/moderation: the public lists readers reported, for the instance's administrators,
 * most recently reported first — each with its reports and Hide (with a reason) or Restore,
 * applied at once. Anyone else sees that administrator rights are needed. Loading, empty and
 * error states as everywhere; "Load more" over the cursor.
 */
import { ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminLoadMore, AdminPage, AdminRefusal } from '../../../components/ui/admin-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { isForbidden, useAdminReportedLists } from '../api/admin-reported-lists';
import { useModerateList } from '../api/moderate-shareable-list';
import { listsOf } from '../state/moderation-cache';
import type { ReportedListRow } from '../state/moderation-cache';
import styles from './admin-moderation.module.css';
import { HideListDialog } from './hide-list-dialog';
import { ReportedListCard } from './reported-list-card';

function SkeletonCards() {
  return (
    <div className={styles.skeletons} aria-busy="true" aria-label="Loading reported lists">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}

export function AdminModeration() {
  const query = useAdminReportedLists();
  const moderate = useModerateList();
  const [hiding, setHiding] = useState<ReportedListRow | null>(null);
  const lists = listsOf(query.data);
  const total = query.data?.pages[0]?.totalCount;
  const forbidden = isForbidden(query.error);

  let body;
  if (forbidden) {
    body = <AdminRefusal task="review reported lists" />;
  } else if (query.isPending) {
    body = <SkeletonCards />;
  } else if (!query.data) {
    body = <QueryErrorState title="We couldn't load the reported lists" query={query} />;
  } else if (lists.length === 0) {
    body = (
      <EmptyState icon={<ShieldCheck size={28} aria-hidden />} title="Nothing reported">
        <p>When readers report a public list, it shows up here for review.</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className={styles.cards}>
          {lists.map((list) => (
            <ReportedListCard
              key={list.externalId}
              list={list}
              onHide={setHiding}
              onRestore={(target) => moderate.mutate({ list: target, status: 'VISIBLE' })}
            />
          ))}
        </div>
        <AdminLoadMore
          query={query}
          label="Load more lists"
          failure="The next lists did not load"
        />
      </>
    );
  }

  return (
    <AdminPage
      title="Moderation"
      className={styles.page}
      total={
        total !== undefined && !forbidden ? (
          <>
            {total} reported list{total === 1 ? '' : 's'}
          </>
        ) : null
      }
      aside={
        forbidden ? null : (
          <Link className={styles.crossLink} to="/admin/users">
            <Users size={16} aria-hidden />
            Manage users
          </Link>
        )
      }
      intro={
        forbidden ? null : (
          <>
            Public lists that readers reported, most recent first. Hiding a list takes it off its
            public page at once; its owner still sees it, with your reason. Restore puts it back.
          </>
        )
      }
    >
      {body}
      <HideListDialog
        list={hiding}
        onClose={() => setHiding(null)}
        onHide={(list, reason) => moderate.mutate({ list, status: 'HIDDEN', reason })}
      />
    </AdminPage>
  );
}
