/**
 * Checks and normalises the inputs of list mutations (docs/POCKET-COMPATIBILITY.md §2.7,
 * docs/PRODUCT.md §10.1): trimmed text within its limit, empty fields dropped (null), items with a
 * numeric itemId and a web URL. Every failure is a BAD_USER_INPUT naming the field and the limit.
 */
import {
  LIST_DESCRIPTION_MAX,
  LIST_ITEM_NOTE_MAX,
  LIST_ITEMS_PER_CALL_MAX,
  LIST_TITLE_MAX,
  optionalText,
  textLength,
} from '../../common/list-rules.js';
import { MAX_URL_LENGTH } from '../../common/url-rules.js';
import { badInput } from '../core/errors.js';
import type { NewItem } from './lists.repo.js';
import type { ListItemInput } from './lists.types.js';

/** Item metadata copied from a save is cut to these lengths rather than refused. */
const ITEM_TEXT_MAX = { title: 500, excerpt: 1000, publisher: 200, authors: 500 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can be an externalId (anything else is simply not found). */
export const isExternalId = (id: string): boolean => UUID.test(id);

export function listTitle(raw: string): string {
  const title = raw.trim();
  if (!title) throw badInput('A list needs a title.', 'title');
  if (textLength(title) > LIST_TITLE_MAX)
    throw badInput(`A list title can be at most ${LIST_TITLE_MAX} characters.`, 'title');
  return title;
}

export function listDescription(raw: string | null | undefined): string | null {
  const description = optionalText(raw);
  if (description && textLength(description) > LIST_DESCRIPTION_MAX)
    throw badInput(
      `A list description can be at most ${LIST_DESCRIPTION_MAX} characters.`,
      'description',
    );
  return description;
}

export function itemNote(raw: string | null | undefined): string | null {
  const note = optionalText(raw);
  if (note && textLength(note) > LIST_ITEM_NOTE_MAX)
    throw badInput(`A note can be at most ${LIST_ITEM_NOTE_MAX} characters.`, 'note');
  return note;
}

/** Refuses a batch outside 1–30 (`min` 0 for createShareableList's optional first item). */
export function checkBatchSize(count: number, min = 1): void {
  if (count < min || count > LIST_ITEMS_PER_CALL_MAX)
    throw badInput(
      `Add between ${min} and ${LIST_ITEMS_PER_CALL_MAX} items at a time (got ${count}).`,
      'items',
    );
}

function webUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (!value || value.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

const cut = (value: string | null | undefined, max: number): string | null => {
  const text = optionalText(value);
  return text === null ? null : Array.from(text).slice(0, max).join('').trim();
};

/** A new item without its sortOrder; a missing or unusable image becomes null. */
export function newItem(input: ListItemInput): Omit<NewItem, 'sortOrder'> {
  const itemId = String(input.itemId).trim();
  if (!/^\d{1,18}$/.test(itemId)) throw badInput('itemId must be a numeric item id.', 'itemId');
  const url = webUrl(input.url);
  if (!url) throw badInput(`"${input.url}" is not an http:// or https:// URL.`, 'url');
  return {
    itemId,
    url,
    title: cut(input.title, ITEM_TEXT_MAX.title),
    excerpt: cut(input.excerpt, ITEM_TEXT_MAX.excerpt),
    note: itemNote(input.note),
    imageUrl: webUrl(input.imageUrl),
    publisher: cut(input.publisher, ITEM_TEXT_MAX.publisher),
    authors: cut(input.authors, ITEM_TEXT_MAX.authors),
  };
}

/** A sortOrder given by a client (reorder). */
export function sortOrder(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000)
    throw badInput('sortOrder must be a whole number from 0 to 1000000.', 'sortOrder');
  return value;
}
