import { Spinner } from './spinner';
import styles from './page-loading.module.css';

/** A quiet full-page loading state (e.g. while the visitor is still pending). */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.wrap}>
      <Spinner size={24} label={label} />
    </div>
  );
}
