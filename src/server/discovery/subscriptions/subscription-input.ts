/**
 * What a subscriber types, checked: an address (https:// assumed when no scheme is given), an id
 * from a transport, a topic slug. Each check throws the sentence the subscriber reads.
 */
import { isTopicSlug, TOPICS } from '../../../common/topics.js';
import { badInput } from '../../core/errors.js';

/** A user-typed address: https:// is assumed when no scheme is given, as when saving. */
export const withScheme = (url: string) => {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || trimmed === ''
    ? trimmed
    : `https://${trimmed}`;
};

/** A transport's id: digits only, else the input is wrong (unknown ids are NOT_FOUND later). */
export function parseId(value: string | number, field: string, what: string): number {
  const text = String(value);
  if (!/^\d{1,15}$/.test(text) || Number(text) === 0)
    throw badInput(`Not a valid ${what} id: ${text.slice(0, 40)}`, field);
  return Number(text);
}

export function checkTopic(topic: string | null | undefined): string | null {
  if (topic === undefined || topic === null || topic === '') return null;
  if (!isTopicSlug(topic)) {
    throw badInput(
      `Unknown topic "${topic.slice(0, 40)}". Topics: ${TOPICS.map((t) => t.slug).join(', ')}.`,
      'topic',
    );
  }
  return topic;
}
