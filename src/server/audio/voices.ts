/**
 * The espeak-ng voice for an item's language (items.language: 'en', 'de-AT', 'pt-BR', …).
 * Only voices shipped by Debian's espeak-ng-data are named; anything else reads in English.
 */

/** Speaking rate in words per minute (espeak-ng's default is 175; a little slower is easier). */
export const LISTEN_WPM = 165;

/** Language subtags with a regional voice of their own. */
const REGIONAL: Record<string, string> = {
  'en-US': 'en-us',
  'en-GB': 'en',
  'pt-BR': 'pt-br',
  'pt-PT': 'pt',
  'es-419': 'es-419',
  'es-MX': 'es-419',
  'fr-BE': 'fr-be',
  'fr-CH': 'fr-ch',
  'zh-TW': 'cmn',
  'zh-HK': 'yue',
};

/** Primary language → voice. */
const PRIMARY: Record<string, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
  sv: 'sv',
  da: 'da',
  nb: 'nb',
  no: 'nb',
  fi: 'fi',
  pl: 'pl',
  cs: 'cs',
  sk: 'sk',
  sl: 'sl',
  hr: 'hr',
  sr: 'sr',
  hu: 'hu',
  ro: 'ro',
  bg: 'bg',
  el: 'el',
  ru: 'ru',
  uk: 'uk',
  tr: 'tr',
  ca: 'ca',
  eu: 'eu',
  ga: 'ga',
  cy: 'cy',
  is: 'is',
  et: 'et',
  lv: 'lv',
  lt: 'lt',
  ar: 'ar',
  he: 'he',
  fa: 'fa',
  hi: 'hi',
  id: 'id',
  ms: 'ms',
  vi: 'vi',
  ja: 'ja',
  ko: 'ko',
  zh: 'cmn',
  af: 'af',
  sw: 'sw',
};

export const DEFAULT_VOICE = 'en';

/** The voice for a BCP 47-ish language tag; English when unknown or absent. */
export function voiceFor(language: string | null | undefined): string {
  if (!language) return DEFAULT_VOICE;
  const parts = language.trim().replace(/_/g, '-').split('-');
  const primary = parts[0]!.toLowerCase();
  const region = parts[1];
  if (region) {
    const regional = REGIONAL[`${primary}-${region.length === 2 ? region.toUpperCase() : region}`];
    if (regional) return regional;
  }
  return PRIMARY[primary] ?? DEFAULT_VOICE;
}
