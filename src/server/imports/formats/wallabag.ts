/**
 * wallabag's JSON export (peers.md §4.6): an array of entries with 0/1 `is_archived` and
 * `is_starred`, `created_at` like "2016-09-08T11:55:58+0200", `tags` (names, or `{ label }` in
 * some versions) and `annotations` (`quote` is the highlight, `text` its note).
 */
import type { ImportHighlight } from '../import-record.js';
import { fromIso } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { flag, isObject, str } from './json.js';
import { cleanTags } from './tags.js';

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
        const quote = str(a.quote);
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
