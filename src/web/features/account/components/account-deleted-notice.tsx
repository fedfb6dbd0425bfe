/**
 * The login page's notice after an account deletion (docs/PRODUCT.md §2: the browser lands there
 * with `src=web-delete-success`).
 */
import { CircleCheck } from 'lucide-react';
import { DELETE_SUCCESS_SOURCE } from '../state/account';
import styles from './account-deleted-notice.module.css';

export const isAccountDeletedSource = (search: URLSearchParams): boolean =>
  search.get('src') === DELETE_SUCCESS_SOURCE;

export function AccountDeletedNotice() {
  return (
    <p className={styles.notice} role="status">
      <CircleCheck size={16} aria-hidden />
      Your account was deleted.
    </p>
  );
}
