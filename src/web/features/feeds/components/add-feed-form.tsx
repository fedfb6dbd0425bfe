/**
 * "Add a feed" (docs/PRODUCT.md §10.10): a feed or page address → discoverFeeds. One feed is
 * subscribed at once; several are listed to choose from (title and format); none sends the
 * address to subscribe so the server says why. Work in flight shows on the button; errors show
 * under the field; the new subscription is handed to `onSubscribed` (the page selects it).
 */
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { discoverFeeds } from '../api/discover-feeds';
import type { FeedSubscription } from '../api/get-feeds';
import { useSubscribeToFeed } from '../api/subscribe-to-feed';
import { feedAddress, formatLabel, planForDiscovered } from '../state/add-feed-plan';
import type { FoundFeed } from '../state/add-feed-plan';
import styles from './add-feed-form.module.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'choosing'; feeds: FoundFeed[]; chosen: string }
  | { kind: 'subscribing' };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function AddFeedForm({
  onSubscribed,
  autoFocus = false,
}: {
  onSubscribed: (feed: FeedSubscription) => void;
  autoFocus?: boolean;
}) {
  const [address, setAddress] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeToFeed();
  const choiceName = useId();
  const busy = phase.kind === 'looking' || phase.kind === 'subscribing';

  const subscribeTo = async (url: string) => {
    setPhase({ kind: 'subscribing' });
    try {
      const feed = await subscribe.mutateAsync(url);
      setAddress('');
      setPhase({ kind: 'idle' });
      onSubscribed(feed);
    } catch (reason) {
      setError(messageOf(reason, 'Could not subscribe to that feed.'));
      setPhase({ kind: 'idle' });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = feedAddress(address);
    if (!checked.ok) {
      setError(checked.reason);
      return;
    }
    setPhase({ kind: 'looking' });
    let found: FoundFeed[];
    try {
      found = await discoverFeeds(checked.url);
    } catch (reason) {
      setError(messageOf(reason, 'Could not look for feeds at that address.'));
      setPhase({ kind: 'idle' });
      return;
    }
    const plan = planForDiscovered(checked.url, found);
    if (plan.kind === 'subscribe') await subscribeTo(plan.url);
    else setPhase({ kind: 'choosing', feeds: plan.feeds, chosen: plan.feeds[0]!.url });
  };

  return (
    <div className={styles.wrap}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          className={styles.field}
          label="Add a feed"
          hint="A feed's address, or a site's: its feeds are found for you."
          placeholder="https://example.com/blog"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          value={address}
          error={error}
          onChange={(event) => {
            setAddress(event.target.value);
            if (phase.kind === 'choosing') setPhase({ kind: 'idle' });
          }}
        />
        <Button
          type="submit"
          busy={busy}
          icon={<Plus size={16} aria-hidden />}
          className={styles.submit}
        >
          {phase.kind === 'looking'
            ? 'Looking for feeds…'
            : phase.kind === 'subscribing'
              ? 'Subscribing…'
              : 'Add'}
        </Button>
      </form>
      {phase.kind === 'choosing' ? (
        <form
          className={styles.choice}
          onSubmit={(event) => {
            event.preventDefault();
            void subscribeTo(phase.chosen);
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              This site has {phase.feeds.length} feeds. Choose one to follow:
            </legend>
            <ul className={styles.options}>
              {phase.feeds.map((feed) => (
                <li key={feed.url}>
                  <label className={styles.option}>
                    <input
                      type="radio"
                      name={choiceName}
                      value={feed.url}
                      checked={phase.chosen === feed.url}
                      onChange={() => setPhase({ ...phase, chosen: feed.url })}
                    />
                    <span className={styles.optionText}>
                      <span className={styles.optionTitle} dir="auto">
                        {feed.title ?? feed.url}
                      </span>
                      <span className={styles.optionMeta}>
                        <span className={styles.format}>{formatLabel(feed.format)}</span>
                        <span className={styles.url}>{feed.url}</span>
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className={styles.choiceActions}>
            <Button variant="secondary" onClick={() => setPhase({ kind: 'idle' })}>
              Cancel
            </Button>
            <Button type="submit">Subscribe</Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
