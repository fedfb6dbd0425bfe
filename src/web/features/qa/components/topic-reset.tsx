/** QA panel: forget Home's chosen topics so its topic selector asks again. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { HOME_STORED_TOPICS_KEY, resetStoredTopics } from '../state/topic-reset';
import styles from './qa-tools.module.css';

export function TopicReset() {
  const [result, setResult] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="qa-topics">
      <h3 id="qa-topics" className={styles.sectionTitle}>
        Topic selector
      </h3>
      <p className={styles.hint}>
        Removes the topics picked on Home’s topic selector (local storage{' '}
        <code className={styles.code}>{HOME_STORED_TOPICS_KEY}</code>), so Home asks for them again
        as for a new visitor.
      </p>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          onClick={() =>
            setResult(
              resetStoredTopics(window.localStorage)
                ? 'Stored topics removed.'
                : 'No topics were stored: nothing to reset.',
            )
          }
        >
          Reset topic selector
        </Button>
      </div>
      <p className={styles.confirmation} role="status">
        {result}
      </p>
    </section>
  );
}
