/**
 * The slug of a public list (docs/POCKET-COMPATIBILITY.md §2.7), made by the server when a list is
 * created or exported. Apart from list-rules.ts so that the web client, which only counts
 * characters, never bundles slugify's transliteration tables.
 */
import slugify from 'slugify';

/**
 * Longest slug made for a new list, cut at a hyphen: a title of 100 characters can slugify to
 * more ("&" → "and", "ß" → "ss"), and the address should stay short enough to share.
 */
export const LIST_SLUG_MAX = 80;
/** The slug of a list whose title has no letter or digit left after slugifying. */
export const LIST_SLUG_FALLBACK = 'shared-list';

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
