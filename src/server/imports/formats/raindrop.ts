/**
 * Raindrop.io's CSV export (docs/IMPORT.md): `id,title,note,excerpt,url,folder,tags,created,cover,
 * highlights[,favorite]`. Read tolerantly: official exports are known to break lines inside
 * unquoted excerpts. The collection ("folder", nested ones joined with " / ") becomes tags,
 * except the default "Unsorted"; there is no read or archived state.
 */
import type { ImportHighlight } from '../import-record.js';
import { rowsWithUrl } from './csv-records.js';
import { fromAnyDate } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { cleanTags, splitTags } from './tags.js';

export function parseRaindropCsv(text: string, out: ImportBuilder): void {
  for (const { row, url } of rowsWithUrl(text, out, { joinBrokenLines: true })) {
    const folders = (row.get('folder') ?? '')
      .split(' / ')
      .map((name) => name.trim())
      .filter((name) => name.toLowerCase() !== 'unsorted');
    out.add({
      row: row.row,
      url,
      title: cleanTitle(row.get('title'), url),
      savedAt: fromAnyDate(row.get('created')),
      favorite: row.get('favorite')?.toLowerCase() === 'true',
      tags: cleanTags([...splitTags(row.get('tags'), ','), ...folders]),
      highlights: parseRaindropHighlights(row.get('highlights')),
    });
  }
}

/**
 * The free-text highlights cell. Lines starting "Highlight:" begin a highlight and "Note:" lines
 * its note; text without those markers is kept as one highlight.
 */
export function parseRaindropHighlights(text: string | undefined): ImportHighlight[] {
  if (!text) return [];
  if (!/^\s*highlight:/im.test(text)) return [{ quote: text.trim() }];
  const highlights: ImportHighlight[] = [];
  let current: ImportHighlight | undefined;
  let inNote = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const highlight = /^\s*highlight:\s*(.*)$/i.exec(line);
    const note = /^\s*note:\s*(.*)$/i.exec(line);
    if (highlight) {
      current = { quote: highlight[1] ?? '' };
      highlights.push(current);
      inNote = false;
    } else if (note && current) {
      current.note = note[1] ?? '';
      inNote = true;
    } else if (current && inNote) current.note = `${current.note ?? ''}\n${line}`;
    else if (current) current.quote = `${current.quote}\n${line}`;
  }
  return highlights
    .map((h) => ({ quote: h.quote.trim(), note: h.note?.trim() || undefined }))
    .filter((h) => h.quote);
}
