/**
 * The limits of a highlight, shared by the server's rules (src/server/highlights/highlight-rules.ts)
 * and the reader's editor, so the client refuses exactly what the server would (docs/PRODUCT.md §9:
 * a free account highlights at most 3 passages per article; premium is unlimited).
 */
export const FREE_HIGHLIGHTS_PER_ITEM = 3;
export const MAX_QUOTE_LENGTH = 10_000;
export const MAX_PATCH_LENGTH = 100_000;
export const MAX_NOTE_LENGTH = 10_000;
/** Premium is unlimited in principle; this keeps one save's list bounded. */
export const MAX_HIGHLIGHTS_PER_ITEM = 1_000;
