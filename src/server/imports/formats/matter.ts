/**
 * Matter's export (docs/IMPORT.md): a ZIP holding `_matter_history.csv`, or that CSV alone, with
 * `Title,Author,Publisher,URL,Tags,Word Count,In Queue,Favorited,Read,Highlight_Count,
 * Last Interaction Date,File Id`. Tags are joined with ";", flags are "True"/"False". A save no
 * longer in the queue is archived (as Karakeep reads it); the last interaction is the only date
 * the file has, so it dates the save. The highlights themselves are not in the file: their count
 * is reported, so nobody believes they came along.
 */
import { rowsWithUrl } from './csv-records.js';
import { fromAnyDate } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { splitTags } from './tags.js';

export const MATTER_CSV = /(^|\/)_matter_history\.csv$/i;

/** Header cells only Matter writes (lower-cased). */
export function isMatterHeader(header: readonly string[]): boolean {
  return (
    header.includes('url') &&
    ['in queue', 'highlight_count', 'file id'].some((c) => header.includes(c))
  );
}

export function parseMatterCsv(text: string, out: ImportBuilder): void {
  let highlights = 0;
  let highlighted = 0;
  for (const { row, url } of rowsWithUrl(text, out)) {
    const flag = (name: string) => row.get(name)?.toLowerCase() === 'true';
    out.add({
      row: row.row,
      url,
      title: cleanTitle(row.get('title'), url),
      savedAt: fromAnyDate(row.get('last interaction date')),
      status: row.get('in queue')?.toLowerCase() === 'false' ? 'ARCHIVED' : 'UNREAD',
      favorite: flag('favorited'),
      tags: splitTags(row.get('tags'), ';'),
    });
    const count = Number(row.get('highlight_count') ?? 0);
    if (Number.isInteger(count) && count > 0) {
      highlights += count;
      highlighted += 1;
    }
  }
  if (highlights > 0) {
    out.problem(
      `Matter's export counts ${highlights.toLocaleString('en-US')} highlight${highlights === 1 ? '' : 's'} on ${highlighted.toLocaleString('en-US')} save${highlighted === 1 ? '' : 's'} but does not include their text, so they could not be imported.`,
    );
  }
}
