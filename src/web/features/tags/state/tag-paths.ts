/**
 * Routes of the tag pages (docs/PRODUCT.md §2): `/saves/tags` lists every tag, `/saves/tags/{tag}`
 * and `/saves/tags/{tag}/{unread|archive|favorites}` show one tag's saves. The tag is one path
 * segment, URL-encoded with encodeURIComponent, so names with spaces, slashes, `%`, `?`, `#`
 * or any Unicode round-trip exactly.
 */
export const TAGS_PATH = '/saves/tags';

/** Sub-filters of a tag view, as in the other sections (`all` has no segment). */
export type TagSubFilter = 'all' | 'unread' | 'archive' | 'favorites';

/** `/saves/tags/{encoded tag}` (+ `/{sub}` unless `all`). */
export function tagPath(tag: string, sub: TagSubFilter = 'all'): string {
  const base = `${TAGS_PATH}/${encodeURIComponent(tag)}`;
  return sub === 'all' ? base : `${base}/${sub}`;
}

/**
 * The tag of one path segment (as found in `location.pathname`, i.e. still encoded), or null
 * when it is empty or not valid percent-encoding.
 */
export function tagFromSegment(segment: string): string | null {
  try {
    const tag = decodeURIComponent(segment);
    return tag.length > 0 ? tag : null;
  } catch {
    return null;
  }
}

/** The tag of a `/saves/tags/{tag}[/{sub}]` pathname, or null for any other path. */
export function tagFromPath(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'saves' || parts[1] !== 'tags' || parts.length < 3 || parts.length > 4) {
    return null;
  }
  return tagFromSegment(parts[2]!);
}
