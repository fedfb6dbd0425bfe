/**
 * Readwise Reader's CSV export (docs/IMPORT.md): `Title,URL,ID,Document tags,Saved date,Reading
 * progress,Location,Seen`. Location "archive" is archived; "feed" rows are RSS items, not the
 * user's library, and are skipped (counted in one problem). The tag "favorite" marks a favourite,
 * as Readeck reads it. Tags look like a Python list: `['a', 'b']`.
 */
import type { CsvRow } from './csv.js';
import { rowsWithUrl } from './csv-records.js';
import { fromIso } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { parseTagList } from './tags.js';

export function parseReadwiseCsv(text: string, out: ImportBuilder): void {
  let feedRows = 0;
  const isFeedItem = (row: CsvRow) => {
    const feed = row.get('location')?.toLowerCase() === 'feed';
    if (feed) feedRows += 1;
    return feed;
  };
  for (const { row, url } of rowsWithUrl(text, out, { skip: isFeedItem })) {
    const location = row.get('location')?.toLowerCase();
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
