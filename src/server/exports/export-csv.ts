/**
 * The saves CSV of the export, in Pocket's 2024–2025 layout (docs/POCKET-COMPATIBILITY.md §5.2)
 * plus a `favorite` column Pocket lacked: `title,url,time_added,tags,status,favorite`. Quoting
 * follows RFC 4180 (fields with a comma, quote or line break are quoted, quotes doubled; rows end
 * in CRLF). Writing it is four lines, so it is done here rather than with another dependency.
 */
import type { ExportSave } from './export.repo.js';

export const SAVES_CSV_HEADER = 'title,url,time_added,tags,status,favorite\r\n';

/** A CSV field, quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One save as a CSV row, its tags joined with "|" as Pocket's were. */
export function saveCsvRow(save: ExportSave): string {
  return `${[
    csvField(save.title),
    csvField(save.url),
    String(save.timeAdded),
    csvField(save.tags.join('|')),
    save.archived ? 'archive' : 'unread',
    save.favorite ? '1' : '0',
  ].join(',')}\r\n`;
}
