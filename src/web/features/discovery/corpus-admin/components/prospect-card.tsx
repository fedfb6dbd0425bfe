/**
 * One prospect: its image, title (a link to the original), site, excerpt and the facts a
 * curator judges it by, with Approve, Reject and Edit. The card itself takes focus, and a, r,
 * e, j and k act on it (the buttons stay the way for everyone else).
 */
import { Check, Pencil, Star, X } from 'lucide-react';
import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import type { CorpusTopic } from '../api/corpus-overview';
import type { CorpusItemRow } from '../state/corpus-items-cache';
import type { ItemState } from '../state/corpus-url';
import styles from './corpus-admin.module.css';
import { ItemFacts, siteOf } from './item-facts';
import { Thumb } from './thumb';

export interface ProspectCardProps {
  item: CorpusItemRow;
  topics?: CorpusTopic[];
  onDecide: (decision: ItemState) => void;
  onEdit: () => void;
  /** Focus the card `step` away (1 next, -1 previous). */
  onMove: (step: number) => void;
}

export function ProspectCard({ item, topics, onDecide, onEdit, onMove }: ProspectCardProps) {
  const titleId = useId();
  const rejectHint = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only on the card itself: a key typed on a button or link does what it always does.
    if (event.target !== event.currentTarget) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, () => void> = {
      a: () => onDecide('APPROVED'),
      r: () => onDecide('REJECTED'),
      e: onEdit,
      j: () => onMove(1),
      ArrowDown: () => onMove(1),
      k: () => onMove(-1),
      ArrowUp: () => onMove(-1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <article
      className={styles.card}
      data-prospect={item.id}
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby="prospect-keys"
      onKeyDown={onKeyDown}
    >
      <div className={styles.cardMain}>
        {item.imageUrl ? <Thumb className={styles.thumb} src={item.imageUrl} /> : null}
        <div className={styles.cardText}>
          <h3 className={styles.itemTitle} id={titleId}>
            <a href={item.url} target="_blank" rel="noopener noreferrer" dir="auto">
              {item.title}
            </a>
            {item.isCuratorPick ? (
              <span className={styles.pick}>
                <Star size={12} aria-hidden /> Curator pick
              </span>
            ) : null}
          </h3>
          <p className={styles.site}>
            {siteOf(item)} · <span className={styles.url}>{item.url}</span>
          </p>
          {item.excerpt ? (
            <p className={styles.excerpt} dir="auto">
              {item.excerpt}
            </p>
          ) : null}
        </div>
      </div>
      <ItemFacts item={item} topics={topics} />
      <div className={styles.actions}>
        <Button icon={<Check size={16} aria-hidden />} onClick={() => onDecide('APPROVED')}>
          Approve
        </Button>
        <Button
          variant="secondary"
          icon={<X size={16} aria-hidden />}
          aria-describedby={rejectHint}
          onClick={() => onDecide('REJECTED')}
        >
          Reject
        </Button>
        <Button variant="ghost" icon={<Pencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
        <span id={rejectHint} className={styles.rejectHint}>
          A rejected URL never comes back.
        </span>
      </div>
    </article>
  );
}
