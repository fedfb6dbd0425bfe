/** Grey cards while a list of /admin/corpus loads. */
import styles from './corpus-admin.module.css';

export function SkeletonCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className={styles.skeletons} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}
