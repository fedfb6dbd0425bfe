/**
 * What a curator needs to judge a corpus item, shared by the prospect cards and the corpus
 * list: the topic with where it came from and how sure that is, the language, every source
 * with when it proposed the item, and whether the page could be read.
 */
import type { CorpusTopic } from '../api/corpus-overview';
import { topicLabel } from '../api/corpus-overview';
import type { CorpusItemRow } from '../state/corpus-items-cache';
import {
  languageName,
  parseStatusLabel,
  percent,
  recommendableText,
  relativeTime,
  sourceText,
  TOPIC_SOURCE_LABELS,
} from '../state/corpus-labels';
import styles from './corpus-admin.module.css';

export function TopicFact({ item, topics }: { item: CorpusItemRow; topics?: CorpusTopic[] }) {
  if (!item.topic) return <span className={styles.muted}>No topic yet</span>;
  const sure = percent(item.topicConfidence);
  return (
    <span>
      <strong>{topicLabel(topics, item.topic)}</strong>
      {item.topicSource ? (
        <span className={styles.muted}>
          {' '}
          ({TOPIC_SOURCE_LABELS[item.topicSource]}
          {sure && item.topicSource !== 'CURATOR' ? `, ${sure} sure` : ''})
        </span>
      ) : null}
    </span>
  );
}

export function ItemFacts({ item, topics }: { item: CorpusItemRow; topics?: CorpusTopic[] }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Topic</dt>
        <dd>
          <TopicFact item={item} topics={topics} />
        </dd>
      </div>
      <div>
        <dt>Language</dt>
        <dd>{item.language ? languageName(item.language) : 'Not detected yet'}</dd>
      </div>
      <div>
        <dt>Recommended</dt>
        <dd>{recommendableText(item)}</dd>
      </div>
      <div>
        <dt>Page</dt>
        <dd data-parse={item.parseStatus}>{parseStatusLabel(item.parseStatus)}</dd>
      </div>
      <div className={styles.sourcesFact}>
        <dt>{item.sources.length === 1 ? 'Source' : 'Sources'}</dt>
        <dd>
          <ul className={styles.sources}>
            {item.sources.map((source) => (
              <li key={`${source.kind}-${source.label}-${source.addedAt}`}>
                <bdi>{sourceText(source)}</bdi>{' '}
                <span className={styles.muted}>· {relativeTime(source.addedAt)}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

/** The site an item is from: its publisher, else its host. */
export function siteOf(item: CorpusItemRow): string {
  if (item.publisher) return item.publisher;
  try {
    return new URL(item.url).hostname.replace(/^www\./, '');
  } catch {
    return item.url;
  }
}
