/**
 * Reader shortcuts (docs/PRODUCT.md §2 "Reader"), on the shared shortcut engine: b back to saves,
 * ctrl+= / ctrl+- font size, alt+= / alt+- column width (premium only: left unbound for other
 * users), and the reader's own a archive, f favorite, d delete, t tag. Opened from the feed inbox,
 * its Feed Actions: j / k the next / previous entry, and on an unsaved entry s save, m seen.
 */
import { bindingsFor } from '../../../lib/shortcuts/catalog';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import type { ShortcutBinding } from '../../../lib/shortcuts/use-shortcuts';

export interface ReaderShortcutHandlers {
  back: () => void;
  archive?: () => void;
  favorite?: () => void;
  remove?: () => void;
  tag?: () => void;
  fontSize: (delta: 1 | -1) => void;
  /** Only given to premium users: otherwise alt+= / alt+- stay unbound (docs/PRODUCT.md §2, §6). */
  columnWidth?: (delta: 1 | -1) => void;
  /** Opened from the feed inbox (docs/PRODUCT.md §10.10 "Reading an entry"). */
  nextEntry?: () => void;
  previousEntry?: () => void;
  saveEntry?: () => void;
  toggleEntrySeen?: () => void;
}

export function useReaderShortcuts(handlers: ReaderShortcutHandlers): void {
  const { back, archive, favorite, remove, tag, fontSize, columnWidth } = handlers;
  const { nextEntry, previousEntry, saveEntry, toggleEntrySeen } = handlers;
  const bindings: ShortcutBinding[] = bindingsFor(
    {
      'reader-back': back,
      'reader-font-larger': () => fontSize(1),
      'reader-font-smaller': () => fontSize(-1),
      'reader-column-wider': columnWidth ? () => columnWidth(1) : undefined,
      'reader-column-narrower': columnWidth ? () => columnWidth(-1) : undefined,
      'reader-next-entry': nextEntry,
      'reader-previous-entry': previousEntry,
      'reader-save-entry': saveEntry,
      'reader-entry-seen': toggleEntrySeen,
    },
    { premium: columnWidth !== undefined },
  );
  // Not in docs/PRODUCT.md §2's reader table, but offered since the first reader: same keys as on a
  // card.
  if (archive) bindings.push({ keys: 'a', run: archive });
  if (favorite) bindings.push({ keys: 'f', run: favorite });
  if (remove) bindings.push({ keys: 'd', run: remove });
  if (tag) bindings.push({ keys: 't', run: tag });
  useShortcuts(bindings);
}
