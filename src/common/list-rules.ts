/**
 * Shareable-list rules (docs/POCKET-COMPATIBILITY.md §2.7): the character limits the server
 * enforces and the web dialogs count against, the trimming of optional text, and the address of a
 * public list. Shared by the server and the web client so both agree on every limit. The slug of a
 * new list is made in list-slugs.ts: slugify's tables stay out of the web client's bundle.
 */
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

/** The public page of a list: /sharedlists/{externalId}/{slug}. */
export const publicListPath = (externalId: string, slug: string): string =>
  `/sharedlists/${encodeURIComponent(externalId)}/${encodeURIComponent(slug)}`;
