/**
 * Play pressed before the audio is ready: the player remembers it and starts playing as soon
 * as "Preparing audio…" ends. A failure forgets it (Try again starts without it).
 */
import type { AudioRequestState } from './audio-request';

export interface PreparingCopy {
  /** The play button's label while preparing. */
  button: string;
  /** The line beside it. */
  status: string;
}

export function preparingCopy(wantsPlay: boolean): PreparingCopy {
  return wantsPlay
    ? { button: 'Pause', status: 'Preparing audio… It will play when ready.' }
    : { button: 'Play', status: 'Preparing audio…' };
}

/** Whether the intent survives the request's next state (an error drops it). */
export function keepIntent(wantsPlay: boolean, phase: AudioRequestState['phase']): boolean {
  return wantsPlay && phase !== 'error';
}
