/**
 * The request side of the player as a small state machine: asking the server, waiting while it
 * renders (a poll every 2 s), ready, or failed. Waiting gives up after two minutes so the reader
 * is never left with "Preparing audio…" forever.
 */
import type { ItemAudio, ItemAudioFile } from '../api/item-audio';

export const POLL_INTERVAL_MS = 2_000;
export const GIVE_UP_AFTER_MS = 120_000;

/** The message for any failure (docs/PRODUCT.md §8), followed by the reason when known. */
export const AUDIO_ERROR = 'Unable to fetch audio file';
export const TIMEOUT_REASON = 'Preparing the audio is taking too long. Please try again later.';

export type AudioRequestState =
  | { phase: 'idle' }
  | { phase: 'preparing'; startedAt: number }
  | { phase: 'ready'; file: ItemAudioFile }
  | { phase: 'error'; message: string };

/** What follows an answer from the server: the next state and, while waiting, when to ask again. */
export function afterAnswer(
  startedAt: number,
  answer: ItemAudio,
  now: number,
): { state: AudioRequestState; pollInMs: number | null } {
  if (answer.status === 'ready')
    return { state: { phase: 'ready', file: answer.file }, pollInMs: null };
  if (now - startedAt >= GIVE_UP_AFTER_MS) {
    return { state: { phase: 'error', message: TIMEOUT_REASON }, pollInMs: null };
  }
  return { state: { phase: 'preparing', startedAt }, pollInMs: POLL_INTERVAL_MS };
}

/** The error state for a failed request: the server's reason, without repeating the prefix. */
export function afterFailure(error: unknown): AudioRequestState {
  const reason = error instanceof Error && error.message ? error.message : '';
  const message = reason.startsWith(AUDIO_ERROR)
    ? reason
    : `${AUDIO_ERROR}${reason ? `: ${reason}` : '.'}`;
  return { phase: 'error', message };
}
