/**
 * The rules every save follows however it is written: one save at a time (saves.service.ts, for
 * GraphQL and v3) or a file's records in batches (imports/prepare-records.ts). Pure functions, so
 * the batch path can apply them per record and still write a statement per table.
 */
import { CAPTURE_TOO_LARGE, MAX_CAPTURE_BYTES } from '../../common/capture-rules.js';
import { stripControlCharacters } from '../../common/text-rules.js';

/** The longest title kept, in characters (code points: an emoji is never cut in half). */
export const MAX_TITLE_LENGTH = 500;
/** The latest save time a client may give: 2100-01-01, in unix seconds. */
export const MAX_SAVE_TIMESTAMP = 4_102_444_800;

const characters = (text: string): number => Array.from(text).length;

/**
 * The title a save keeps: trimmed and cut to MAX_TITLE_LENGTH; blank means none (the article's
 * own title shows). Control characters are dropped: transports refuse them in what clients send
 * (http/text-input.ts), but a title read from a file may hold one, and PostgreSQL cannot store
 * U+0000, which would fail the import's whole batch.
 */
export function saveTitle(raw: string | null | undefined): string | null {
  const title = raw ? stripControlCharacters(raw).trim() : '';
  if (!title) return null;
  return characters(title) <= MAX_TITLE_LENGTH
    ? title
    : Array.from(title).slice(0, MAX_TITLE_LENGTH).join('').trim();
}

/** Whether a title is longer than a save keeps (v3 refuses those rather than cutting them). */
export function titleTooLong(title: string): boolean {
  return characters(title.trim()) > MAX_TITLE_LENGTH;
}

export type SaveTimeResult =
  { ok: true; savedAt: Date | undefined } | { ok: false; reason: string };

/** A save time a client gives in unix seconds (none: now), between 1970 and 2100. */
export function saveTime(timestamp: number | null | undefined): SaveTimeResult {
  if (timestamp === null || timestamp === undefined) return { ok: true, savedAt: undefined };
  if (!Number.isInteger(timestamp) || timestamp < 0 || timestamp > MAX_SAVE_TIMESTAMP) {
    return { ok: false, reason: 'timestamp must be unix seconds.' };
  }
  return { ok: true, savedAt: new Date(timestamp * 1000) };
}

export type CaptureResult = { ok: true; html: string } | { ok: false; reason: string };

/**
 * A capture's HTML as it is stored: at most MAX_CAPTURE_BYTES (src/common/capture-rules.ts), not blank. NUL characters are
 * dropped (PostgreSQL cannot store U+0000, and no HTML parser keeps them either).
 */
export function captureHtml(html: string): CaptureResult {
  if (Buffer.byteLength(html, 'utf8') > MAX_CAPTURE_BYTES) {
    return { ok: false, reason: CAPTURE_TOO_LARGE };
  }
  const cleaned = html.replace(/\0/g, '');
  if (!cleaned.trim()) return { ok: false, reason: "The page's HTML is empty." };
  return { ok: true, html: cleaned };
}
