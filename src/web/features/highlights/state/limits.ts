/** The highlight limits the server applies (src/common/highlight-limits.ts), for the reader's editor. */
import { FREE_HIGHLIGHTS_PER_ITEM } from '../../../../common/highlight-limits';

export { MAX_NOTE_LENGTH, MAX_QUOTE_LENGTH } from '../../../../common/highlight-limits';

/**
 * docs/PRODUCT.md §9: a free account highlights at most 3 passages per article; premium is
 * unlimited.
 */
export const FREE_HIGHLIGHT_LIMIT = FREE_HIGHLIGHTS_PER_ITEM;

/** True when a free account may not add another highlight to this article. */
export const atFreeLimit = (count: number, premium: boolean): boolean =>
  !premium && count >= FREE_HIGHLIGHT_LIMIT;
