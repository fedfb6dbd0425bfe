/**
 * Instapaper's CSV export (docs/IMPORT.md): `URL,Title,Selection,Folder,Timestamp[,Tags]`. The one
 * folder of a row gives the state: Archive is archived, Starred a favourite, any other folder
 * than Unread becomes a tag. Tags are a JSON array in one cell.
 */
import { rowsWithUrl } from './csv-records.js';
import { fromUnixSeconds } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { cleanTags, parseTagList } from './tags.js';

export function parseInstapaperCsv(text: string, out: ImportBuilder): void {
  for (const { row, url } of rowsWithUrl(text, out)) {
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
