/**
 * Which export a file is, from its content; the file name is only a hint. ZIPs by the names of
 * their entries, JSON by its shape, HTML by its doctype or title, CSV by its header row, and
 * anything else by whether its lines are links. Returns the format and the parser to run.
 */
import type { ImportFormat } from '../import-record.js';
import { guessDelimiter, readCsvHeader } from './csv.js';
import { parseGenericCsv, URL_COLUMNS } from './generic-csv.js';
import type { ImportBuilder } from './import-builder.js';
import { ImportFileError } from './import-file-error.js';
import { parseChromeJson, isChromeBookmarks } from './chrome.js';
import { isFirefoxBackup, parseFirefoxJson } from './firefox.js';
import { parseInstapaperCsv } from './instapaper.js';
import { isObject, parseJson } from './json.js';
import { isKarakeepExport, parseKarakeepJson } from './karakeep.js';
import { isLinkwardenBackup, parseLinkwardenJson } from './linkwarden.js';
import { isMatterHeader, MATTER_CSV, parseMatterCsv } from './matter.js';
import { parseNetscapeHtml } from './netscape.js';
import {
  OMNIVORE_METADATA,
  parseOmnivoreCsv,
  parseOmnivoreMetadata,
  parseOmnivoreZip,
} from './omnivore.js';
import { parsePocketCsv, parsePocketHtml, parsePocketZip, POCKET_CSV_PART } from './pocket.js';
import { parseRaindropCsv } from './raindrop.js';
import { isPinboardEntry, parsePinboardJson } from './pinboard.js';
import { parseReadwiseCsv } from './readwise.js';
import { parseUrlList, URL_LINE } from './url-list.js';
import { isWallabagV1Entry, parseWallabagJson, parseWallabagV1Json } from './wallabag.js';
import { listZip, readZipTexts } from './zip.js';

export interface Detected {
  format: ImportFormat;
  parse(out: ImportBuilder): void;
}

/** What Satchel reads, for the messages that refuse a file. */
const WHAT_WE_READ =
  "Satchel reads Pocket exports (ZIP, CSV or ril_export.html), Omnivore exports (ZIP or CSV), Instapaper CSV, Raindrop.io CSV, Readwise Reader CSV, Matter exports (ZIP or CSV), wallabag JSON (v1 and v2), Karakeep or Hoarder JSON, Linkwarden backups (JSON), Pinboard exports (JSON or HTML), browser bookmarks (HTML from any browser, Firefox backups in JSON, Chrome's Bookmarks file), and plain lists of links, one per line.";

export const UNKNOWN_FILE = `This file is not an export we can read. ${WHAT_WE_READ}`;

/** Entries a ZIP may hold alone (a zipped CSV, a Karakeep backup), read as that file would be. */
const SINGLE_FILE = /\.(csv|json|html?|txt)$/i;

export function detectZip(bytes: Uint8Array): Detected {
  const names = listZip(bytes);
  if (names.some((name) => POCKET_CSV_PART.test(name))) {
    return { format: 'pocket-zip', parse: (out) => parsePocketZip(bytes, out) };
  }
  if (names.some((name) => OMNIVORE_METADATA.test(name))) {
    return { format: 'omnivore-zip', parse: (out) => parseOmnivoreZip(bytes, out) };
  }
  const matter = names.find((name) => MATTER_CSV.test(name));
  if (matter) {
    const text = readZipTexts(bytes, (name) => name === matter).get(matter) ?? '';
    return { format: 'matter-csv', parse: (out) => parseMatterCsv(text, out) };
  }
  const readable = names.filter((name) => SINGLE_FILE.test(name));
  const only = readable.length === 1 ? readable[0] : undefined;
  if (only) {
    const text = readZipTexts(bytes, (name) => name === only).get(only) ?? '';
    return detectText(text, only);
  }
  throw new ImportFileError(
    names.length === 0
      ? 'This ZIP file is empty. Download the export again and upload it unchanged.'
      : 'This ZIP file holds nothing we can read: we look for a Pocket export (part_000000.csv), an Omnivore export (metadata_0_to_20.json), a Matter export (_matter_history.csv) or a single CSV, JSON or HTML export.',
  );
}

export function detectText(raw: string, fileName?: string): Detected {
  const text = raw.replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (!start)
    throw new ImportFileError(
      'This file is empty. Export your saves again and upload the new file.',
    );
  if (start.startsWith('{') || start.startsWith('[')) return detectJson(parseJson(start));
  const head = start.slice(0, 4096).toLowerCase();
  if (head.includes('\u0000')) throw new ImportFileError(UNKNOWN_FILE); // binary
  if (head.startsWith('<!doctype netscape-bookmark-file-1>')) {
    return { format: 'netscape-html', parse: (out) => parseNetscapeHtml(text, out) };
  }
  if (/<title>\s*pocket export\s*<\/title>/.test(head)) {
    return { format: 'pocket-html', parse: (out) => parsePocketHtml(text, out) };
  }
  if (head.startsWith('<')) {
    // Some bookmark files lack the doctype; their links still sit in <DT> items.
    if (/<dt>\s*<a\s/i.test(start))
      return { format: 'netscape-html', parse: (out) => parseNetscapeHtml(text, out) };
    throw new ImportFileError(UNKNOWN_FILE);
  }
  const csv = detectCsv(text, fileName);
  if (csv) return csv;
  if (looksLikeUrlList(text))
    return { format: 'url-list', parse: (out) => parseUrlList(text, out) };
  throw new ImportFileError(UNKNOWN_FILE);
}

/**
 * JSON by its shape: each format's own keys, never one key alone, so another tool's JSON is
 * refused with the reason rather than read as an export with nothing in it.
 */
function detectJson(data: unknown): Detected {
  if (isKarakeepExport(data)) {
    return { format: 'karakeep-json', parse: (out) => parseKarakeepJson(data, out) };
  }
  if (isLinkwardenBackup(data)) {
    return { format: 'linkwarden-json', parse: (out) => parseLinkwardenJson(data, out) };
  }
  if (isFirefoxBackup(data)) {
    return { format: 'firefox-json', parse: (out) => parseFirefoxJson(data, out) };
  }
  if (isChromeBookmarks(data)) {
    return { format: 'chrome-json', parse: (out) => parseChromeJson(data, out) };
  }
  if (Array.isArray(data)) {
    if (data.length === 0)
      throw new ImportFileError('This file holds an empty list: there are no saves to import.');
    const first: unknown = data.find(isObject);
    if (isObject(first)) {
      if (
        ['is_archived', 'is_starred', 'given_url', 'domain_name', 'reading_time'].some(
          (k) => k in first,
        )
      ) {
        return { format: 'wallabag-json', parse: (out) => parseWallabagJson(data, out) };
      }
      if (isWallabagV1Entry(first)) {
        return { format: 'wallabag-v1-json', parse: (out) => parseWallabagV1Json(data, out) };
      }
      if (isPinboardEntry(first)) {
        return { format: 'pinboard-json', parse: (out) => parsePinboardJson(data, out) };
      }
      if ('slug' in first && ('labels' in first || 'savedAt' in first || 'state' in first)) {
        return { format: 'omnivore-zip', parse: (out) => void parseOmnivoreMetadata(data, out) };
      }
    }
  }
  throw new ImportFileError(`This JSON file is not an export we can read. ${WHAT_WE_READ}`);
}

function detectCsv(text: string, fileName?: string): Detected | undefined {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (URL_LINE.test(firstLine.trim())) return undefined;
  const delimiter = guessDelimiter(firstLine);
  const header = readCsvHeader(text, delimiter);
  const has = (...names: string[]) => names.every((name) => header.includes(name));
  // A one-column CSV is only recognisable by its name and a URL header.
  const oneUrlColumn =
    /\.(csv|tsv)$/i.test(fileName ?? '') && URL_COLUMNS.includes(header[0] ?? '');
  if (header.length < 2 && !oneUrlColumn) return undefined;
  if (delimiter === ',') {
    if (has('url', 'time_added'))
      return { format: 'pocket-csv', parse: (out) => void parsePocketCsv(text, out) };
    if (has('url', 'selection', 'folder'))
      return { format: 'instapaper-csv', parse: (out) => parseInstapaperCsv(text, out) };
    if (has('url', 'document tags') || has('url', 'location', 'seen')) {
      return { format: 'readwise-csv', parse: (out) => parseReadwiseCsv(text, out) };
    }
    if (has('url', 'excerpt', 'cover') || has('url', 'highlights', 'folder', 'id')) {
      return { format: 'raindrop-csv', parse: (out) => parseRaindropCsv(text, out) };
    }
    if (has('url', 'saved_at') || has('url', 'labels', 'state')) {
      return { format: 'omnivore-csv', parse: (out) => parseOmnivoreCsv(text, out) };
    }
    if (isMatterHeader(header))
      return { format: 'matter-csv', parse: (out) => parseMatterCsv(text, out) };
  }
  if (URL_COLUMNS.some((name) => header.includes(name))) {
    return { format: 'generic-csv', parse: (out) => parseGenericCsv(text, out, delimiter) };
  }
  // A header row is short words; a line of prose with a comma is not a CSV we should name.
  if (header.every((cell) => cell.length > 0 && cell.length <= 40)) {
    throw new ImportFileError(
      `This CSV file has no URL column (its columns are: ${header.slice(0, 8).join(', ')}). Add a column named "url" holding the links, or upload the export file as the service made it.`,
    );
  }
  return undefined;
}

/** At least half of the first 50 non-blank lines are links. */
function looksLikeUrlList(text: string): boolean {
  const lines = text
    .split(/\r\n?|\n/, 2000)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .slice(0, 50);
  const links = lines.filter((line) => URL_LINE.test(line)).length;
  return links > 0 && links * 2 >= lines.length;
}
