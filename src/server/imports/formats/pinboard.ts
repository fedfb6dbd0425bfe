/**
 * Pinboard's JSON export (Settings → Backup → JSON, or the API's posts/all): an array of
 * `{ href, description, extended, meta, hash, time, shared, toread, tags }`, where `description`
 * is the title, `extended` the note, `time` ISO 8601, `shared`/`toread` "yes"/"no" and `tags`
 * space-separated. As with Pinboard's HTML export, a bookmark not marked to read is archived.
 */
import { fromIso } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { isObject, str, type JsonObject } from './json.js';
import { splitTags } from './tags.js';

/** An entry shaped like Pinboard's: a link in `href` and one of its own keys. */
export function isPinboardEntry(entry: JsonObject): boolean {
  return 'href' in entry && ['toread', 'shared', 'hash', 'extended'].some((key) => key in entry);
}

export function parsePinboardJson(entries: unknown[], out: ImportBuilder): void {
  entries.forEach((entry, index) => {
    const row = index + 1;
    if (!isObject(entry)) {
      out.problem(`Bookmark ${row} is not a bookmark.`, row);
      return;
    }
    const url = str(entry.href);
    if (!url) {
      out.problem(`Bookmark ${row} has no URL.`, row);
      return;
    }
    out.add({
      row,
      url,
      title: cleanTitle(entry.description, url),
      savedAt: fromIso(entry.time),
      status: entry.toread === 'no' ? 'ARCHIVED' : 'UNREAD',
      tags: splitTags(typeof entry.tags === 'string' ? entry.tags : undefined, ' '),
    });
  });
}
