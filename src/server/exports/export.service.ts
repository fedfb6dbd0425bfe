/**
 * "Export your library": the user's saves, tags, highlights and lists as a ZIP in Pocket's
 * 2024–2025 export format (docs/POCKET-COMPATIBILITY.md §5.2, docs/IMPORT.md "Export"), so every
 * tool that reads Pocket exports reads ours and our importer takes it back with nothing lost. The
 * ZIP is made while it downloads: saves are read in keyset pages and compressed into the reply, so
 * a library of 100,000 saves never sits in memory. Session only, 10 exports per user per hour.
 */
import { PassThrough, type Readable } from 'node:stream';
import { AttemptLimiter } from '../accounts/attempt-limiter.js';
import type { Actor } from '../core/actor.js';
import { DomainError } from '../core/errors.js';
import type { Db } from '../db/types.js';
import { SAVES_CSV_HEADER, saveCsvRow } from './export-csv.js';
import {
  annotationEntry,
  collectionJson,
  collectionSlugs,
  JsonArrayWriter,
} from './export-json.js';
import { canExportLibrary } from './export.policy.js';
import { authorize } from '../core/authorize.js';
import * as repo from './export.repo.js';
import { ZipStream } from './zip-stream.js';

export const EXPORTS_PER_HOUR = 10;
/** Rows per `part_*.csv`, as in Pocket's export. */
export const ROWS_PER_PART = 10_000;
/** Saves read per query. */
const PAGE_SIZE = 2_000;
/** Saves with highlights per `annotations/part_*.json`. */
const ANNOTATED_PER_PART = 10_000;

const README = `Your Satchel library, exported ${'{date}'}
==============================================

This ZIP follows the layout of Pocket's 2024-2025 export, so tools that read
Pocket exports read it, and Satchel imports it back (Import -> Pocket).

part_000000.csv, part_000001.csv, ...
    Your saves, newest first, 10,000 per file. Columns:
    title, url, time_added (unix seconds), tags (joined with "|"),
    status (unread or archive), favorite (1 or 0; Pocket's export had no
    such column, other readers ignore it). Deleted saves are not included.

annotations/part_000000.json
    Your highlights: [{ url, title, highlights: [{ quote, created_at, note }] }].
    created_at is in unix seconds; note is present when you wrote one.

collections/<slug>.json
    One file per list: { slug, title, description, createdAt,
    items: [{ url, title, excerpt, note }] }, items in list order.
`;

export interface LibraryExport {
  /** satchel-export-YYYY-MM-DD.zip */
  fileName: string;
  /** The ZIP's bytes, produced as they are read. */
  stream: Readable;
}

export class ExportService {
  private readonly limiter = new AttemptLimiter(EXPORTS_PER_HOUR, 60 * 60 * 1000);

  constructor(private readonly db: Db) {}

  /**
   * Starts an export for a signed-in user. Throws before anything is sent when the caller is
   * not a browser session or has used up the hour's exports.
   */
  start(actor: Actor, now = new Date()): LibraryExport {
    authorize(canExportLibrary(actor), 'Sign in on the website to export your library.');
    if (!this.limiter.take(actor.userId, now.getTime()))
      throw new DomainError(
        'RATE_LIMITED',
        `You can export your library ${EXPORTS_PER_HOUR} times an hour. Please try again later.`,
      );
    const date = now.toISOString().slice(0, 10);
    const out = new PassThrough();
    const zip = new ZipStream(out);
    this.write(actor.userId, zip, date).catch((error: unknown) => {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return { fileName: `satchel-export-${date}.zip`, stream: out };
  }

  private async write(userId: number, zip: ZipStream, date: string): Promise<void> {
    zip.file('README.txt', README.replace('{date}', date));
    if (!(await this.writeSaves(userId, zip))) return;
    if (!(await this.writeAnnotations(userId, zip))) return;
    const lists = await repo.lists(this.db, userId);
    const slugs = collectionSlugs(lists);
    for (const [index, list] of lists.entries()) {
      if (zip.aborted) return;
      const items = await repo.listItems(this.db, userId, list.id);
      zip.file(`collections/${slugs[index]}.json`, collectionJson(slugs[index]!, list, items));
      await zip.drained();
    }
    zip.end();
  }

  /** part_*.csv; false when the download was cancelled. */
  private async writeSaves(userId: number, zip: ZipStream): Promise<boolean> {
    let part = 0;
    let rowsInPart = 0;
    zip.open(partName('', part, 'csv'));
    zip.write(SAVES_CSV_HEADER);
    let cursor: repo.SaveCursor | undefined;
    do {
      const page = await repo.savesPage(this.db, userId, cursor, PAGE_SIZE);
      let text = '';
      for (const save of page.saves) {
        if (rowsInPart === ROWS_PER_PART) {
          zip.write(text);
          zip.close();
          text = SAVES_CSV_HEADER;
          part += 1;
          rowsInPart = 0;
          zip.open(partName('', part, 'csv'));
        }
        text += saveCsvRow(save);
        rowsInPart += 1;
      }
      zip.write(text);
      cursor = page.next;
      await zip.drained();
      if (zip.aborted) return false;
    } while (cursor);
    zip.close();
    return true;
  }

  /** annotations/part_*.json, only when the user has highlights; false when cancelled. */
  private async writeAnnotations(userId: number, zip: ZipStream): Promise<boolean> {
    const json = new JsonArrayWriter();
    let part = -1;
    let inPart = 0;
    let after = '0';
    for (;;) {
      const page = await repo.highlightsPage(this.db, userId, after, PAGE_SIZE);
      let text = '';
      for (const save of page.saves) {
        if (part < 0 || inPart === ANNOTATED_PER_PART) {
          if (part >= 0) {
            zip.write(text + json.close());
            zip.close();
            text = '';
          }
          part += 1;
          inPart = 0;
          zip.open(partName('annotations/', part, 'json'));
          text += json.open();
        }
        text += json.entry(annotationEntry(save));
        inPart += 1;
      }
      if (part >= 0) zip.write(text);
      await zip.drained();
      if (zip.aborted) return false;
      if (!page.next) break;
      after = page.next;
    }
    if (part >= 0) {
      zip.write(json.close());
      zip.close();
    }
    return true;
  }
}

function partName(folder: string, part: number, extension: string): string {
  return `${folder}part_${String(part).padStart(6, '0')}.${extension}`;
}
