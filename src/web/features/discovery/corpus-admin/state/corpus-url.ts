/**
 * /admin/corpus keeps its tab and the Corpus tab's filters in the address (`?tab=corpus&state=
 * APPROVED&topic=science&source=CURATOR&language=de&q=…`), so a view can be bookmarked, shared
 * with another curator and restored by Back. Unknown or malformed values are dropped rather
 * than sent to the server. No React here, so it is unit-tested.
 */
import { isTopicSlug } from '../../../../../common/topics';

export const CORPUS_TABS = ['prospects', 'feeds', 'corpus', 'topics'] as const;
export type CorpusTab = (typeof CORPUS_TABS)[number];

export const TAB_LABELS: Record<CorpusTab, string> = {
  prospects: 'Prospects',
  feeds: 'Instance feeds',
  corpus: 'Corpus',
  topics: 'Topics',
};

export const ITEM_STATES = ['PROSPECT', 'APPROVED', 'REJECTED'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const SOURCE_KINDS = [
  'INSTANCE_FEED',
  'PUBLIC_LIST',
  'POPULAR_SAVES',
  'SUBSCRIBED_FEED',
  'CURATOR',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The Corpus tab's filters; absent means "any". */
export interface CorpusFilters {
  state?: ItemState;
  topic?: string;
  source?: SourceKind;
  language?: string;
  search?: string;
}

export interface CorpusView {
  tab: CorpusTab;
  filters: CorpusFilters;
}

/** Language codes as the corpus stores them: ISO 639-1, optionally with a region ("pt-br"). */
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;
/** Longer searches are cut: the address stays readable and the server's limit is not reached. */
export const SEARCH_MAX = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The search as sent: trimmed, inner runs of spaces collapsed, at most SEARCH_MAX characters. */
export function normalizeSearch(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX);
}

export function parseCorpusView(params: URLSearchParams): CorpusView {
  const tab = oneOf(CORPUS_TABS, params.get('tab')) ?? 'prospects';
  const filters: CorpusFilters = {};
  const state = oneOf(ITEM_STATES, params.get('state'));
  if (state) filters.state = state;
  const topic = params.get('topic');
  if (topic && isTopicSlug(topic)) filters.topic = topic;
  const source = oneOf(SOURCE_KINDS, params.get('source'));
  if (source) filters.source = source;
  const language = params.get('language')?.trim().toLowerCase();
  if (language && LANGUAGE.test(language)) filters.language = language;
  const search = normalizeSearch(params.get('q') ?? '');
  if (search) filters.search = search;
  return { tab, filters };
}

/**
 * The address's query for `view`: only what differs from the defaults, in a fixed order, so
 * the same view always has the same address. Other parameters are not kept.
 */
export function corpusViewParams(view: CorpusView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'prospects') params.set('tab', view.tab);
  if (view.tab !== 'corpus') return params;
  const { state, topic, source, language, search } = view.filters;
  if (state) params.set('state', state);
  if (topic) params.set('topic', topic);
  if (source) params.set('source', source);
  if (language) params.set('language', language);
  if (search) params.set('q', search);
  return params;
}

/** The filter as the GraphQL input `AdminCorpusItemFilter` takes it (null when "any"). */
export function filterInput(filters: CorpusFilters) {
  return {
    state: filters.state ?? null,
    topic: filters.topic ?? null,
    source: filters.source ?? null,
    language: filters.language ?? null,
    search: filters.search ?? null,
  };
}

export function hasFilters(filters: CorpusFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
