/**
 * Karakeep (formerly Hoarder) JSON export (docs/IMPORT.md): `{ bookmarks, lists }`. Link bookmarks
 * become saves (`createdAt` in unix seconds, `archived`, tag names); text notes cannot be saved
 * and are problems. Manual lists become lists of their bookmarks' URLs in file order; smart
 * lists are saved searches, not lists of links, and are left out.
 */
import type { ImportList } from '../import-record.js';
import { fromUnixSeconds } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { isObject, str, type JsonObject } from './json.js';
import { cleanTags } from './tags.js';

/**
 * `{ bookmarks: [...] }` whose bookmarks carry Karakeep's `content` object (a key other tools'
 * `bookmarks` lists lack, so theirs are not taken for a Karakeep export with nothing in it).
 */
export function isKarakeepExport(data: unknown): data is JsonObject {
  if (!isObject(data) || !Array.isArray(data.bookmarks)) return false;
  const first = data.bookmarks.find(isObject);
  return first === undefined ? data.bookmarks.length === 0 : 'content' in first;
}

export function parseKarakeepJson(data: JsonObject, out: ImportBuilder): void {
  const bookmarks = Array.isArray(data.bookmarks) ? data.bookmarks : [];
  const lists = new Map<string, ImportList>();
  for (const list of Array.isArray(data.lists) ? data.lists : []) {
    if (!isObject(list) || list.type === 'smart') continue;
    const id = str(list.id);
    if (id)
      lists.set(id, {
        title: str(list.name) ?? 'Untitled list',
        description: str(list.description),
        items: [],
      });
  }
  bookmarks.forEach((bookmark, index) => {
    const row = index + 1;
    if (!isObject(bookmark)) {
      out.problem(`Bookmark ${row} is not a bookmark.`, row);
      return;
    }
    const content = isObject(bookmark.content) ? bookmark.content : undefined;
    const url = content?.type === 'link' ? str(content.url) : undefined;
    if (!url) {
      out.problem(
        content?.type === 'text'
          ? `Bookmark ${row} is a text note, not a link; Satchel saves links only.`
          : `Bookmark ${row} has no URL.`,
        row,
      );
      return;
    }
    out.add({
      row,
      url,
      title: cleanTitle(bookmark.title, url),
      savedAt: fromUnixSeconds(bookmark.createdAt),
      status: bookmark.archived === true ? 'ARCHIVED' : 'UNREAD',
      tags: cleanTags(
        (Array.isArray(bookmark.tags) ? bookmark.tags : []).map((t: unknown) =>
          isObject(t) ? t.name : t,
        ),
      ),
    });
    for (const id of Array.isArray(bookmark.lists) ? bookmark.lists : []) {
      const list = typeof id === 'string' ? lists.get(id) : undefined;
      list?.items.push({ url });
    }
  });
  out.lists.push(...lists.values());
}
