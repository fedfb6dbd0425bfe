/**
 * Pocket exports (docs/POCKET-COMPATIBILITY.md §5.2, §5.3): the 2024–2025 ZIP (part_*.csv saves,
 * annotations/*.json highlights matched to saves by URL, collections/<slug>.json shareable lists),
 * one of its CSV parts on its own, and the legacy ril_export.html.
 */
import { Parser } from 'htmlparser2';
import type { ImportHighlight, ImportList } from '../import-record.js';
import { readCsv } from './csv.js';
import { fromUnixSeconds } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { flag, isObject, parseJson, str } from './json.js';
import { cleanTags, splitTags } from './tags.js';
import { readZipTexts } from './zip.js';

export const POCKET_CSV_PART = /(^|\/)part_\d+\.csv$/i;
const ANNOTATIONS = /(^|\/)annotations\/[^/]+\.json$/i;
const COLLECTIONS = /(^|\/)collections\/[^/]+\.json$/i;

/**
 * Pocket's saves CSV: `title,url,time_added,tags,status`, tags joined with "|". Satchel's own
 * export adds a `favorite` column (1/0), which Pocket's lacked; read when present.
 */
export function parsePocketCsv(text: string, out: ImportBuilder, rowOffset = 0): number {
  const table = readCsv(text, { rowOffset });
  for (const bad of table.unreadable)
    out.problem(`A row near line ${bad.line} could not be read: ${bad.reason}`);
  for (const row of table.rows) {
    const url = row.get('url');
    if (!url) {
      out.problem(`Row ${row.row} has no URL.`, row.row);
      continue;
    }
    out.add({
      row: row.row,
      url,
      title: cleanTitle(row.get('title'), url),
      savedAt: fromUnixSeconds(row.get('time_added')),
      status: row.get('status')?.toLowerCase() === 'archive' ? 'ARCHIVED' : 'UNREAD',
      tags: splitTags(row.get('tags'), '|'),
      favorite: flag(row.get('favorite')),
    });
  }
  return table.rows.length;
}

/** The Pocket ZIP. Rows of all CSV parts are numbered on, part after part. */
export function parsePocketZip(bytes: Uint8Array, out: ImportBuilder): void {
  const texts = readZipTexts(
    bytes,
    (name) => POCKET_CSV_PART.test(name) || ANNOTATIONS.test(name) || COLLECTIONS.test(name),
  );
  let rowOffset = 0;
  for (const [name, text] of texts) {
    if (POCKET_CSV_PART.test(name)) rowOffset += parsePocketCsv(text, out, rowOffset);
  }
  for (const [name, text] of texts) {
    if (ANNOTATIONS.test(name)) addAnnotations(name, text, out);
    else if (COLLECTIONS.test(name)) addCollection(name, text, out);
  }
}

/**
 * annotations/part_*.json: `[{ url, title, highlights: [{ quote, created_at, note? }] }]`, matched
 * by URL. `note` is Satchel's addition (Pocket's export had no notes).
 */
function addAnnotations(name: string, text: string, out: ImportBuilder): void {
  const entries = parseJson(text, `The highlights file ${name}`);
  if (!Array.isArray(entries)) {
    out.problem(`The highlights file ${name} is not a list of saves; its highlights were skipped.`);
    return;
  }
  const byUrl = new Map(out.records.map((record) => [record.url, record]));
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    const url = str(entry.url);
    const highlights: ImportHighlight[] = (Array.isArray(entry.highlights) ? entry.highlights : [])
      .filter(isObject)
      .flatMap((h) => {
        // The quote as written, spaces at its ends included: they are part of the passage.
        const quote = typeof h.quote === 'string' && h.quote.trim() ? h.quote : undefined;
        if (!quote) return [];
        const note = str(h.note);
        return [{ quote, createdAt: fromUnixSeconds(h.created_at), ...(note ? { note } : {}) }];
      });
    if (!url || highlights.length === 0) continue;
    const record = byUrl.get(url);
    if (record) record.highlights.push(...highlights);
    else
      out.problem(
        `${highlights.length === 1 ? 'A highlight' : `${highlights.length} highlights`} on ${url} ${highlights.length === 1 ? 'was' : 'were'} skipped: that page is not among the saves in this export.`,
        undefined,
        url,
      );
  }
}

/** collections/<slug>.json: `{ slug, title, description, createdAt, items: [{ url, note }] }`. */
function addCollection(name: string, text: string, out: ImportBuilder): void {
  const data = parseJson(text, `The list file ${name}`);
  if (!isObject(data)) {
    out.problem(`The list file ${name} holds no list; it was skipped.`);
    return;
  }
  const slug = name.replace(/^.*\//, '').replace(/\.json$/i, '');
  const list: ImportList = {
    title: str(data.title) ?? str(data.slug) ?? slug,
    description: str(data.description),
    items: [],
  };
  for (const item of Array.isArray(data.items) ? data.items : []) {
    const url = isObject(item) ? str(item.url) : undefined;
    if (url && isObject(item)) {
      list.items.push({
        url,
        title: cleanTitle(item.title, url),
        excerpt: str(item.excerpt),
        note: str(item.note),
      });
    } else out.problem(`An item of the list "${list.title}" has no URL; it was skipped.`);
  }
  out.lists.push(list);
}

/**
 * ril_export.html: `<h1>Unread</h1><ul><li><a href time_added tags>` then `<h1>Read Archive</h1>`.
 * Tags are comma-separated here; the section gives the state.
 */
export function parsePocketHtml(text: string, out: ImportBuilder): void {
  let archived = false;
  let inHeading = false;
  let heading = '';
  let link: { href: string | undefined; attrs: Record<string, string>; text: string } | undefined;
  let count = 0;
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (tag === 'h1') {
          inHeading = true;
          heading = '';
        } else if (tag === 'a') link = { href: attrs.href, attrs, text: '' };
      },
      ontext(data) {
        if (inHeading) heading += data;
        if (link) link.text += data;
      },
      onclosetag(tag) {
        if (tag === 'h1') {
          inHeading = false;
          archived = /archive|read/i.test(heading) && !/unread/i.test(heading);
        } else if (tag === 'a' && link) {
          count += 1;
          const url = link.href?.trim();
          if (url) {
            out.add({
              row: count,
              url,
              title: cleanTitle(link.text, url),
              savedAt: fromUnixSeconds(link.attrs.time_added),
              status: archived ? 'ARCHIVED' : 'UNREAD',
              tags: cleanTags((link.attrs.tags ?? '').split(',')),
            });
          } else out.problem(`Link ${count} has no URL.`, count);
          link = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(text);
}
