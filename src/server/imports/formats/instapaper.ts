/**
 * Instapaper's CSV export (peers.md §4.5): `URL,Title,Selection,Folder,Timestamp[,Tags]`. The one
 * folder of a row gives the state: Archive is archived, Starred a favourite, any other folder
 * than Unread becomes a tag. Tags are a JSON array in one cell.
 */
import { readCsv } from './csv.js';
import { fromUnixSeconds } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { cleanTags, parseTagList } from './tags.js';

export function parseInstapaperCsv(text: string, out: ImportBuilder): void {
  const table = readCsv(text);
  for (const bad of table.unreadable)
    out.problem(`A row near line ${bad.line} could not be read: ${bad.reason}`);
  for (const row of table.rows) {
    const url = row.get('url');
    if (!url) {
      out.problem(`Row ${row.row} has no URL.`, row.row);
      continue;
    }
    const folder = row.get('folder') ?? 'Unread';
    const known = ['unread', 'archive', 'starred'].includes(folder.toLowerCase());
    out.add({
      row: row.row,
      url,
      title: cleanTitle(row.get('title'), url),
      savedAt: fromUnixSeconds(row.get('timestamp')),
      status: folder.toLowerCase() === 'archive' ? 'ARCHIVED' : 'UNREAD',
      favorite: folder.toLowerCase() === 'starred',
      tags: cleanTags([...parseTagList(row.get('tags')), ...(known ? [] : [folder])]),
    });
  }
}
