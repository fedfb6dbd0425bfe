/**
 * Saves as other domains read them (docs/ARCHITECTURE.md, "Dependency rules"): the saved_items
 * columns of a SavedItem for a SELECT over saved_items s joined with items i, and the row split
 * back into the save and its item. Search reads its hits through these; saves.repo.ts keeps the
 * statements of the saves themselves.
 */
import type { SavedItem } from './saves.types.js';

export type { SavedItem } from './saves.types.js';

/** The saved_items columns, each aliased to its SavedItem field (so no row is mapped in JS). */
export const SAVE_COLUMNS = `s.item_id AS "itemId", s.given_url AS "givenUrl", s.title, s.status,
  s.is_favorite AS "isFavorite", s.favorited_at AS "favoritedAt", s.archived_at AS "archivedAt",
  s.deleted_at AS "deletedAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
  ARRAY(SELECT t.name FROM saved_item_tags t WHERE t.user_id = s.user_id AND t.item_id = s.item_id ORDER BY t.name) AS "tagNames",
  (SELECT coalesce(json_agg(json_build_object(
      'id', h.id, 'quote', h.quote, 'patch', h.patch, 'version', h.version, 'note', h.note,
      'createdAt', h.created_at, 'updatedAt', h.updated_at,
      'noteCreatedAt', h.note_created_at, 'noteUpdatedAt', h.note_updated_at) ORDER BY h.created_at), '[]'::json)
     FROM highlights h WHERE h.user_id = s.user_id AND h.item_id = s.item_id) AS highlights`;
/** `i_<column>` → `<column>`, kept so that splitting a row builds no strings. */
const ITEM_KEYS = new Map<string, string>();

/**
 * Splits a joined row into the save and its item (the `i_` columns of itemColumns('i', 'i_')).
 * One pass over the row's keys: building every `i_` key anew per row (itemFromPrefixed) was ~6%
 * of the server's CPU on a 30-save page.
 */
export function toSavedItem<R extends Record<string, unknown>>(row: R): R & SavedItem {
  const item: Record<string, unknown> = {};
  const save: Record<string, unknown> = { item };
  for (const key in row) {
    if (key.startsWith('i_')) {
      let field = ITEM_KEYS.get(key);
      if (field === undefined) ITEM_KEYS.set(key, (field = key.slice(2)));
      item[field] = row[key];
    } else save[key] = row[key];
  }
  return save as R & SavedItem;
}
