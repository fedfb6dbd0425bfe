/**
 * The player's remembered speed (localStorage `listenSpeed`) and the small sums of its
 * controls: skipping 15 s within the file and the elapsed / duration labels.
 */

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
export type Speed = (typeof SPEEDS)[number];
export const DEFAULT_SPEED: Speed = 1;
export const SPEED_KEY = 'listenSpeed';

/** Seconds the back and forward buttons move. */
export const SKIP_SECONDS = 15;

/** A stored speed when it is one of SPEEDS, else the default. */
export function parseSpeed(raw: string | null | undefined): Speed {
  const value = Number(raw);
  return SPEEDS.find((speed) => speed === value) ?? DEFAULT_SPEED;
}

export function readSpeed(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Speed {
  try {
    return parseSpeed(storage?.getItem(SPEED_KEY));
  } catch {
    return DEFAULT_SPEED;
  }
}

export function writeSpeed(
  speed: Speed,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(SPEED_KEY, String(speed));
  } catch {
    // Private mode or storage full: the speed lasts for this page only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Where a skip of `delta` seconds lands, kept inside [0, duration]. */
export function skipTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return Math.min(Math.max(0, current + delta), end);
}

/** 75 → "1:15", 3725 → "1:02:05"; anything not a finite, non-negative number → "0:00". */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** "1:15 of 12:30" style words for screen readers: "1 minute 15 seconds". */
export function spokenTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts = [
    hours ? part(hours, 'hour') : '',
    minutes ? part(minutes, 'minute') : '',
    secs || (!hours && !minutes) ? part(secs, 'second') : '',
  ].filter(Boolean);
  return parts.join(' ');
}
