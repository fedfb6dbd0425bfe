/**
 * The tag name's character limit as the editor shows it (docs/PRODUCT.md §5: a counter
 * "current/limit", and 'Character Limit Exceeded' past it). The server cuts longer names to 25
 * characters (as Pocket's API did, for apps); the web client refuses them instead, so nothing is
 * cut silently. Counted as src/common/tag-rules.ts cuts: code points of the trimmed, lower-cased
 * name.
 */
import { normalizeTagName, TAG_MAX_LENGTH } from '../../../../common/tag-rules';
import type { TagNameResult } from '../../../../common/tag-rules';

export const CHARACTER_LIMIT_EXCEEDED = 'Character Limit Exceeded';

export interface TagCount {
  count: number;
  max: number;
  over: boolean;
  /** "12/25" */
  text: string;
}

export function tagCharacterCount(raw: string): TagCount {
  const count = Array.from(
    raw
      .replace(/\uFFFD/g, '?')
      .trim()
      .toLowerCase(),
  ).length;
  const max = TAG_MAX_LENGTH;
  return { count, max, over: count > max, text: `${count}/${max}` };
}

/** normalizeTagName, refusing a name over the limit rather than cutting it. */
export function checkTagName(raw: string): TagNameResult {
  if (tagCharacterCount(raw).over) return { ok: false, reason: CHARACTER_LIMIT_EXCEEDED };
  return normalizeTagName(raw);
}
