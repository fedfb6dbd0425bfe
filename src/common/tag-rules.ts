/**
 * Tag names (docs/POCKET-COMPATIBILITY.md §1.5, §2.5): U+FFFD becomes "?", then trim, lower-case,
 * and cut to 25 characters; an empty name is refused. The editor (web) and every server write use
 * this one function, so a tag typed in the dialog is exactly the tag stored.
 */
export const TAG_MAX_LENGTH = 25;
/** Pocket's tag page size (docs/PRODUCT.md §9). */
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

/** Tag names one write may give a save: one call's, or one imported record's. */
export const MAX_TAGS_PER_WRITE = 100;

export interface CheckedTagNames {
  /** Normalised, de-duplicated names in first-seen order. */
  names: string[];
  /** The names that broke a rule, each with the rule's sentence. */
  refused: Array<{ raw: string; reason: string }>;
}

/**
 * Every name checked: a client's write is refused at the first `refused` entry, an import leaves
 * those out and lists them. Either way, what is kept is exactly what normalizeTagName makes.
 */
export function checkTagNames(raw: readonly string[]): CheckedTagNames {
  const names = new Set<string>();
  const refused: CheckedTagNames['refused'] = [];
  for (const value of raw) {
    const result = normalizeTagName(value);
    if (result.ok) names.add(result.name);
    else refused.push({ raw: value, reason: result.reason });
  }
  return { names: [...names], refused };
}
