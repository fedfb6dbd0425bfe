/**
 * Ordering and filtering of tag names, shared by the tags page (pinned tags first, then by
 * name; the filter box) and the tagging dialog's autocomplete. Pure, for tests.
 */

/** Name order as the user reads it (numbers in names sort naturally). */
export function compareNames(a: string, b: string): number {
  return (
    a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }) || a.localeCompare(b)
  );
}

/** What the filter box matches against: trimmed and lower-cased, like tag names. */
export function filterQuery(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * The tags page's list: tags whose name contains the filter, the pinned ones first, each group
 * in name order.
 */
export function orderTags<T extends { name: string }>(
  tags: readonly T[],
  pinned: readonly string[],
  filter = '',
): T[] {
  const query = filterQuery(filter);
  const pins = new Set(pinned);
  return tags
    .filter((tag) => !query || tag.name.includes(query))
    .sort((a, b) => {
      const pinOrder = Number(pins.has(b.name)) - Number(pins.has(a.name));
      return pinOrder || compareNames(a.name, b.name);
    });
}

/**
 * Autocomplete: the user's tags matching what is typed and not chosen yet; names that start
 * with it come first, then names that contain it.
 */
export function matchTags(
  names: readonly string[],
  typed: string,
  exclude: readonly string[],
  limit = 8,
): string[] {
  const query = filterQuery(typed);
  if (!query) return [];
  const taken = new Set(exclude);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const name of names) {
    if (taken.has(name)) continue;
    if (name.startsWith(query)) starts.push(name);
    else if (name.includes(query)) contains.push(name);
  }
  return [...starts.sort(compareNames), ...contains.sort(compareNames)].slice(0, limit);
}
