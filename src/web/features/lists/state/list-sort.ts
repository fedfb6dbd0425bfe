/** All Lists order (docs/PRODUCT.md §4): by creation time, newest first (DESC) by default. */
export type ListSortOrder = 'DESC' | 'ASC';
export const DEFAULT_LIST_SORT: ListSortOrder = 'DESC';

export function sortLists<T extends { createdAt: string }>(
  lists: readonly T[],
  order: ListSortOrder,
): T[] {
  const sign = order === 'DESC' ? -1 : 1;
  return [...lists].sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)) || 0);
}
