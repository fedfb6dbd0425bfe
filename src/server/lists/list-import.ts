/**
 * Lists from an import file (imports/, DECISIONS §16): each becomes a PRIVATE list, in file
 * order, with its items in order and their notes. A title the user already has gets " (2)",
 * " (3)"…; text over the list limits is cut rather than refused, since the user cannot edit the
 * file's lists before they exist; a URL repeated in a list is kept once. Runs in the caller's
 * transaction (the import's last one).
 */
import {
  LIST_DESCRIPTION_MAX,
  LIST_ITEM_NOTE_MAX,
  LIST_TITLE_MAX,
  optionalText,
} from '../../common/list-rules.js';
import type { Queryable } from '../db/types.js';
import * as repo from './lists.repo.js';

export interface ImportedListItem {
  itemId: number;
  url: string;
  title: string | null;
  excerpt: string | null;
  note: string | null;
}

export interface ImportedList {
  title: string;
  description: string | null;
  items: ImportedListItem[];
}

const cut = (value: string | null | undefined, max: number): string | null => {
  const text = optionalText(value);
  return text === null ? null : Array.from(text).slice(0, max).join('').trim() || null;
};

/** The title, or the first of "title (2)", "title (3)"… the user does not have yet. */
async function freeTitle(tx: Queryable, userId: number, wanted: string): Promise<string> {
  const base = cut(wanted, LIST_TITLE_MAX - 5) ?? 'Imported list';
  if (!(await repo.titleTaken(tx, userId, base))) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!(await repo.titleTaken(tx, userId, candidate))) return candidate;
  }
}

/** Creates the lists; returns how many were created. */
export async function writeImportedLists(
  tx: Queryable,
  userId: number,
  lists: readonly ImportedList[],
): Promise<number> {
  for (const imported of lists) {
    const list = await repo.insertList(tx, userId, {
      title: await freeTitle(tx, userId, imported.title),
      description: cut(imported.description, LIST_DESCRIPTION_MAX),
      listItemNoteVisibility: 'PRIVATE',
    });
    const seen = new Set<string>();
    let sortOrder = 0;
    for (const item of imported.items) {
      if (seen.has(item.url)) continue;
      seen.add(item.url);
      sortOrder += 1;
      await repo.insertItem(tx, userId, list.id, {
        itemId: String(item.itemId),
        url: item.url,
        title: cut(item.title, 500),
        excerpt: cut(item.excerpt, 1000),
        note: cut(item.note, LIST_ITEM_NOTE_MAX),
        imageUrl: null,
        publisher: null,
        authors: null,
        sortOrder,
      });
    }
  }
  return lists.length;
}
