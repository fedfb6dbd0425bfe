/**
 * The /save page's save: once per address, for the signed-in user, through the saves feature's
 * ItemUpsert (the page's own same-origin POST to /graphql, so the session's CSRF checks apply).
 * Before it, the user's existing save of the URL is read to say "Already saved on <date>".
 * Offline (navigator.onLine false, or the request cannot reach the server) it says so and waits
 * for Retry, or for the browser to come back online.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedItemSummaryFragment } from '../../../gql/graphql';
import { GraphQLRequestError, isNetworkFailure } from '../../../lib/graphql-client';
import { useUpsertSavedItem } from '../../../lib/saved-items';
import { lookupSave } from './lookup-save';

export type SaveLinkState =
  | { phase: 'saving' }
  | {
      phase: 'saved';
      save: SavedItemSummaryFragment;
      /** When the user had first saved it (unix seconds); null for a new save. */
      previouslySavedAt: number | null;
    }
  | { phase: 'offline' }
  /** The server refused the URL (`refused`: the save rules' sentence) or failed. */
  | { phase: 'failed'; message: string; refused: boolean };

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The existing save, or null; an older server without itemByUrl only loses "Already saved". */
async function previousSave(url: string): Promise<SavedItemSummaryFragment | null> {
  try {
    return await lookupSave(url);
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    return null;
  }
}

export function useSaveLink(url: string, title: string | undefined) {
  const upsert = useUpsertSavedItem();
  const upsertRef = useRef(upsert.mutateAsync);
  upsertRef.current = upsert.mutateAsync;
  const [state, setState] = useState<SaveLinkState>({ phase: 'saving' });
  const [attempt, setAttempt] = useState(0);
  // One save per address and attempt, even when an effect runs twice (React's StrictMode).
  const started = useRef<string | null>(null);

  useEffect(() => {
    const key = `${attempt}\n${url}\n${title ?? ''}`;
    if (started.current === key) return;
    started.current = key;
    if (isOffline()) {
      setState({ phase: 'offline' });
      return;
    }
    setState({ phase: 'saving' });
    void (async () => {
      try {
        const before = await previousSave(url);
        const save = await upsertRef.current({ url, ...(title ? { title } : {}) });
        setState({ phase: 'saved', save, previouslySavedAt: before?._createdAt ?? null });
      } catch (error) {
        if (isNetworkFailure(error) || isOffline()) setState({ phase: 'offline' });
        else
          setState({
            phase: 'failed',
            message: error instanceof Error ? error.message : 'Could not save this page.',
            refused: error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT',
          });
      }
    })();
  }, [url, title, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Back online: the save waiting for the network goes by itself.
  const offline = state.phase === 'offline';
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);

  return { state, setState, retry };
}
