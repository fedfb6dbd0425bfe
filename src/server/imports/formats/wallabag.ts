/**
 * wallabag's JSON export (docs/IMPORT.md): an array of entries with 0/1 `is_archived` and
 * `is_starred`, `created_at` like "2016-09-08T11:55:58+0200", `tags` (names, or `{ label }` in
 * some versions) and `annotations` (`quote` is the highlight, `text` its note). wallabag 1.x
 * (poche) exported `{ id, title, url, is_read, is_fav, content, user_id, tags }` entries with
 * "0"/"1" strings, tags as one comma-separated string and no dates (wallabag's own v1 importer
 * reads the same keys, fixture `wallabag-v1-read.json`).
 */
import type { ImportHighlight } from '../import-record.js';
import { fromIso } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { flag, isObject, str, type JsonObject } from './json.js';
import { cleanTags, splitTags } from './tags.js';

/** An entry of a wallabag 1.x export. */
export function isWallabagV1Entry(entry: JsonObject): boolean {
  return 'is_read' in entry && 'is_fav' in entry && 'url' in entry;
}

export function parseWallabagJson(entries: unknown[], out: ImportBuilder): void {
  entries.forEach((entry, index) => {
    const row = index + 1;
    if (!isObject(entry)) {
      out.problem(`Entry ${row} is not a save.`, row);
      return;
    }
    const url = str(entry.url) ?? str(entry.given_url) ?? str(entry.origin_url);
    if (!url) {
      out.problem(`Entry ${row} has no URL.`, row);
      return;
    }
    const tags = (Array.isArray(entry.tags) ? entry.tags : []).map((tag: unknown) =>
      isObject(tag) ? tag.label : tag,
    );
    const highlights: ImportHighlight[] = (
      Array.isArray(entry.annotations) ? entry.annotations : []
    )
      .filter(isObject)
      .flatMap((a) => {
        // The quote as written, spaces at its ends included: they are part of the passage.
        const quote = typeof a.quote === 'string' && a.quote.trim() ? a.quote : undefined;
        return quote ? [{ quote, note: str(a.text), createdAt: fromIso(a.created_at) }] : [];
      });
    out.add({
      row,
      url,
      title: cleanTitle(entry.title, url),
      savedAt: fromIso(entry.created_at),
      status: flag(entry.is_archived) ? 'ARCHIVED' : 'UNREAD',
      favorite: flag(entry.is_starred),
      tags: cleanTags(tags),
      highlights,
    });
  });
}

export function parseWallabagV1Json(entries: unknown[], out: ImportBuilder): void {
  entries.forEach((entry, index) => {
    const row = index + 1;
    if (!isObject(entry)) {
      out.problem(`Entry ${row} is not a save.`, row);
      return;
    }
    const url = str(entry.url);
    if (!url) {
      out.problem(`Entry ${row} has no URL.`, row);
      return;
    }
    out.add({
      row,
      url,
      title: cleanTitle(entry.title, url),
      status: flag(entry.is_read) ? 'ARCHIVED' : 'UNREAD',
      favorite: flag(entry.is_fav),
      tags: splitTags(typeof entry.tags === 'string' ? entry.tags : undefined, ','),
    });
  });
}
