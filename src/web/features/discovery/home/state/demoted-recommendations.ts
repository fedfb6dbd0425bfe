/**
 * "Not interested" remembered on this device (docs/PRODUCT.md §4 "Home", §9 local storage): the
 * demoted article's URL with the date stamp of the local midnight of the day it was demoted.
 * Home hides every demoted URL from every slate at once, before the server (which keeps the
 * dismissal too, `dismissRecommendation`) answers again. Entries older than KEEP_DAYS are pruned:
 * by then the server's own record has long taken over.
 */

export const DEMOTED_STORAGE_KEY = 'satchel-demoted-recommendations';
export const KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

/** URL → midnight (ms since the epoch, local time) of the day it was demoted. */
export type DemotedMap = Readonly<Record<string, number>>;

export function midnightOf(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function parseDemoted(raw: string | null, now: Date): DemotedMap {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const oldest = midnightOf(now) - KEEP_DAYS * DAY_MS;
  const kept: Record<string, number> = {};
  for (const [url, stamp] of Object.entries(value)) {
    if (typeof stamp === 'number' && Number.isFinite(stamp) && stamp >= oldest) kept[url] = stamp;
  }
  return kept;
}

export function demote(map: DemotedMap, url: string, now: Date): DemotedMap {
  return { ...map, [url]: midnightOf(now) };
}

export function undemote(map: DemotedMap, url: string): DemotedMap {
  const next = { ...map };
  delete next[url];
  return next;
}

export function isDemoted(map: DemotedMap, url: string): boolean {
  return Object.hasOwn(map, url);
}

/** Where the map lives: localStorage, or nothing at all when storage is unavailable. */
export interface DemotedStorage {
  read: () => string | null;
  write: (value: string) => void;
}

export function browserDemotedStorage(key = DEMOTED_STORAGE_KEY): DemotedStorage {
  return {
    read: () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Private mode or a full storage: the server's dismissal still holds.
      }
    },
  };
}
