/**
 * Reading CSV exports with csv-parse: a header row mapped case-insensitively to columns, rows
 * numbered as a spreadsheet shows them (the header is row 1). Quoting follows RFC 4180, with
 * tolerance for stray quotes, short or long rows and (opt-in) lines broken inside unquoted fields.
 */
import { parse, type CsvError } from 'csv-parse/sync';

export interface CsvRow {
  /** The row number a spreadsheet shows (the header is row 1), plus the offset given. */
  row: number;
  /** The trimmed value of the first of `names` present in the header, or undefined when empty. */
  get(...names: string[]): string | undefined;
}

export interface CsvTable {
  /** Header names, trimmed and lower-cased. */
  header: string[];
  rows: CsvRow[];
  /** Rows csv-parse could not read (e.g. a quote never closed), with their first line. */
  unreadable: { line: number; reason: string }[];
}

export interface CsvOptions {
  delimiter?: string;
  /** Added to every row number, so several files of one export number their rows on. */
  rowOffset?: number;
  /**
   * Joins a row that has fewer cells than the header with the rows after it, as long as they
   * together fit the header: some exports (Raindrop) break lines inside unquoted fields.
   */
  joinBrokenLines?: boolean;
}

/** The delimiter of a header line: the most frequent of comma, semicolon and tab. */
export function guessDelimiter(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The header cells of a CSV text (trimmed, lower-cased), read from its first line only. */
export function readCsvHeader(text: string, delimiter = ','): string[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  try {
    const [cells] = parse(firstLine, { delimiter, relax_quotes: true, relax_column_count: true });
    return (cells ?? []).map((cell) => cell.trim().toLowerCase());
  } catch {
    return [];
  }
}

export function readCsv(text: string, options: CsvOptions = {}): CsvTable {
  const unreadable: CsvTable['unreadable'] = [];
  const records = parse(text, {
    bom: true,
    delimiter: options.delimiter ?? ',',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (!error) return;
      const reason =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'a quote (") opens a field that never ends, so the rows after it were lost too. Check the file in a text editor.'
          : error.message;
      unreadable.push({ line: Number(error.lines) || 0, reason });
    },
  });
  const [headerCells = [], ...body] = records;
  const header = headerCells.map((cell) => cell.trim().toLowerCase());
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if (!index.has(name)) index.set(name, i);
  });
  const cells = options.joinBrokenLines ? joinBrokenLines(body, header.length) : body;
  const offset = options.rowOffset ?? 0;
  const rows = cells.map((values, i): CsvRow => ({
    row: offset + i + 2,
    get(...names) {
      for (const name of names) {
        const at = index.get(name);
        if (at === undefined) continue;
        const value = values[at]?.trim();
        return value ? value : undefined;
      }
      return undefined;
    },
  }));
  return { header, rows, unreadable };
}

/** Merges runs of short rows whose cells, the broken field joined by a newline, fit `width`. */
function joinBrokenLines(rows: string[][], width: number): string[][] {
  const out: string[][] = [];
  let pending: string[] | undefined;
  for (const row of rows) {
    if (pending && pending.length + row.length - 1 <= width) {
      const last = pending.pop() ?? '';
      pending.push(`${last}\n${row[0] ?? ''}`, ...row.slice(1));
    } else {
      if (pending) out.push(pending);
      pending = [...row];
    }
    if (pending.length >= width) {
      out.push(pending);
      pending = undefined;
    }
  }
  if (pending) out.push(pending);
  return out;
}
