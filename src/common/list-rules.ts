/**
 * Shareable-list rules (docs/POCKET-COMPATIBILITY.md §2.7): the character limits the server
 * enforces and the web dialogs count against, the trimming of optional text, and the slug of a
 * public list. Shared by the server and the web client so both agree on every limit.
 */
import slugify from 'slugify';

export const LIST_TITLE_MAX = 100;
export const LIST_DESCRIPTION_MAX = 200;
export const LIST_ITEM_NOTE_MAX = 300;
/** addToShareableList, createAndAddToShareableList and updateShareableListItems take 1–30 items. */
export const LIST_ITEMS_PER_CALL_MAX = 30;
/** Items per page of ShareableList.items (first/last 0–30, default 30). */
export const LIST_ITEMS_PAGE_SIZE = 30;
/** Pocket's client sends the first 3 items with createAndAddToShareableList, the rest in batches. */
export const LIST_ITEMS_WITH_CREATION = 3;
export const LIST_REPORT_COMMENT_MAX = 500;
export const LIST_MODERATION_REASON_MAX = 300;
/**
 * Longest slug made for a new list, cut at a hyphen: a title of 100 characters can slugify to
 * more ("&" → "and", "ß" → "ss"), and the address should stay short enough to share.
 */
export const LIST_SLUG_MAX = 80;
/** The slug of a list whose title has no letter or digit left after slugifying. */
export const LIST_SLUG_FALLBACK = 'shared-list';

export const LIST_REPORT_REASONS = [
  'SPAM',
  'SEXUALLY_EXPLICIT',
  'HATEFUL_OR_ABUSIVE',
  'MISINFORMATION',
  'COPYRIGHT',
  'OTHER',
] as const;
export type ListReportReason = (typeof LIST_REPORT_REASONS)[number];

/** Length as a person counts it (code points, so an emoji is one character). */
export const textLength = (text: string): number => Array.from(text).length;

/** Trimmed text, or null when nothing is left ("empty fields are dropped"). */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The counter message of the dialogs, or null when the text fits. */
export function overLimit(text: string, max: number): string | null {
  return textLength(text.trim()) > max ? 'Character Limit Exceeded' : null;
}

// Characters the slug design removes before anything else (its `remove` option).
const REMOVED = /[*+~.()'"!:@]/g;

/**
 * Pocket's slug design: slugify(title, { lower, strict, remove: /[*+~.()'"!:@]/g }) — accents
 * and symbols transliterated (é → e, ß → ss, & → and), other characters dropped, spaces to
 * hyphens, at most LIST_SLUG_MAX characters. Falls back to "shared-list" when nothing is left.
 */
export function slugifyTitle(title: string): string {
  const slug = slugify(title, { lower: true, strict: true, remove: REMOVED });
  return capSlug(slug) || LIST_SLUG_FALLBACK;
}

/** `slug` cut to LIST_SLUG_MAX at its last hyphen (or mid-word when one word is that long). */
function capSlug(slug: string): string {
  if (slug.length <= LIST_SLUG_MAX) return slug;
  const cut = slug.slice(0, LIST_SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, LIST_SLUG_MAX)).replace(
    /-+$/,
    '',
  );
}

/** The first of base, base-2, base-3, … not in `taken` (slugs are unique per owner). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The public page of a list: /sharedlists/{externalId}/{slug}. */
export const publicListPath = (externalId: string, slug: string): string =>
  `/sharedlists/${encodeURIComponent(externalId)}/${encodeURIComponent(slug)}`;
