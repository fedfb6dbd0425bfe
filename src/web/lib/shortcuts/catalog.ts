/**
 * Every keyboard shortcut of the web client (docs/PRODUCT.md §2 "Keyboard shortcuts",
 * docs/POCKET-COMPATIBILITY.md §4.5), in the three tables of the help overlay: Saves Actions
 * (global), Item Actions and Reading Actions. The components that bind shortcuts take their keys
 * from here (`keysOf`), so the legend and the behaviour cannot drift apart.
 */

export type ShortcutId =
  | 'go-saves'
  | 'go-archive'
  | 'go-favorites'
  | 'go-articles'
  | 'go-highlights'
  | 'go-videos'
  | 'go-tags'
  | 'go-search'
  | 'bulk-edit'
  | 'save-url'
  | 'sort-newest'
  | 'sort-oldest'
  | 'view-list'
  | 'view-grid'
  | 'view-detail'
  | 'theme-light'
  | 'theme-dark'
  | 'theme-sepia'
  | 'help'
  | 'item-open'
  | 'item-archive'
  | 'item-favorite'
  | 'item-tag'
  | 'item-delete'
  | 'item-select'
  | 'item-next'
  | 'item-previous'
  | 'reader-back'
  | 'reader-font-larger'
  | 'reader-font-smaller'
  | 'reader-column-wider'
  | 'reader-column-narrower'
  | 'reader-next-entry'
  | 'reader-previous-entry'
  | 'reader-save-entry'
  | 'reader-entry-seen'
  | 'feed-next'
  | 'feed-previous'
  | 'feed-open'
  | 'feed-save'
  | 'feed-seen';

export interface ShortcutEntry {
  id: ShortcutId;
  /** Alternatives, each a space-separated sequence of steps (`"g a"`, `"?"`, `"ctrl+="`). */
  keys: readonly string[];
  label: string;
  /** Premium only: not bound, and shown locked, for other users (docs/PRODUCT.md §2). */
  premium?: boolean;
  /** Listed but not bound yet, with the reason shown in the legend. */
  unavailable?: string;
}

export interface ShortcutTable {
  id: 'saves' | 'item' | 'reading' | 'feeds';
  title: string;
  entries: readonly ShortcutEntry[];
}

export const SHORTCUT_TABLES: readonly ShortcutTable[] = [
  {
    id: 'saves',
    title: 'Saves Actions',
    entries: [
      { id: 'go-saves', keys: ['g l'], label: 'Go to Saves' },
      { id: 'go-archive', keys: ['g a'], label: 'Go to Archive' },
      { id: 'go-favorites', keys: ['g f'], label: 'Go to Favorites' },
      { id: 'go-articles', keys: ['g r'], label: 'Go to Articles' },
      { id: 'go-highlights', keys: ['g h'], label: 'Go to Highlights' },
      { id: 'go-videos', keys: ['g v'], label: 'Go to Videos' },
      { id: 'go-tags', keys: ['g t'], label: 'Go to All Tags' },
      { id: 'go-search', keys: ['g s'], label: 'Go to Search' },
      { id: 'bulk-edit', keys: ['g b'], label: 'Bulk edit' },
      { id: 'save-url', keys: ['g u'], label: 'Save a URL' },
      { id: 'sort-newest', keys: ['s n'], label: 'Sort by newest' },
      { id: 'sort-oldest', keys: ['s o'], label: 'Sort by oldest' },
      { id: 'view-list', keys: ['v l'], label: 'List view' },
      { id: 'view-grid', keys: ['v g'], label: 'Grid view' },
      { id: 'view-detail', keys: ['v d'], label: 'Detail view' },
      { id: 'theme-light', keys: ['c l'], label: 'Light theme' },
      { id: 'theme-dark', keys: ['c d'], label: 'Dark theme' },
      { id: 'theme-sepia', keys: ['c s'], label: 'Sepia theme' },
      { id: 'help', keys: ['?', '/'], label: 'Show or hide these shortcuts' },
    ],
  },
  {
    id: 'item',
    title: 'Item Actions',
    entries: [
      { id: 'item-next', keys: ['j'], label: 'Select the next item' },
      { id: 'item-previous', keys: ['k'], label: 'Select the previous item' },
      { id: 'item-open', keys: ['o'], label: 'Open the original in a new tab' },
      { id: 'item-archive', keys: ['a'], label: 'Archive or re-add to Saves' },
      { id: 'item-favorite', keys: ['f'], label: 'Favorite or unfavorite' },
      { id: 'item-tag', keys: ['t'], label: 'Tag' },
      { id: 'item-delete', keys: ['d'], label: 'Delete' },
      { id: 'item-select', keys: ['x'], label: 'Select in bulk edit' },
    ],
  },
  {
    id: 'reading',
    title: 'Reading Actions',
    entries: [
      { id: 'reader-back', keys: ['b'], label: 'Back to Saves' },
      { id: 'reader-font-larger', keys: ['ctrl+='], label: 'Larger text' },
      { id: 'reader-font-smaller', keys: ['ctrl+-'], label: 'Smaller text' },
      { id: 'reader-column-wider', keys: ['alt+='], label: 'Wider column', premium: true },
      { id: 'reader-column-narrower', keys: ['alt+-'], label: 'Narrower column', premium: true },
      // Opened from the feed inbox (docs/PRODUCT.md §10.10 "Reading an entry"): its Feed Actions.
      { id: 'reader-next-entry', keys: ['j'], label: 'Next feed entry (from Feeds)' },
      { id: 'reader-previous-entry', keys: ['k'], label: 'Previous feed entry (from Feeds)' },
      { id: 'reader-save-entry', keys: ['s'], label: 'Save the feed entry' },
      { id: 'reader-entry-seen', keys: ['m'], label: 'Mark the feed entry seen or unseen' },
    ],
  },
  {
    // The /feeds inbox (docs/PRODUCT.md §10.10); Enter acts on the entry that has the focus.
    id: 'feeds',
    title: 'Feed Actions',
    entries: [
      { id: 'feed-next', keys: ['j'], label: 'Select the next entry' },
      { id: 'feed-previous', keys: ['k'], label: 'Select the previous entry' },
      {
        id: 'feed-open',
        keys: ['o', 'Enter'],
        label: 'Open in the reader (the original if unreadable)',
      },
      { id: 'feed-save', keys: ['s'], label: 'Save to Saves' },
      { id: 'feed-seen', keys: ['m'], label: 'Mark seen or unseen' },
    ],
  },
];

const BY_ID = new Map<ShortcutId, ShortcutEntry>(
  SHORTCUT_TABLES.flatMap((table) => table.entries.map((entry) => [entry.id, entry] as const)),
);

export function shortcutEntry(id: ShortcutId): ShortcutEntry {
  const entry = BY_ID.get(id);
  if (!entry) throw new Error(`Unknown shortcut ${id}`);
  return entry;
}

/** The key alternatives of a shortcut. */
export function keysOf(id: ShortcutId): readonly string[] {
  return shortcutEntry(id).keys;
}

/**
 * Engine bindings for the given handlers: one per key alternative. Premium shortcuts are left
 * out unless `premium`, and so are shortcuts marked unavailable (docs/PRODUCT.md §2: not bound).
 */
export function bindingsFor(
  handlers: Partial<Record<ShortcutId, () => void>>,
  options: { premium?: boolean; inModal?: readonly ShortcutId[] } = {},
): Array<{ keys: string; run: () => void; inModal?: boolean }> {
  const bindings: Array<{ keys: string; run: () => void; inModal?: boolean }> = [];
  for (const [id, run] of Object.entries(handlers) as Array<
    [ShortcutId, (() => void) | undefined]
  >) {
    if (!run) continue;
    const entry = shortcutEntry(id);
    if (entry.unavailable) continue;
    if (entry.premium && !options.premium) continue;
    const inModal = options.inModal?.includes(id) ?? false;
    for (const keys of entry.keys) bindings.push({ keys, run, inModal });
  }
  return bindings;
}

/** How a key step reads in the legend: `ctrl+=` → `Ctrl =`. */
export function keyLabel(step: string): string {
  return step
    .split('+')
    .map((part) => ({ ctrl: 'Ctrl', alt: 'Alt', meta: 'Meta' })[part] ?? part)
    .join(' + ');
}
