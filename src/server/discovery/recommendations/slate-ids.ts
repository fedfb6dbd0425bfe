/**
 * The ids of lineups and slates (docs/RECOMMENDATIONS.md "Slate ids"). Slate ids are readable
 * strings that `getSlate` resolves again and that events carry (recommendation_events.slate_id,
 * ≤ 100 characters):
 *
 *   picks                   the curators' picks
 *   topic:<slug>            a topic's slate on Home and Discover (all its candidates, ranked)
 *   topic:<slug>:curated    a topic page's first slate (picks and approved items of the topic)
 *   topic:<slug>:more       a topic page's second, algorithmic slate (what the first did not show)
 *   because:<corpus guid>   "Because you saved …" (needs a reader)
 *   setup                   the setup moment's mix across topics
 *
 * each optionally behind a language, `de/topic:food`, when the slate is not in the instance
 * default English. Lineups: Pocket's explore ids (English, German), each topic's lineupId or its
 * slug (also `de/<slug>`), and Home's id.
 */
import { TOPICS, isTopicSlug, type TopicSlug } from '../../../common/topics.js';

/** Pocket's lineup ids (docs/POCKET-COMPATIBILITY.md §1.9): the web client's constants. */
export const LINEUP_IDS = {
  home: '2a817ad0-cbba-4330-9559-291468145588',
  exploreEn: '9c3018a8-8aa9-4f91-81e9-ebcd95fc82da',
  exploreDe: '507d215c-4776-4f8e-af49-2ed6f3309aff',
} as const;

export const DEFAULT_LANGUAGE = 'en';

/** The languages a reader reads, most wanted first: their locale's, then the instance default. */
export function languagesForLocale(locale: string | null | undefined): string[] {
  const primary = /^([A-Za-z]{2,3})(?:[-_].*)?$/.exec(locale?.trim() ?? '')?.[1]?.toLowerCase();
  if (!primary || primary === DEFAULT_LANGUAGE) return [DEFAULT_LANGUAGE];
  return [primary, DEFAULT_LANGUAGE];
}

/** A topic's slate on Home/Discover ('all'), or one of its topic page's two slates. */
export type TopicSlatePart = 'all' | 'curated' | 'more';

export type SlateRef =
  | { kind: 'picks'; language: string }
  | { kind: 'topic'; language: string; topic: TopicSlug; part: TopicSlatePart }
  | { kind: 'because'; language: string; externalId: string }
  | { kind: 'setup'; language: string };

const prefix = (language: string) => (language === DEFAULT_LANGUAGE ? '' : `${language}/`);

export function formatSlateId(ref: SlateRef): string {
  switch (ref.kind) {
    case 'picks':
      return `${prefix(ref.language)}picks`;
    case 'setup':
      return `${prefix(ref.language)}setup`;
    case 'topic':
      return `${prefix(ref.language)}topic:${ref.topic}${ref.part === 'all' ? '' : `:${ref.part}`}`;
    case 'because':
      return `${prefix(ref.language)}because:${ref.externalId}`;
  }
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Splits `de/rest` into its language and the rest; no prefix is the default language. */
function splitLanguage(id: string): { language: string; rest: string } | null {
  const match = /^(?:([a-z]{2,3})\/)?(.+)$/.exec(id.trim());
  if (!match) return null;
  return { language: match[1] ?? DEFAULT_LANGUAGE, rest: match[2]! };
}

/** The slate an id names, or null for an id this server never gave out. */
export function parseSlateId(id: string): SlateRef | null {
  if (id.length > 100) return null;
  const split = splitLanguage(id);
  if (!split) return null;
  const { language, rest } = split;
  if (rest === 'picks') return { kind: 'picks', language };
  if (rest === 'setup') return { kind: 'setup', language };
  const topic = /^topic:([a-z-]+)(?::(curated|more))?$/.exec(rest);
  if (topic && isTopicSlug(topic[1]!)) {
    const part = (topic[2] ?? 'all') as TopicSlatePart;
    return { kind: 'topic', language, topic: topic[1], part };
  }
  const because = /^because:(.+)$/.exec(rest);
  if (because && GUID.test(because[1]!)) {
    return { kind: 'because', language, externalId: because[1]!.toLowerCase() };
  }
  return null;
}

export type LineupRef =
  { kind: 'explore'; language: string } | { kind: 'topic'; language: string; topic: TopicSlug };

/** The lineup `getSlateLineup` was asked for, or null when the id names none. */
export function parseLineupId(id: string): LineupRef | null {
  const trimmed = id.trim().toLowerCase();
  if (trimmed === LINEUP_IDS.exploreEn) return { kind: 'explore', language: 'en' };
  if (trimmed === LINEUP_IDS.exploreDe) return { kind: 'explore', language: 'de' };
  const byLineupId = TOPICS.find((topic) => topic.lineupId === trimmed);
  if (byLineupId) return { kind: 'topic', language: DEFAULT_LANGUAGE, topic: byLineupId.slug };
  const split = trimmed.length <= 100 ? splitLanguage(trimmed) : null;
  if (split && isTopicSlug(split.rest)) {
    return { kind: 'topic', language: split.language, topic: split.rest };
  }
  return null;
}
