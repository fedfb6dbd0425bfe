/**
 * Which slate lineup a Discover page asks for (docs/RECOMMENDATIONS.md "Discover and topic
 * pages"): Pocket's explore lineup ids, English or German by the browser's language, and each
 * topic's own lineup id (src/common/topics.ts).
 */
import { isTopicSlug, TOPICS, type TopicSlug } from '../../../../../common/topics.js';

/** Pocket's explore lineup ids (its web client's constants; the server answers them too). */
export const EXPLORE_LINEUP_IDS = {
  en: '9c3018a8-8aa9-4f91-81e9-ebcd95fc82da',
  de: '507d215c-4776-4f8e-af49-2ed6f3309aff',
} as const;

/** Pocket's web client asks for 30 recommendations a slate on Discover and topic pages. */
export const RECOMMENDATION_COUNT = 30;
/** Discover shows the curators' picks and the topics' slates; a topic page, two slates. */
export const DISCOVER_SLATE_COUNT = 16;
export const TOPIC_SLATE_COUNT = 2;

export type DiscoverLocale = keyof typeof EXPLORE_LINEUP_IDS;

/** German when the browser's first language is German (de, de-AT, de-CH…), else English. */
export function discoverLocale(languages: readonly string[]): DiscoverLocale {
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'de' || first.startsWith('de-') ? 'de' : 'en';
}

/** The browser's languages, first preferred first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export interface DiscoverTopic {
  slug: TopicSlug;
  name: string;
  lineupId: string;
}

/** The topic a slug in the address names, or null (the page is then not found). */
export function topicFromSlug(slug: string | undefined): DiscoverTopic | null {
  if (!slug || !isTopicSlug(slug)) return null;
  return TOPICS.find((topic) => topic.slug === slug) ?? null;
}

/** A topic page's address: `/discover/<slug>` (Pocket's `/explore/<slug>` shows the same page). */
export const topicPath = (slug: TopicSlug) => `/discover/${slug}`;
export const DISCOVER_PATH = '/discover';
