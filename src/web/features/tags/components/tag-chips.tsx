/**
 * A save's tags as small chips, each linking to that tag's view (docs/POCKET-COMPATIBILITY.md §4.3:
 * detail cards and the reader header show the tags).
 */
import { Link } from 'react-router';
import { tagPath } from '../state/tag-paths';
import styles from './tag-chips.module.css';

export interface TagChipsProps {
  tags: ReadonlyArray<{ name: string }> | null | undefined;
  /** 'small' on cards; 'regular' in the reader. */
  size?: 'small' | 'regular';
  className?: string;
}

export function TagChips({ tags, size = 'small', className }: TagChipsProps) {
  if (!tags || tags.length === 0) return null;
  return (
    <ul className={[styles.chips, styles[size], className ?? ''].join(' ')} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link to={tagPath(tag.name)} className={styles.chip}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
