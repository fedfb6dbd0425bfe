/**
 * /admin/users: the users of this instance for its administrators — a search box (debounced:
 * one request per pause in typing), a table with Premium, Admin and Pilot switches per user,
 * and "Load more" over the cursor. Anyone else sees that administrator rights are needed.
 * Loading, empty and error states as everywhere.
 */
import { Users } from 'lucide-react';
import { useState } from 'react';
import { AdminLoadMore, AdminPage, AdminRefusal } from '../../../components/ui/admin-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { SearchField } from '../../../components/ui/search-field';
import { isForbidden, useAdminUsers } from '../api/admin-users';
import { useListenProblem } from '../api/listen-problem';
import { useViewerRoles } from '../api/viewer';
import { ADMIN_FLAGS, FLAG_LABELS, normalizeSearch, usersOf } from '../state/admin-users-cache';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import styles from './admin-users.module.css';
import { UserRow } from './user-row';

function SkeletonRows() {
  return (
    <div className={styles.skeletons} aria-busy="true" aria-label="Loading users">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}

export function AdminUsers() {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(normalizeSearch(input), SEARCH_DEBOUNCE_MS);
  const query = useAdminUsers(search);
  const viewer = useViewerRoles();
  const users = usersOf(query.data);
  const total = query.data?.pages[0]?.totalCount;
  const forbidden = isForbidden(query.error);
  // The server's own setup, for whoever runs it (readers only hear that Listen is unavailable).
  const listenProblem = useListenProblem(viewer.data?.isAdmin === true).data;
  const searching = query.isFetching && !query.isFetchingNextPage;

  let body;
  if (forbidden) {
    body = <AdminRefusal task="see and change its users" />;
  } else if (query.isPending) {
    body = <SkeletonRows />;
  } else if (!query.data) {
    body = <QueryErrorState title="We couldn't load the users" query={query} />;
  } else if (users.length === 0) {
    body = search ? (
      <p className={styles.noMatch} role="status">
        No users match “{search}”.
      </p>
    ) : (
      <EmptyState icon={<Users size={28} aria-hidden />} title="No users yet" />
    );
  } else {
    body = (
      <>
        <table className={styles.table} aria-busy={searching || undefined}>
          <caption className={styles.caption}>
            Users{search ? ` matching “${search}”` : ''}, with their Premium, Admin and Pilot
            switches
          </caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Joined</th>
              {ADMIN_FLAGS.map((flag) => (
                <th scope="col" key={flag} className={styles.flagHead}>
                  {FLAG_LABELS[flag]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <UserRow key={user.id} user={user} isYou={viewer.data?.id === user.id} />
            ))}
          </tbody>
        </table>
        <AdminLoadMore
          query={query}
          label="Load more users"
          failure="The next users did not load"
        />
      </>
    );
  }

  return (
    <AdminPage
      title="Users"
      className={styles.page}
      total={
        total !== undefined && !forbidden ? (
          <>
            {total} user{total === 1 ? '' : 's'}
            {search ? ` matching “${search}”` : ' on this instance'}
          </>
        ) : null
      }
      aside={
        forbidden ? null : (
          <SearchField
            className={styles.search}
            label="Search users"
            placeholder="Search by name or email"
            value={input}
            onChange={setInput}
          />
        )
      }
      intro={
        forbidden ? null : (
          <>
            Premium unlocks unlimited highlights, the premium reader settings and suggested tags.
            Admins can manage users here. Pilot users try shareable lists first.
          </>
        )
      }
    >
      {listenProblem && !forbidden ? (
        <p className={styles.setupProblem} role="status">
          {listenProblem}
        </p>
      ) : null}
      {body}
    </AdminPage>
  );
}
