/**
 * The Saves list's totalCount read from saved_item_counts (migration 0035, kept by triggers)
 * instead of counted: one to eight index rows in place of up to 5,000 saves per page.
 */
import type { ListFilter } from './saves.repo.js';

/**
 * Whether the filter's conditions are all on columns the kept counts carry (user, status,
 * favourite): status sets, favourites, archived or not. The others (tags, highlights, content
 * type, site, update times) keep the capped count of the saves themselves.
 */
export function isCountKept(filter: ListFilter): boolean {
  return (
    filter.tags === undefined &&
    filter.isHighlighted === undefined &&
    filter.contentType === undefined &&
    filter.domain === undefined &&
    filter.updatedSince === undefined &&
    filter.updatedBefore === undefined
  );
}

/**
 * The capped total from the kept counts. `where` is the list's own condition on `s`: for a
 * covered filter it names only user_id, status and is_favorite, which saved_item_counts has under
 * the same names, so the one condition serves both tables and cannot disagree.
 */
export function keptCountSql(where: string, cap: number): string {
  return `SELECT least(coalesce(sum(s.n), 0), ${cap})::int AS total FROM saved_item_counts s WHERE ${where}`;
}
