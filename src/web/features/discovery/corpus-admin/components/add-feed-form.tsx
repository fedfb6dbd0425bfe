/**
 * "Add an instance feed": its URL (a feed, or a page that links to one), the topic its entries
 * get unless a curator says otherwise, its language (or worked out per entry) and its quality
 * tier. The server fetches it once to check it is a feed and refuses with words otherwise.
 */
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useAddCorpusFeed } from '../api/corpus-feeds';
import type { CorpusTopic } from '../api/corpus-overview';
import {
  FEED_LANGUAGES,
  languageName,
  QUALITY_TIERS,
  TIER_HINTS,
  TIER_LABELS,
} from '../state/corpus-labels';
import type { QualityTier } from '../state/corpus-labels';
import { checkHttpUrl } from '../state/http-url';
import styles from './corpus-admin.module.css';
import { TopicSelect } from './topic-select';

export function AddFeedForm({ topics }: { topics?: CorpusTopic[] }) {
  const add = useAddCorpusFeed();
  const [url, setUrl] = useState('');
  const [topic, setTopic] = useState('');
  const [language, setLanguage] = useState('');
  const [tier, setTier] = useState<QualityTier>('STANDARD');
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const [topicProblem, setTopicProblem] = useState<string | null>(null);
  const languageId = useId();
  const tierId = useId();
  const tierHintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkHttpUrl(url);
    setUrlProblem(checked.ok ? null : checked.error);
    setTopicProblem(topic ? null : 'Choose the topic of its entries.');
    if (!checked.ok || !topic) return;
    add.mutate(
      { url: checked.url, topic, language: language || null, qualityTier: tier },
      {
        onSuccess: () => setUrl(''),
        onError: (error) => setUrlProblem(error.message),
      },
    );
  };

  return (
    <form className={styles.feedForm} onSubmit={submit} noValidate>
      <h3 className={styles.formTitle}>Add an instance feed</h3>
      <TextField
        className={styles.feedUrl}
        label="Feed or site URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/feed.xml"
        value={url}
        error={urlProblem}
        onChange={(event) => {
          setUrl(event.target.value);
          setUrlProblem(null);
        }}
      />
      <TopicSelect
        label="Topic"
        topics={topics}
        value={topic}
        emptyLabel="Choose…"
        required
        error={topicProblem}
        onChange={(next) => {
          setTopic(next);
          setTopicProblem(null);
        }}
      />
      <div className={styles.field}>
        <label htmlFor={languageId} className={styles.label}>
          Language
        </label>
        <select
          id={languageId}
          className={styles.select}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          <option value="">Detect per entry</option>
          {FEED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={tierId} className={styles.label}>
          Quality tier
        </label>
        <select
          id={tierId}
          className={styles.select}
          value={tier}
          aria-describedby={tierHintId}
          onChange={(event) => setTier(event.target.value as QualityTier)}
        >
          {QUALITY_TIERS.map((value) => (
            <option key={value} value={value}>
              {TIER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Button
        className={styles.feedSubmit}
        type="submit"
        icon={<Plus size={16} aria-hidden />}
        busy={add.isPending}
      >
        Add feed
      </Button>
      <p id={tierHintId} className={styles.formNote}>
        {TIER_LABELS[tier]}: {TIER_HINTS[tier].toLowerCase()}
      </p>
    </form>
  );
}
