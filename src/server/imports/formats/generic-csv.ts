/**
 * Any other CSV with a URL column (Readeck's "generic CSV" model, docs/IMPORT.md): columns are
 * matched case-insensitively by common names. Comma, semicolon (wallabag's CSV) or tab delimited.
 */
import { rowsWithUrl } from './csv-records.js';
import { fromAnyDate } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { parseTagList } from './tags.js';

export const URL_COLUMNS = ['url', 'link', 'href', 'uri', 'address', 'bookmark', 'given_url'];
const TITLE_COLUMNS = ['title', 'name'];
const TAG_COLUMNS = ['tags', 'labels', 'tag', 'label'];
const STATE_COLUMNS = ['state', 'status', 'folder'];
const DATE_COLUMNS = [
  'created',
  'created_at',
  'timestamp',
  'saved_at',
  'time_added',
  'date',
  'added',
  'creation date',
];
const FAVORITE_COLUMNS = ['favorite', 'favourite', 'starred', 'favorited', 'is_starred'];

export function parseGenericCsv(text: string, out: ImportBuilder, delimiter: string): void {
  for (const { row, url } of rowsWithUrl(text, out, { delimiter, urlColumns: URL_COLUMNS })) {
    const state = row.get(...STATE_COLUMNS)?.toLowerCase() ?? '';
    out.add({
      row: row.row,
      url,
      title: cleanTitle(row.get(...TITLE_COLUMNS), url),
      savedAt: fromAnyDate(row.get(...DATE_COLUMNS)),
      status: ['archive', 'archived', 'read'].includes(state) ? 'ARCHIVED' : 'UNREAD',
      favorite: ['true', '1', 'yes'].includes(row.get(...FAVORITE_COLUMNS)?.toLowerCase() ?? ''),
      tags: parseTagList(row.get(...TAG_COLUMNS)),
    });
  }
}
