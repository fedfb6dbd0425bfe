/**
 * Reading one v3/send action's fields (docs/POCKET-COMPATIBILITY.md §3.5): the save it targets
 * (`item_id` digits or `url`), `tags` (comma string or array), `time`, and plain text fields.
 * Over-long titles and tags are refused here, per action, rather than silently cut as the web
 * client's are.
 */
import { TAG_MAX_LENGTH } from '../../../common/tag-rules.js';
import type { Actor } from '../../core/actor.js';
import { badInput, notFound } from '../../core/errors.js';
import { MAX_TITLE_LENGTH, titleTooLong } from '../../saves/save-rules.js';
import type { Services } from '../../services.js';
import type { V3Params } from './v3-params.js';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A required or optional string field; numbers are accepted as their text. */
export function textOf(action: V3Params, field: string, required: true): string;
export function textOf(action: V3Params, field: string, required?: false): string | undefined;
export function textOf(action: V3Params, field: string, required = false): string | undefined {
  const value = action[field];
  if (!given(value)) {
    if (required) throw badInput(`${field} is required.`, field);
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw badInput(`${field} must be a string.`, field);
  }
  return String(value);
}

/** `time`: optional unix seconds (13-digit milliseconds are not guessed at here). */
export function timeOf(action: V3Params): number | undefined {
  if (!given(action.time)) return undefined;
  const time = Number(action.time);
  if (!Number.isSafeInteger(time) || time < 0) throw badInput('time must be unix seconds.', 'time');
  return time;
}

/** `title`: optional; blank means none; longer than the kept length is refused. */
export function titleOf(action: V3Params): string | undefined {
  const title = textOf(action, 'title')?.trim();
  if (title && titleTooLong(title)) {
    throw badInput(`title can be at most ${MAX_TITLE_LENGTH} characters.`, 'title');
  }
  return title || undefined;
}

/** `tags`: a comma-separated string or an array of strings, without empty elements. */
export function tagsOf(action: V3Params, required: boolean): string[] {
  const raw = action.tags;
  if (!given(raw) || (Array.isArray(raw) && raw.length === 0)) {
    if (required) throw badInput('tags is required.', 'tags');
    return [];
  }
  let parts: unknown[];
  if (typeof raw === 'string') parts = raw.split(',');
  else if (Array.isArray(raw)) parts = raw;
  else throw badInput('tags must be a comma-separated string or an array.', 'tags');
  return parts.map((part) => {
    if (typeof part !== 'string' || part.trim() === '') {
      throw badInput('tags must not have empty elements.', 'tags');
    }
    const tag = part.trim();
    if (Array.from(tag).length > TAG_MAX_LENGTH) {
      throw badInput(`A tag can be at most ${TAG_MAX_LENGTH} characters.`, 'tags');
    }
    return tag;
  });
}

/** `item_id` (digits only) when given, else `url`. */
export function targetOf(action: V3Params): { itemId: number } | { url: string } {
  if (given(action.item_id)) {
    const raw = String(action.item_id);
    if (!/^\d{1,15}$/.test(raw) || Number(raw) === 0) {
      throw badInput('item_id must be digits.', 'item_id');
    }
    return { itemId: Number(raw) };
  }
  const url = textOf(action, 'url');
  if (url === undefined) throw badInput('item_id or url is required.', 'item_id');
  return { url };
}

/** The id of the actor's save an action targets; NOT_FOUND for a URL they have not saved. */
export async function targetIdOf(services: Services, actor: Actor, action: V3Params) {
  const target = targetOf(action);
  if ('itemId' in target) return target.itemId;
  const itemId = (await services.saves.savedUrls(actor, [target.url])).get(target.url);
  if (itemId === undefined) throw notFound('This URL is not in your saves.');
  return itemId;
}
