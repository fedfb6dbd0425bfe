/**
 * Which saves views the offline copies can answer (docs/OFFLINE.md): they hold only recent unread
 * saves, so Saves (newest or oldest first), its favorites and its tags can be shown from them; a
 * view of archived saves, highlights or content types cannot. Pure.
 */
import type { SavedItemsFilter, SavedItemsSort } from '../../../gql/graphql';

export interface OfflineViewSave {
  status: string | null;
  isFavorite?: boolean;
  _createdAt: number;
  tags?: ReadonlyArray<{ name: string }> | null;
}

const UNTAGGED = '_untagged_';
const ANSWERABLE = new Set(['status', 'statuses', 'isFavorite', 'tagNames']);

function onlyUnread(filter: SavedItemsFilter): boolean {
  const statuses = [...(filter.statuses ?? []), ...(filter.status ? [filter.status] : [])];
  return statuses.length > 0 && statuses.every((status) => status === 'UNREAD');
}

/** The kept saves in `view`, in its order, or null when the copies cannot answer it. */
export function savesForView<T extends OfflineViewSave>(
  saves: readonly T[],
  view: { filter: SavedItemsFilter; sort: SavedItemsSort },
): T[] | null {
  const { filter, sort } = view;
  const set = Object.entries(filter).filter(([, value]) => value !== null && value !== undefined);
  if (set.some(([key]) => !ANSWERABLE.has(key)) || !onlyUnread(filter)) return null;
  if (sort.sortBy !== 'CREATED_AT') return null;
  const tagNames = filter.tagNames ?? [];
  const matching = saves.filter((save) => {
    if (save.status !== 'UNREAD') return false;
    if (filter.isFavorite === true && !save.isFavorite) return false;
    if (filter.isFavorite === false && save.isFavorite) return false;
    if (tagNames.length === 0) return true;
    const names = (save.tags ?? []).map((tag) => tag.name);
    return tagNames.some((name) => (name === UNTAGGED ? names.length === 0 : names.includes(name)));
  });
  const direction = sort.sortOrder === 'ASC' ? 1 : -1;
  return matching.sort((a, b) => direction * (a._createdAt - b._createdAt));
}
