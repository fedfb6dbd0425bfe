/**
 * A curator's input to the corpus, checked (docs/CORPUS.md): ids, topics, language codes,
 * addresses, quality tiers and the text and image of an edit. Each check throws the sentence a
 * curator reads (BAD_USER_INPUT), or NOT_FOUND for an id that cannot exist.
 */
import { validateSaveUrl } from '../../../common/url-rules.js';
import { TOPICS, type TopicSlug } from '../../../common/topics.js';
import type { Actor } from '../../core/actor.js';
import { authorize } from '../../core/authorize.js';
import { badInput, notFound } from '../../core/errors.js';
import { languageCode, topicFromWords } from './corpus-opml.js';
import { canCurate } from './corpus.policy.js';
import { QUALITY_TIERS, type CorpusQualityTier } from './corpus.types.js';

export const CORPUS_EDIT_LIMITS = { title: 300, excerpt: 2_000, imageUrl: 2_048, search: 200 };

/** Every corpus operation is for administrators and curators (corpus.policy.ts). */
export function authorizeCurator(actor: Actor): void {
  authorize(
    canCurate(actor),
    'Only curators and administrators can manage the corpus. Ask an administrator to make you a curator.',
  );
}

/** An id from the client: a positive integer, else the thing does not exist. */
export function idOf(value: string | number, what: string): number {
  const text = String(value);
  if (!/^\d{1,15}$/.test(text) || Number(text) === 0) throw notFound(`There is no such ${what}.`);
  return Number(text);
}

export function topicOf(value: string | null | undefined, field = 'topic'): TopicSlug | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const topic = topicFromWords(value);
  if (!topic) {
    throw badInput(`Choose one of the topics: ${TOPICS.map((t) => t.slug).join(', ')}.`, field);
  }
  return topic;
}

export function languageOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const code = languageCode(value);
  if (!code) throw badInput('Give the language as a code such as en, de or pt-BR.', 'language');
  return code;
}

export function httpUrlOf(value: string, field: string): string {
  const result = validateSaveUrl(value);
  if (!result.ok) throw badInput(result.reason, field);
  return result.url;
}

export function tierOf(value: string | null | undefined): CorpusQualityTier | undefined {
  if (value === null || value === undefined) return undefined;
  if (!(QUALITY_TIERS as readonly string[]).includes(value)) {
    throw badInput(`The quality tier is one of ${QUALITY_TIERS.join(', ')}.`, 'qualityTier');
  }
  return value as CorpusQualityTier;
}

/** A curator's text: trimmed, empty clears the override, within its limit. */
export function editText(value: string | null | undefined, field: 'title' | 'excerpt') {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > CORPUS_EDIT_LIMITS[field]) {
    throw badInput(`Keep the ${field} to ${CORPUS_EDIT_LIMITS[field]} characters.`, field);
  }
  return trimmed === '' ? null : trimmed;
}

export function editImageUrl(value: string | null | undefined) {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (trimmed.length > CORPUS_EDIT_LIMITS.imageUrl) {
    throw badInput('That image address is too long.', 'imageUrl');
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw badInput('The image address must be a full http(s) URL.', 'imageUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badInput('The image address must be a full http(s) URL.', 'imageUrl');
  }
  return url.href;
}
