/**
 * The instance feeds with their health: status, when last fetched, the readable error of a
 * failing feed ("404 for 3 days"), entries a day and items; the topic and tier change in
 * place, and Remove asks first. Below 720 px each feed becomes a card.
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useRemoveCorpusFeed, useUpdateCorpusFeed } from '../api/corpus-feeds';
import type { CorpusFeedRow } from '../api/corpus-feeds';
import type { CorpusTopic } from '../api/corpus-overview';
import {
  FEED_STATUS_LABELS,
  languageName,
  perDay,
  QUALITY_TIERS,
  relativeTime,
  TIER_LABELS,
} from '../state/corpus-labels';
import type { QualityTier } from '../state/corpus-labels';
import styles from './feed-table.module.css';

function Health({ feed }: { feed: CorpusFeedRow }) {
  return (
    <div className={styles.health}>
      <span className={styles.status} data-status={feed.status}>
        {FEED_STATUS_LABELS[feed.status]}
      </span>
      {feed.error ? <span className={styles.error}>{feed.error}</span> : null}
      <span className={styles.fetched}>
        {feed.lastFetchedAt ? `Fetched ${relativeTime(feed.lastFetchedAt)}` : 'Not fetched yet'}
      </span>
    </div>
  );
}

function FeedRow({
  feed,
  topics,
  onRemove,
}: {
  feed: CorpusFeedRow;
  topics?: CorpusTopic[];
  onRemove: (feed: CorpusFeedRow) => void;
}) {
  const update = useUpdateCorpusFeed();
  return (
    <tr className={styles.row} data-feed={feed.url}>
      <th scope="row" className={styles.feedCell}>
        <div className={styles.feed}>
          <span className={styles.title}>{feed.title}</span>
          <a className={styles.url} href={feed.url} target="_blank" rel="noreferrer">
            {feed.url}
          </a>
          {feed.language ? (
            <span className={styles.lang}>{languageName(feed.language)}</span>
          ) : null}
        </div>
      </th>
      <td data-label="Health">
        <Health feed={feed} />
      </td>
      <td data-label="Topic">
        <select
          className={styles.select}
          aria-label={`Topic of ${feed.title}`}
          value={feed.topic}
          disabled={!topics}
          onChange={(event) => update.mutate({ feed, change: { topic: event.target.value } })}
        >
          {!topics ? <option value={feed.topic}>{feed.topic}</option> : null}
          {topics?.map((topic) => (
            <option key={topic.slug} value={topic.slug}>
              {topic.name}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Tier">
        <select
          className={styles.select}
          aria-label={`Quality tier of ${feed.title}`}
          value={feed.qualityTier}
          onChange={(event) =>
            update.mutate({ feed, change: { qualityTier: event.target.value as QualityTier } })
          }
        >
          {QUALITY_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {TIER_LABELS[tier]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Pace" className={styles.number}>
        {perDay(feed.entriesPerDay)}
      </td>
      <td data-label="Items" className={styles.number}>
        {feed.itemCount}
      </td>
      <td className={styles.removeCell}>
        <Button
          variant="ghost"
          icon={<Trash2 size={16} aria-hidden />}
          aria-label={`Remove ${feed.title}`}
          onClick={() => onRemove(feed)}
        >
          <span className={styles.removeText}>Remove</span>
        </Button>
      </td>
    </tr>
  );
}

export function FeedTable({ feeds, topics }: { feeds: CorpusFeedRow[]; topics?: CorpusTopic[] }) {
  const remove = useRemoveCorpusFeed();
  const [removing, setRemoving] = useState<CorpusFeedRow | null>(null);
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Instance feeds with their health, topic and quality tier
        </caption>
        <thead>
          <tr>
            <th scope="col">Feed</th>
            <th scope="col">Health</th>
            <th scope="col">Topic</th>
            <th scope="col">Tier</th>
            <th scope="col" className={styles.number}>
              Pace
            </th>
            <th scope="col" className={styles.number}>
              Items
            </th>
            <th scope="col">
              <span className={styles.caption}>Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {feeds.map((feed) => (
            <FeedRow key={feed.id} feed={feed} topics={topics} onRemove={setRemoving} />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this instance feed?"
        confirmLabel="Remove feed"
        tone="danger"
        busy={remove.isPending}
        name="remove-corpus-feed"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      >
        <p>“{removing?.title}” will no longer be fetched for the corpus.</p>
      </ConfirmDialog>
    </>
  );
}
