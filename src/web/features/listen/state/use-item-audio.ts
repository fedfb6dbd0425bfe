/**
 * Asks for an item's audio while the player is open: polls every 2 s while the server renders,
 * gives up after two minutes (audio-request.ts), and starts over on retry() (asking the server
 * to render a failed file again).
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchItemAudio } from '../api/item-audio';
import { afterAnswer, afterFailure, type AudioRequestState } from './audio-request';

export function useItemAudio(itemId: string | null): {
  state: AudioRequestState;
  retry: () => void;
} {
  const [state, setState] = useState<AudioRequestState>({ phase: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!itemId) {
      setState({ phase: 'idle' });
      return undefined;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    setState({ phase: 'preparing', startedAt });
    const ask = async (retry: boolean) => {
      try {
        const answer = await fetchItemAudio(itemId, retry);
        if (cancelled) return;
        const next = afterAnswer(startedAt, answer, Date.now());
        setState(next.state);
        if (next.pollInMs !== null) timer = setTimeout(() => void ask(false), next.pollInMs);
      } catch (error) {
        if (!cancelled) setState(afterFailure(error));
      }
    };
    void ask(attempt > 0);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [itemId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
