/** The number of highlights on a saves card: a highlighter mark and the count. */
import { Highlighter } from 'lucide-react';
import styles from './highlight-count.module.css';

export function HighlightCount({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} ${count === 1 ? 'highlight' : 'highlights'}`;
  return (
    <span className={styles.count} role="img" aria-label={label} title={label}>
      <Highlighter size={14} aria-hidden />
      <span aria-hidden>{count}</span>
    </span>
  );
}
