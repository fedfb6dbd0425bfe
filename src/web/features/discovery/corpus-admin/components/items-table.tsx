/**
 * The corpus items as a table: the article (title linking to the original, site, image), its
 * state, topic with its source, language, sources, and actions that fit its state — Approve
 * and Reject for a prospect, back to Prospects for a reviewed item, and Edit. Below 720 px
 * each item becomes a card.
 */
import { Check, Pencil, RotateCcw, Star, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { CorpusTopic } from '../api/corpus-overview';
import type { CorpusItemRow } from '../state/corpus-items-cache';
import { languageName, relativeTime, sourceText, STATE_LABELS } from '../state/corpus-labels';
import type { ItemState } from '../state/corpus-url';
import { siteOf, TopicFact } from './item-facts';
import { Thumb } from './thumb';
import styles from './items-table.module.css';

export interface ItemsTableProps {
  items: CorpusItemRow[];
  topics?: CorpusTopic[];
  busy: boolean;
  onDecide: (item: CorpusItemRow, decision: ItemState) => void;
  onEdit: (item: CorpusItemRow) => void;
}

function Actions({
  item,
  onDecide,
  onEdit,
}: Pick<ItemsTableProps, 'onDecide' | 'onEdit'> & { item: CorpusItemRow }) {
  const about = `“${item.title}”`;
  return (
    <div className={styles.actions}>
      {item.state !== 'APPROVED' ? (
        <Button
          variant="secondary"
          icon={<Check size={16} aria-hidden />}
          aria-label={`Approve ${about}`}
          onClick={() => onDecide(item, 'APPROVED')}
        >
          Approve
        </Button>
      ) : null}
      {item.state !== 'REJECTED' ? (
        <Button
          variant="ghost"
          icon={<X size={16} aria-hidden />}
          aria-label={`Reject ${about}`}
          onClick={() => onDecide(item, 'REJECTED')}
        >
          Reject
        </Button>
      ) : null}
      {item.state !== 'PROSPECT' ? (
        <Button
          variant="ghost"
          icon={<RotateCcw size={16} aria-hidden />}
          aria-label={`Back to prospects: ${about}`}
          onClick={() => onDecide(item, 'PROSPECT')}
        >
          Back to prospects
        </Button>
      ) : null}
      <Button
        variant="ghost"
        icon={<Pencil size={16} aria-hidden />}
        aria-label={`Edit ${about}`}
        onClick={() => onEdit(item)}
      >
        Edit
      </Button>
    </div>
  );
}

export function ItemsTable({ items, topics, busy, onDecide, onEdit }: ItemsTableProps) {
  return (
    <table className={styles.table} aria-busy={busy || undefined}>
      <caption className={styles.caption}>Corpus items, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Article</th>
          <th scope="col">State</th>
          <th scope="col">Topic</th>
          <th scope="col">Sources</th>
          <th scope="col">
            <span className={styles.caption}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className={styles.row} data-item={item.url}>
            <th scope="row" className={styles.articleCell}>
              <div className={styles.article}>
                {item.imageUrl ? <Thumb className={styles.thumb} src={item.imageUrl} /> : null}
                <span className={styles.articleText}>
                  <a
                    dir="auto"
                    className={styles.title}
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {item.title}
                  </a>
                  <span className={styles.site}>
                    {siteOf(item)}
                    {item.language ? ` · ${languageName(item.language)}` : ''} · added{' '}
                    {relativeTime(item.createdAt)}
                  </span>
                  {item.isCuratorPick ? (
                    <span className={styles.pick}>
                      <Star size={12} aria-hidden /> Curator pick
                    </span>
                  ) : null}
                </span>
              </div>
            </th>
            <td data-label="State">
              <span className={styles.state} data-state={item.state}>
                {STATE_LABELS[item.state]}
              </span>
              {item.recommendable ? (
                <span className={styles.recommendable}>Recommendable</span>
              ) : null}
            </td>
            <td data-label="Topic" className={styles.topic}>
              <TopicFact item={item} topics={topics} />
            </td>
            <td data-label="Sources">
              <ul className={styles.sources}>
                {item.sources.map((source) => (
                  <li key={`${source.kind}-${source.label}-${source.addedAt}`}>
                    <bdi>{sourceText(source)}</bdi>
                  </li>
                ))}
              </ul>
            </td>
            <td className={styles.actionsCell}>
              <Actions item={item} onDecide={onDecide} onEdit={onEdit} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
