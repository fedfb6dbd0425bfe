/**
 * Plain lists of links: one URL per line, as many tools export them, and OneTab's `URL | Title`
 * lines. Blank lines and `#` comments are skipped; any other line that is not a link is a problem.
 */
import { cleanTitle, type ImportBuilder } from './import-builder.js';

/** A line that starts like a link: a scheme followed by "//", or "www.". */
export const URL_LINE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S/i;

export function parseUrlList(text: string, out: ImportBuilder): void {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  lines.forEach((raw, index) => {
    const row = index + 1;
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    if (!URL_LINE.test(line)) {
      out.problem(`Line ${row} is not a link: "${line.slice(0, 80)}".`, row);
      return;
    }
    const bar = /\s+\|(?:\s+|$)/.exec(line);
    const url = bar ? line.slice(0, bar.index) : line;
    const title = bar ? cleanTitle(line.slice(bar.index + bar[0].length), url) : undefined;
    out.add({ row, url, title });
  });
}
