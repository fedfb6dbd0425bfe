/**
 * Tag names (pocket-api.md §1.5, §2.5): U+FFFD becomes "?", then trim, lower-case, and cut to
 * 25 characters; an empty name is refused. The editor (web) and every server write use this one
 * function, so a tag typed in the dialog is exactly the tag stored.
 */
export const TAG_MAX_LENGTH = 25;
/** Pocket's tag page size (spec §9). */
export const TAG_PAGE_SIZE = 100;
/** Pocket's `_untagged_` pseudo-tag: saves without any tag. */
export const UNTAGGED_TAG = '_untagged_';

export type TagNameResult = { ok: true; name: string } | { ok: false; reason: string };

export function normalizeTagName(raw: string): TagNameResult {
  const replaced = raw
    .replace(/\uFFFD/g, '?')
    .trim()
    .toLowerCase();
  // Cut by code points so a name never ends in half an emoji.
  const name = Array.from(replaced).slice(0, TAG_MAX_LENGTH).join('').trim();
  if (!name) return { ok: false, reason: 'A tag needs at least one character.' };
  if (name === UNTAGGED_TAG) return { ok: false, reason: `"${UNTAGGED_TAG}" is reserved.` };
  return { ok: true, name };
}

/** Normalised, de-duplicated names in first-seen order; invalid names are dropped. */
export function uniqueTagNames(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of raw) {
    const result = normalizeTagName(value);
    if (result.ok) seen.add(result.name);
  }
  return [...seen];
}
