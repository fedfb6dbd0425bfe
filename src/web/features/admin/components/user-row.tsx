/**
 * One user in the /admin/users table: name, email, the day they joined, and the Premium,
 * Admin and Pilot switches (each with its own accessible name, e.g. "Premium for ada").
 */
import { useSetUserFlag } from '../api/set-user-flag';
import { ADMIN_FLAGS, FLAG_LABELS, flagValue } from '../state/admin-users-cache';
import type { AdminFlag, AdminUserRow } from '../state/admin-users-cache';
import styles from './admin-users.module.css';
import { Switch } from '../../../components/ui/switch';

const joinedFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

export function formatJoined(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : joinedFormat.format(date);
}

function FlagSwitch({ user, flag }: { user: AdminUserRow; flag: AdminFlag }) {
  const setFlag = useSetUserFlag();
  const who = user.username ?? user.email ?? user.id;
  return (
    <td className={styles.switchCell} data-label={FLAG_LABELS[flag]}>
      <Switch
        checked={flagValue(user, flag)}
        label={`${FLAG_LABELS[flag]} for ${who}`}
        busy={setFlag.isPending}
        onCheckedChange={(on) => setFlag.mutate({ user, flag, on })}
      />
    </td>
  );
}

export function UserRow({ user, isYou }: { user: AdminUserRow; isYou: boolean }) {
  const name = user.username ?? user.email ?? 'Unnamed account';
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.userCell}>
        <span className={styles.name}>
          {name}
          {isYou ? <span className={styles.you}>You</span> : null}
        </span>
        {user.email && user.email !== name ? (
          <span className={styles.email}>{user.email}</span>
        ) : null}
      </th>
      <td className={styles.joined} data-label="Joined">
        {formatJoined(user.accountCreationDate)}
      </td>
      {ADMIN_FLAGS.map((flag) => (
        <FlagSwitch key={flag} user={user} flag={flag} />
      ))}
    </tr>
  );
}
