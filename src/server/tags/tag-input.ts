/**
 * Tag names a client sends, checked by the tag rules (common/tag-rules.ts) for every write that
 * carries them: tagging saves (tags.service.ts) and, through TagsService.checkNames, saving a URL with tags.
 * A name that breaks a rule refuses the whole write with the rule's sentence.
 */
import { checkTagNames, MAX_TAGS_PER_WRITE, normalizeTagName } from '../../common/tag-rules.js';
import { badInput } from '../core/errors.js';

export function tagName(raw: string, field: string): string {
  const result = normalizeTagName(raw);
  if (!result.ok) throw badInput(result.reason, field);
  return result.name;
}

/** Normalised, de-duplicated names; at most MAX_TAGS_PER_WRITE. */
export function tagNames(raw: readonly string[], field: string): string[] {
  if (raw.length > MAX_TAGS_PER_WRITE) {
    throw badInput(`At most ${MAX_TAGS_PER_WRITE} tags at once.`, field);
  }
  const checked = checkTagNames(raw);
  const [refused] = checked.refused;
  if (refused) throw badInput(refused.reason, field);
  return checked.names;
}
