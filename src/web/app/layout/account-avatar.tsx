import { useVisitorUser } from '../../features/auth';
import styles from './app-shell.module.css';

/** The signed-in user's name as the account menu shows it (username, full name or email). */
export function useAccountName(): string | null | undefined {
  const user = useVisitorUser();
  return (
    user?.username ?? ([user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email)
  );
}

/** The account menu button's face: the avatar, or the name's first letter. */
export function AccountAvatar() {
  const user = useVisitorUser();
  const initial = (useAccountName() ?? '?').slice(0, 1).toUpperCase();
  return user?.avatarUrl ? (
    <img src={user.avatarUrl} alt="" className={styles.avatar} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {initial}
    </span>
  );
}
