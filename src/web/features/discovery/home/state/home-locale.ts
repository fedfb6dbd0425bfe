/**
 * German recommendations on Home (docs/PRODUCT.md §1: a German-language banner on Home for German
 * users; §9: the edition is chosen from the locale prefix "de"). A visitor whose browser prefers
 * German is offered them once; the answer is kept on this device.
 */
import { useSyncExternalStore } from 'react';

export const HOME_LOCALE_KEY = 'satchel-home-locale';

/** 'de': German and English stories; 'en': declined (English only); null: not asked yet. */
export type HomeLocaleChoice = 'de' | 'en' | null;

export function isGermanLocale(languages: readonly string[]): boolean {
  return languages.some((language) => /^de(?:[-_]|$)/i.test(language.trim()));
}

export function parseLocaleChoice(raw: string | null): HomeLocaleChoice {
  return raw === 'de' || raw === 'en' ? raw : null;
}

const listeners = new Set<() => void>();
/** The choice when localStorage cannot keep it (private mode, storage full). */
let memory: HomeLocaleChoice = null;

function read(): HomeLocaleChoice {
  try {
    return parseLocaleChoice(window.localStorage.getItem(HOME_LOCALE_KEY));
  } catch {
    return null;
  }
}

export function setHomeLocaleChoice(choice: Exclude<HomeLocaleChoice, null>): void {
  try {
    window.localStorage.setItem(HOME_LOCALE_KEY, choice);
  } catch {
    // Storage unavailable: the choice lasts until the page is reloaded.
    memory = choice;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHomeLocaleChoice(): HomeLocaleChoice {
  return useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  );
}

export function browserPrefersGerman(): boolean {
  if (typeof navigator === 'undefined') return false;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return isGermanLocale(languages.filter(Boolean));
}
