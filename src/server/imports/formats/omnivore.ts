/**
 * Omnivore (docs/IMPORT.md; docs/POCKET-COMPATIBILITY.md §5): the export ZIP
 * (metadata_<from>_to_<to>.json batches, highlights/<slug>.md), its metadata merged into one JSON
 * array (as Karakeep's guide tells users to do), and Omnivore's own CSV import format.
 */
import type { ImportHighlight } from '../import-record.js';
import { rowsWithUrl } from './csv-records.js';
import { fromIso, fromUnixMillis } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { isObject, parseJson, str } from './json.js';
import { cleanTags, parseTagList } from './tags.js';
import { readZipTexts } from './zip.js';

export const OMNIVORE_METADATA = /(^|\/)metadata[^/]*\.json$/i;
const HIGHLIGHTS = /(^|\/)highlights\/([^/]+)\.md$/i;

export function parseOmnivoreZip(bytes: Uint8Array, out: ImportBuilder): void {
  const texts = readZipTexts(
    bytes,
    (name) => OMNIVORE_METADATA.test(name) || HIGHLIGHTS.test(name),
  );
  const highlights = new Map<string, string>();
  for (const [name, text] of texts) {
    const slug = HIGHLIGHTS.exec(name)?.[2];
    if (slug) highlights.set(slug, text);
  }
  let row = 0;
  for (const [name, text] of texts) {
    if (!OMNIVORE_METADATA.test(name)) continue;
    const entries = parseJson(text, `The file ${name}`);
    if (!Array.isArray(entries)) {
      out.problem(`The file ${name} is not a list of saves; it was skipped.`);
      continue;
    }
    row = parseOmnivoreMetadata(entries, out, highlights, row);
  }
  for (const slug of highlights.keys()) {
    out.problem(
      `The highlights in highlights/${slug}.md were skipped: no save in this export has the slug "${slug}".`,
    );
  }
}

/**
 * Metadata entries (an array of objects). Unlike Pocket's importer, which dropped any entry
 * failing its schema, only a URL is required: a missing description or readingProgress should
 * not cost the user a save. An unknown state is a problem. Matched highlights are taken out of
 * `highlights`, so what remains matched nothing. Returns the last row number used.
 */
export function parseOmnivoreMetadata(
  entries: unknown[],
  out: ImportBuilder,
  highlights: Map<string, string> = new Map(),
  firstRow = 0,
): number {
  let row = firstRow;
  for (const entry of entries) {
    row += 1;
    if (!isObject(entry)) {
      out.problem(`Entry ${row} is not a save.`, row);
      continue;
    }
    const url = str(entry.url);
    if (!url) {
      out.problem(`Entry ${row} has no URL.`, row);
      continue;
    }
    const state = str(entry.state) ?? 'Active';
    if (!['Active', 'Archived', 'Unknown'].includes(state)) {
      out.problem(
        `Entry ${row} has the state "${state}", which is neither Active nor Archived; it was skipped.`,
        row,
        url,
      );
      continue;
    }
    const slug = str(entry.slug);
    const markdown = slug ? highlights.get(slug) : undefined;
    if (slug) highlights.delete(slug);
    const parsed = markdown ? parseOmnivoreHighlights(markdown) : { highlights: [], notesOnly: 0 };
    if (parsed.notesOnly > 0) {
      out.problem(
        `${parsed.notesOnly === 1 ? 'A note' : `${parsed.notesOnly} notes`} without a highlighted passage on entry ${row} ${parsed.notesOnly === 1 ? 'was' : 'were'} skipped: Satchel keeps notes on highlights.`,
        row,
        url,
      );
    }
    out.add({
      row,
      url,
      title: cleanTitle(entry.title, url),
      savedAt: fromIso(entry.savedAt),
      status: state === 'Archived' ? 'ARCHIVED' : 'UNREAD',
      tags: cleanTags(Array.isArray(entry.labels) ? entry.labels : []),
      highlights: parsed.highlights,
    });
  }
  return row;
}

/**
 * highlights/<slug>.md: blocks separated by blank lines. A blockquote (`> `) is a highlight; a
 * following `#label #label` line is skipped; the plain paragraphs after it are its note. Plain
 * paragraphs before any quote are note-only annotations, which Satchel cannot keep (counted).
 */
export function parseOmnivoreHighlights(markdown: string): {
  highlights: ImportHighlight[];
  notesOnly: number;
} {
  const highlights: ImportHighlight[] = [];
  let notesOnly = 0;
  let quoteLines: string[] | undefined;
  let paragraph: string[] = [];
  let current: ImportHighlight | undefined;

  const endParagraph = () => {
    const text = paragraph.join('\n').trim();
    paragraph = [];
    if (!text) return;
    if (current) current.note = current.note ? `${current.note}\n\n${text}` : text;
    else notesOnly += 1;
  };
  const endQuote = () => {
    if (!quoteLines) return;
    const quote = quoteLines.join('\n').trim();
    quoteLines = undefined;
    if (quote) {
      current = { quote };
      highlights.push(current);
    }
  };

  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*>/.test(line)) {
      endParagraph();
      if (!quoteLines) current = undefined;
      quoteLines ??= [];
      quoteLines.push(line.replace(/^\s*> ?/, ''));
    } else if (!line.trim()) {
      endQuote();
      endParagraph();
    } else if (
      /^#[^\s#]/.test(line.trim()) &&
      line
        .trim()
        .split(/\s+/)
        .every((word) => word.startsWith('#'))
    ) {
      endQuote(); // a label line: labels of highlights are not kept
    } else {
      endQuote();
      paragraph.push(line.trim());
    }
  }
  endQuote();
  endParagraph();
  return { highlights, notesOnly };
}

/** Omnivore's CSV import format: `url,state,labels,saved_at,published_at`, dates in milliseconds. */
export function parseOmnivoreCsv(text: string, out: ImportBuilder): void {
  for (const { row, url } of rowsWithUrl(text, out)) {
    out.add({
      row: row.row,
      url,
      savedAt: fromUnixMillis(row.get('saved_at')),
      status: row.get('state')?.toUpperCase() === 'ARCHIVED' ? 'ARCHIVED' : 'UNREAD',
      tags: parseTagList(row.get('labels')),
    });
  }
}
