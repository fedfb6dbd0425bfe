/**
 * Readwise Reader's CSV export (peers.md §4.8): `Title,URL,ID,Document tags,Saved date,Reading
 * progress,Location,Seen`. Location "archive" is archived; "feed" rows are RSS items, not the
 * user's library, and are skipped (counted in one problem). The tag "favorite" marks a favourite,
 * as Readeck reads it. Tags look like a Python list: `['a', 'b']`.
 */
import { readCsv } from './csv.js';
import { fromIso } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { parseTagList } from './tags.js';

export function parseReadwiseCsv(text: string, out: ImportBuilder): void {
  const table = readCsv(text);
  for (const bad of table.unreadable)
    out.problem(`A row near line ${bad.line} could not be read: ${bad.reason}`);
  let feedRows = 0;
  for (const row of table.rows) {
    const location = row.get('location')?.toLowerCase();
    if (location === 'feed') {
      feedRows += 1;
      continue;
    }
    const url = row.get('url');
    if (!url) {
      out.problem(`Row ${row.row} has no URL.`, row.row);
      continue;
    }
    const tags = parseTagList(row.get('document tags'));
    const favorite = tags.some((tag) => tag.toLowerCase() === 'favorite');
    out.add({
      row: row.row,
      url,
      title: cleanTitle(row.get('title'), url),
      savedAt: fromIso(row.get('saved date')),
      status: location === 'archive' ? 'ARCHIVED' : 'UNREAD',
      favorite,
      tags: tags.filter((tag) => tag.toLowerCase() !== 'favorite'),
    });
  }
  if (feedRows > 0) {
    out.problem(
      `${feedRows.toLocaleString('en-US')} feed ${feedRows === 1 ? 'item was' : 'items were'} skipped (Location "feed"): they are RSS entries, not saves. Move the ones you want to your Readwise library and export again.`,
    );
  }
}
