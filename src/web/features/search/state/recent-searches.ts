/**
 * Recent searches in the navigation box (docs/PRODUCT.md §4 "Search", §9: at most 5, unique, most
 * recent first) and the keyboard logic of their dropdown: ArrowDown / ArrowUp move the active
 * option (wrapping, with "none" between the ends so the typed text is reachable again), Enter picks
 * it, Escape closes.
 */

export const RECENT_SEARCHES_MAX = 5;

/** Adds `term` in front, removing an earlier copy (case-insensitive), keeping at most 5. */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return list.slice(0, RECENT_SEARCHES_MAX);
  const key = clean.toLowerCase();
  return [clean, ...list.filter((entry) => entry.toLowerCase() !== key)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
}

export type DropdownKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The active option after a key: -1 is "no option" (the field itself). ArrowDown from the last
 * option and ArrowUp from the first return to -1; from -1 they go to the first / last option.
 */
export function nextActiveIndex(active: number, count: number, key: DropdownKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? -1 : active + 1;
    case 'ArrowUp':
      return active === -1 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

export function isDropdownKey(key: string): key is DropdownKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}
