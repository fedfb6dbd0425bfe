/** A save as the saves module returns it: a user's saved item, with its tags, highlights and item. */
import type { Item } from '../items/items.types.js';

export type SavedItemStatus = 'UNREAD' | 'ARCHIVED' | 'DELETED' | 'HIDDEN';

/** A highlight as the list query returns it (json_agg: times are ISO strings). */
export interface HighlightJson {
  id: string;
  quote: string;
  patch: string;
  version: number;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  noteCreatedAt: string | null;
  noteUpdatedAt: string | null;
}

export interface SavedItem {
  itemId: number;
  /** The URL as the user saved it. */
  givenUrl: string;
  /** The user's own title, if they gave one. */
  title: string | null;
  status: SavedItemStatus;
  isFavorite: boolean;
  favoritedAt: Date | null;
  archivedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Sorted by name. */
  tagNames: string[];
  highlights: HighlightJson[];
  item: Item;
}
