/**
 * The Mastodon instance someone shares to, remembered in localStorage under Pocket's key
 * `preferred-mastodon-instance` (docs/POCKET-COMPATIBILITY.md §4.3), so the sub-dialog is prefilled
 * next time. Storage can be missing or refuse (private modes): then nothing is remembered.
 */
import { parseMastodonInstance } from './share-urls';

export const MASTODON_INSTANCE_KEY = 'preferred-mastodon-instance';

/** The remembered instance, when there is a valid one. */
export function readMastodonInstance(storage: Pick<Storage, 'getItem'> | null = safeStorage()) {
  try {
    const stored = storage?.getItem(MASTODON_INSTANCE_KEY);
    if (!stored) return '';
    const parsed = parseMastodonInstance(stored);
    return parsed.ok ? parsed.instance : '';
  } catch {
    return '';
  }
}

export function rememberMastodonInstance(
  instance: string,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(MASTODON_INSTANCE_KEY, instance);
  } catch {
    // Full or refused: sharing still works, it just is not remembered.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
