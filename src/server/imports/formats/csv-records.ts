/**
 * The rows of a CSV export that name a page, each with its URL: what every CSV parser starts
 * from. Rows csv-parse cannot read and rows without a URL become problems with their numbers.
 */
import { readCsv, type CsvOptions, type CsvRow } from './csv.js';
import type { ImportBuilder } from './import-builder.js';

export interface RowsWithUrlOptions extends CsvOptions {
  /** The URL's column names, the first present wins (default `url`). */
  urlColumns?: string[];
  /** Rows to pass over before the URL check (Readwise's feed items). */
  skip?: (row: CsvRow) => boolean;
}

export function rowsWithUrl(
  text: string,
  out: ImportBuilder,
  options: RowsWithUrlOptions = {},
): Array<{ row: CsvRow; url: string }> {
  const { urlColumns = ['url'], skip, ...csvOptions } = options;
  const table = readCsv(text, csvOptions);
  for (const bad of table.unreadable)
    out.problem(`A row near line ${bad.line} could not be read: ${bad.reason}`);
  const rows: Array<{ row: CsvRow; url: string }> = [];
  for (const row of table.rows) {
    if (skip?.(row)) continue;
    const url = row.get(...urlColumns);
    if (url) rows.push({ row, url });
    else out.problem(`Row ${row.row} has no URL.`, row.row);
  }
  return rows;
}
