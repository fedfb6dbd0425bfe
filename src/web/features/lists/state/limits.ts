/**
 * The shareable-list limits the dialogs count against (docs/POCKET-COMPATIBILITY.md §2.7,
 * docs/PRODUCT.md §8–§9), from src/common/list-rules so the web and the server agree: the web shows
 * "current/limit" and 'Character Limit Exceeded' before a request is sent.
 */
import {
  LIST_DESCRIPTION_MAX,
  LIST_ITEM_NOTE_MAX,
  LIST_ITEMS_PAGE_SIZE,
  LIST_ITEMS_PER_CALL_MAX,
  LIST_ITEMS_WITH_CREATION,
  LIST_TITLE_MAX,
  textLength,
} from '../../../../common/list-rules';

export { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX };
export const LIST_NOTE_MAX = LIST_ITEM_NOTE_MAX;
/** Items that go with the creation call (docs/PRODUCT.md §9: 3). */
export const ITEMS_WITH_CREATE = LIST_ITEMS_WITH_CREATION;
/** Items per addToShareableList / updateShareableListItems request (docs/PRODUCT.md §9: 30). */
export const LIST_BATCH_SIZE = LIST_ITEMS_PER_CALL_MAX;
/** Items read per page of a list (docs/PRODUCT.md §9: 30). */
export const LIST_PAGE_SIZE = LIST_ITEMS_PAGE_SIZE;

export const CHARACTER_LIMIT_EXCEEDED = 'Character Limit Exceeded';

export interface CharacterCount {
  count: number;
  max: number;
  over: boolean;
  /** "12/100" */
  text: string;
}

/** Counts what the server will store: the trimmed value, in characters as a person counts them. */
export function characterCount(value: string, max: number): CharacterCount {
  const count = textLength(value.trim());
  return { count, max, over: count > max, text: `${count}/${max}` };
}

/** Whether a list's title or description is over its limit (the dialogs then can't submit). */
export function listTextOver(title: string, description: string): boolean {
  return (
    characterCount(title, LIST_TITLE_MAX).over ||
    characterCount(description, LIST_DESCRIPTION_MAX).over
  );
}
