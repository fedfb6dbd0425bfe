import { Globe, Lock } from 'lucide-react';
import type { ListVisibility } from '../api/get-shareable-lists';
import styles from './status-badge.module.css';

/** Private / Public, with an icon (the list's status, docs/PRODUCT.md §3). */
export function StatusBadge({ status }: { status: ListVisibility }) {
  const isPublic = status === 'PUBLIC';
  return (
    <span className={[styles.badge, isPublic ? styles.public : ''].join(' ')}>
      {isPublic ? <Globe size={12} aria-hidden /> : <Lock size={12} aria-hidden />}
      {isPublic ? 'Public' : 'Private'}
    </span>
  );
}
