/**
 * The starter set: well-known public feeds across the 15 topics, in English and German, loaded
 * with one click (`adminLoadStarterFeeds`). The feeds are fetched in the background, so the
 * offer says that the entries follow over the next minutes.
 */
import { Sprout } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useLoadStarterFeeds } from '../api/corpus-feeds';
import styles from './corpus-admin.module.css';

export function StarterOffer({ count, compact = false }: { count: number; compact?: boolean }) {
  const load = useLoadStarterFeeds();
  const what = `${count} well-known public feed${count === 1 ? '' : 's'} across the 15 topics, in English and German`;
  if (compact) {
    return (
      <div className={styles.tool}>
        <h3 className={styles.toolTitle}>Starter set</h3>
        <p className={styles.muted}>
          {count} more well-known public feed{count === 1 ? '' : 's'} across the 15 topics, in
          English and German, {count === 1 ? 'is' : 'are'} not loaded yet.
        </p>
        <Button variant="secondary" busy={load.isPending} onClick={() => load.mutate()}>
          Load {count} starter feed{count === 1 ? '' : 's'}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.starter} aria-labelledby="starter-title">
      <Sprout size={28} aria-hidden className={styles.starterIcon} />
      <h3 id="starter-title" className={styles.starterTitle}>
        Start with well-known feeds
      </h3>
      <p>
        This instance follows no feeds for its corpus yet. Load {what}; you can change the topic and
        tier of each, or remove it, afterwards. They are fetched in the background, so their first
        entries arrive over the next minutes.
      </p>
      <Button busy={load.isPending} onClick={() => load.mutate()}>
        Load {count} starter feed{count === 1 ? '' : 's'}
      </Button>
    </section>
  );
}
