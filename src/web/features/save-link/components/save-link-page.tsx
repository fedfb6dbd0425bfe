/**
 * `/save?url=…&title=…` (Pocket's getpocket.com/save pattern) and the web app's share target
 * `/save?title=…&text=…&url=…`: saves the link for the signed-in user (the route sits behind the
 * sign-in guard, which sends a visitor to /login and back here), then shows the confirmation. It
 * saves at once only when the user got here by their own action (state/save-permission.ts), and
 * otherwise asks first. A missing or refused URL saves nothing and says which rule it broke.
 */
import { RotateCw, WifiOff } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveLink } from '../api/use-save-link';
import { savePermissionFacts, savesAtOnce } from '../state/save-permission';
import { saveTargetFrom } from '../state/save-target';
import { ConfirmSave } from './confirm-save';
import { PasteUrlForm } from './paste-url-form';
import { SaveConfirmation } from './save-confirmation';
import type { SaveUpdate } from './save-confirmation';
import { SaveLinkLayout } from './save-link-layout';
import styles from './save-link.module.css';

/**
 * Opened as a small window: by the bookmarklet (`popup=1`: Satchel's pages send
 * Cross-Origin-Opener-Policy, which cuts the tie to a window opened from another site) or by a
 * page of ours (window.opener).
 */
function usePopup(search: URLSearchParams): boolean {
  const [popup] = useState(() => search.get('popup') === '1' || window.opener !== null);
  return popup;
}

function NotSaved({
  title,
  reason,
  popup,
  input,
}: {
  title: string;
  reason: string;
  popup: boolean;
  input?: string;
}) {
  return (
    <SaveLinkLayout documentTitle="Not saved · Satchel" popup={popup}>
      <section className={styles.card} aria-labelledby="save-link-status">
        <h1 id="save-link-status" className={styles.statusTitle}>
          {title}
        </h1>
        <p className={styles.refusal} role="alert">
          {reason}
        </p>
        {input ? (
          <p className={styles.refusedInput} dir="auto">
            {input}
          </p>
        ) : null}
        <PasteUrlForm popup={popup} />
      </section>
    </SaveLinkLayout>
  );
}

function SaveAndConfirm({
  url,
  title,
  popup,
}: {
  url: string;
  title: string | undefined;
  popup: boolean;
}) {
  const { state, setState, retry } = useSaveLink(url, title);
  const [removed, setRemoved] = useState(false);
  const onSaveChange = useCallback(
    (update: SaveUpdate) =>
      setState((current) =>
        current.phase === 'saved' ? { ...current, save: update(current.save) } : current,
      ),
    [setState],
  );

  if (state.phase === 'saving') {
    return (
      <SaveLinkLayout documentTitle="Saving to Satchel…" popup={popup}>
        <section className={styles.card} aria-busy="true" aria-labelledby="save-link-status">
          <div className={styles.status} role="status">
            <Spinner size={22} />
            <h1 id="save-link-status" className={styles.statusTitle}>
              Saving…
            </h1>
          </div>
          <p className={styles.itemUrl} dir="auto">
            {title ?? url}
          </p>
        </section>
      </SaveLinkLayout>
    );
  }
  if (state.phase === 'offline' || state.phase === 'failed') {
    const offline = state.phase === 'offline';
    if (state.phase === 'failed' && state.refused) {
      return (
        <NotSaved
          title="This link can't be saved"
          reason={state.message}
          popup={popup}
          input={url}
        />
      );
    }
    return (
      <SaveLinkLayout
        documentTitle={offline ? 'Offline · Satchel' : 'Not saved · Satchel'}
        popup={popup}
      >
        <section className={styles.card} aria-labelledby="save-link-status">
          <div className={styles.status} role="alert">
            {offline ? <WifiOff size={22} aria-hidden className={styles.errorIcon} /> : null}
            <h1 id="save-link-status" className={styles.statusTitle}>
              {offline ? "You're offline" : 'Not saved'}
            </h1>
          </div>
          <p className={styles.statusDetail}>
            {offline
              ? 'Satchel cannot be reached, so this link is not saved yet. It will be saved when you retry, or as soon as you are back online while this page is open.'
              : state.message}
          </p>
          <p className={styles.itemUrl} dir="auto">
            {title ?? url}
          </p>
          <div className={styles.actions}>
            <Button icon={<RotateCw size={16} aria-hidden />} onClick={retry}>
              Retry
            </Button>
          </div>
        </section>
      </SaveLinkLayout>
    );
  }
  if (removed) {
    return (
      <SaveLinkLayout documentTitle="Removed from Satchel" popup={popup}>
        <section className={styles.card} aria-labelledby="save-link-status">
          <h1 id="save-link-status" className={styles.statusTitle} role="status">
            Removed from Satchel
          </h1>
          <p className={styles.itemUrl} dir="auto">
            {state.save.title ?? url}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setRemoved(false);
                retry();
              }}
            >
              Save it again
            </Button>
          </div>
        </section>
      </SaveLinkLayout>
    );
  }
  return (
    <SaveLinkLayout documentTitle="Saved to Satchel" popup={popup}>
      <SaveConfirmation
        save={state.save}
        previouslySavedAt={state.previouslySavedAt}
        popup={popup}
        onSaveChange={onSaveChange}
        onRemoved={() => setRemoved(true)}
      />
    </SaveLinkLayout>
  );
}

export function SaveLinkPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const popup = usePopup(search);
  const target = useMemo(() => saveTargetFrom(search), [search]);
  const atOnce = useMemo(
    () => savesAtOnce(savePermissionFacts(location, location.state)),
    [location],
  );
  /** The link the user chose Save for on the "Save this link?" card. */
  const [chosen, setChosen] = useState<string | null>(null);

  if (target.kind === 'missing') {
    return <NotSaved title="Nothing to save" reason={target.reason} popup={popup} />;
  }
  if (target.kind === 'refused') {
    return (
      <NotSaved
        title="This link can't be saved"
        reason={target.reason}
        popup={popup}
        input={target.input}
      />
    );
  }
  const key = `${target.url}\n${target.title ?? ''}`;
  if (!atOnce && chosen !== key) {
    return (
      <ConfirmSave
        url={target.url}
        title={target.title}
        popup={popup}
        onSave={() => setChosen(key)}
      />
    );
  }
  return <SaveAndConfirm key={key} url={target.url} title={target.title} popup={popup} />;
}
