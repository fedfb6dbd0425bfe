/**
 * The corpus search page's state lives in its URL, Pocket's `/search?q=<q>&st=all`
 * (docs/POCKET-COMPATIBILITY.md §1.13), plus `&lang=de` when the searched language is not the
 * browser's first one. `st=saves` (or none) is the saves search, which lives at
 * /saves/search?query=….
 */

export const CORPUS_SEARCH_PATH = '/search';

/** Pocket's CorpusLanguage values, as the searched language's choices. */
export const CORPUS_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'it', label: 'Italiano' },
] as const;

export type CorpusLanguageCode = (typeof CORPUS_LANGUAGES)[number]['code'];

const CODES = new Set<string>(CORPUS_LANGUAGES.map((language) => language.code));

/** The browser's first language when the corpus has it, else English. */
export function defaultCorpusLanguage(languages: readonly string[]): CorpusLanguageCode {
  const first = (languages[0] ?? '').toLowerCase().split('-')[0] ?? '';
  return CODES.has(first) ? (first as CorpusLanguageCode) : 'en';
}

export interface CorpusSearchState {
  query: string;
  language: CorpusLanguageCode;
}

/** Reads the page state; an unknown `lang` falls back to the browser's language. */
export function corpusSearchStateFrom(
  params: URLSearchParams,
  fallback: CorpusLanguageCode,
): CorpusSearchState {
  const lang = (params.get('lang') ?? '').toLowerCase();
  return {
    query: params.get('q') ?? '',
    language: CODES.has(lang) ? (lang as CorpusLanguageCode) : fallback,
  };
}

/** The shareable URL of a corpus search; the browser's own language is left out. */
export function corpusSearchPath(
  state: { query: string; language?: CorpusLanguageCode },
  fallback: CorpusLanguageCode = 'en',
): string {
  const params = new URLSearchParams();
  params.set('q', state.query);
  params.set('st', 'all');
  if (state.language && state.language !== fallback) params.set('lang', state.language);
  return `${CORPUS_SEARCH_PATH}?${params.toString()}`;
}

/** Whether `/search?…` asks for the corpus (st=all) rather than the saves. */
export const isCorpusScope = (params: URLSearchParams) => params.get('st') === 'all';
