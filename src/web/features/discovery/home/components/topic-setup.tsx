/**
 * The Home setup moment (docs/PRODUCT.md §3 "Home setup", §4 "Home"; state/home-setup.ts): before
 * the first choice, a selector of the 15 topics with "Save topics" and "Skip"; afterwards a line
 * naming the chosen topics with "Change topics" (reselect: Cancel restores what was there) and
 * "Start over". Saving sends the topics, marks the setup complete on the server and fetches the
 * slates again.
 */
import { Check } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import type { TopicSlug } from '../../../../../common/topics.js';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast';
import { saveHomeTopics, updateHomeSetup } from '../api/home-setup';
import type { HomeTopic } from '../api/home-setup';
import { homeKeys } from '../api/query-keys';
import { homeSetupReducer, initialHomeSetup, showsSelector } from '../state/home-setup';
import styles from './topic-setup.module.css';

export interface TopicSetupProps {
  topics: readonly HomeTopic[];
  stored: { setupStatus: string | null; userTopics: readonly string[] };
}

export function TopicSetup({ topics, stored }: TopicSetupProps) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(homeSetupReducer, initialHomeSetup);

  useEffect(() => {
    dispatch({ type: 'loaded', setupStatus: stored.setupStatus, userTopics: stored.userTopics });
  }, [stored.setupStatus, stored.userTopics]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: homeKeys.all });
  const nameOf = (slug: string) => topics.find((topic) => topic.slug === slug)?.name ?? slug;

  const save = async () => {
    dispatch({ type: 'saveStarted' });
    try {
      const kept = (await saveHomeTopics(state.userTopics)) as TopicSlug[];
      await updateHomeSetup('complete');
      dispatch({ type: 'saveSucceeded', userTopics: kept });
      void refresh();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : null;
      dispatch({ type: 'saveFailed', message: message ?? 'Could not save your topics.' });
    }
  };

  const persistStatus = (status: 'skipped' | null) => {
    updateHomeSetup(status)
      .then(() => refresh())
      .catch(() => showToast({ tone: 'error', message: 'Could not save that. Try again.' }));
  };

  if (!state.storedTopicsReady) return null;

  if (!showsSelector(state)) {
    return (
      <section className={styles.summary} aria-label="Your topics">
        <p className={styles.summaryText}>
          {state.setupStatus === 'complete' && state.userTopics.length > 0 ? (
            <>
              Your Home leads with <strong>{state.userTopics.map(nameOf).join(', ')}</strong>.
            </>
          ) : (
            'Pick a few topics and your Home will lead with them.'
          )}
        </p>
        <div className={styles.summaryActions}>
          <Button variant="ghost" onClick={() => dispatch({ type: 'reselect' })}>
            {state.userTopics.length > 0 ? 'Change topics' : 'Choose topics'}
          </Button>
          {state.setupStatus !== null ? (
            <Button
              variant="ghost"
              onClick={() => {
                dispatch({ type: 'startOver' });
                persistStatus(null);
              }}
            >
              Start over
            </Button>
          ) : null}
        </div>
      </section>
    );
  }

  const reselecting = state.setupStatus === 'reselect';
  return (
    <section className={styles.setup} aria-labelledby="home-setup-title">
      <div className={styles.intro}>
        <h2 id="home-setup-title" className={styles.title}>
          {reselecting ? 'Change your topics' : 'What do you like to read about?'}
        </h2>
        <p className={styles.lead}>
          Choose topics and your Home will lead with them. You can change them at any time.
        </p>
      </div>
      <ul className={styles.topics} aria-label="Topics">
        {topics.map((topic) => {
          const chosen = state.userTopics.includes(topic.slug as TopicSlug);
          return (
            <li key={topic.id}>
              <button
                type="button"
                className={[styles.topic, chosen ? styles.chosen : ''].join(' ')}
                aria-pressed={chosen}
                onClick={() => dispatch({ type: 'toggleTopic', topic: topic.slug as TopicSlug })}
              >
                {chosen ? <Check size={16} aria-hidden /> : null}
                {topic.name}
              </button>
            </li>
          );
        })}
      </ul>
      {state.error ? (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          onClick={() => void save()}
          busy={state.saving}
          disabled={state.userTopics.length === 0 || (reselecting && state.finalizedTopics)}
        >
          {state.userTopics.length > 0
            ? `Save ${state.userTopics.length} ${state.userTopics.length === 1 ? 'topic' : 'topics'}`
            : 'Save topics'}
        </Button>
        {reselecting ? (
          <Button variant="ghost" onClick={() => dispatch({ type: 'cancelReselect' })}>
            Cancel
          </Button>
        ) : (
          <Button
            variant="ghost"
            onClick={() => {
              dispatch({ type: 'skip' });
              persistStatus('skipped');
            }}
          >
            Skip
          </Button>
        )}
      </div>
    </section>
  );
}
