import { Bookmark, Rss } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import styles from './entry-notice.module.css';

/**
 * Above an unsaved entry of the reader's feed inbox (docs/PRODUCT.md §10.10 "Reading an entry"):
 * which feed it comes from, and that the reading position and highlights are kept only for a
 * save, with Save right there (the reader stays on the article).
 */
export function EntryNotice(props: { feedTitle: string; saving: boolean; onSave: () => void }) {
  return (
    <aside className={styles.notice} aria-label="Not saved yet">
      <Rss className={styles.icon} size={16} aria-hidden />
      <p className={styles.text}>
        From your feed <strong dir="auto">{props.feedTitle}</strong>, not saved yet. Save it to keep
        your place and to highlight.
      </p>
      <Button
        variant="primary"
        className={styles.save}
        busy={props.saving}
        icon={<Bookmark size={16} aria-hidden />}
        onClick={props.onSave}
      >
        {props.saving ? 'Saving…' : 'Save'}
      </Button>
    </aside>
  );
}
