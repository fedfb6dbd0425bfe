/**
 * What an import file holds once parsed, whatever service exported it: the records to save, the
 * lists to rebuild, and the problems found on the way. The parsers (formats/) produce it; the
 * import service validates each URL and writes the saves.
 */

/** The export formats Satchel reads (docs/IMPORT.md describes each). */
export const IMPORT_FORMATS = [
  'pocket-zip',
  'pocket-csv',
  'pocket-html',
  'omnivore-zip',
  'omnivore-csv',
  'instapaper-csv',
  'netscape-html',
  'raindrop-csv',
  'wallabag-json',
  'readwise-csv',
  'karakeep-json',
  'firefox-json',
  'chrome-json',
  'pinboard-json',
  'linkwarden-json',
  'matter-csv',
  'wallabag-v1-json',
  'generic-csv',
  'url-list',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportHighlight {
  quote: string;
  note?: string | undefined;
  createdAt?: Date | undefined;
}

export interface ImportRecord {
  /** 1-based position of the record in the file (row, entry or line), for problem reports. */
  row: number;
  /** The URL as the file gives it; the import service validates it. */
  url: string;
  title?: string | undefined;
  savedAt?: Date | undefined;
  status: 'UNREAD' | 'ARCHIVED';
  favorite: boolean;
  /** Tag names as the file gives them (trimmed, empty ones dropped, duplicates removed). */
  tags: string[];
  highlights: ImportHighlight[];
}

export interface ImportListItem {
  url: string;
  /** The title and excerpt the list showed, when the file has them (Pocket's collections). */
  title?: string | undefined;
  excerpt?: string | undefined;
  note?: string | undefined;
}

export interface ImportList {
  title: string;
  description?: string | undefined;
  items: ImportListItem[];
}

export interface ImportProblem {
  row?: number | undefined;
  url?: string | undefined;
  /** A sentence a user can act on, e.g. "Row 12 has no URL." */
  reason: string;
}

export interface ParsedImport {
  format: ImportFormat;
  records: ImportRecord[];
  lists: ImportList[];
  problems: ImportProblem[];
}

/** Limits of one import (docs/IMPORT.md). */
export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxFileBytes: 50 * 1024 * 1024,
  /** The entries of a ZIP that are read, together, once inflated (a ZIP bomb stops here). */
  maxInflatedBytes: 64 * 1024 * 1024,
  /**
   * How much larger than its compressed bytes an entry, and the archive's read entries together,
   * may inflate. Real exports (CSV, JSON, Markdown) compress 3–15 times; a bomb, 1,000 times.
   */
  maxInflateRatio: 100,
  /** Entries below this size are not held to the ratio (a tiny file may compress oddly). */
  ratioFreeBytes: 1024 * 1024,
  /** Entries of a ZIP, read or not (an Omnivore export holds about two per save). */
  maxZipEntries: 150_000,
  /** Records in one import; the rest are reported as one problem. */
  maxRecords: 50_000,
  /** Problems kept per import; the count of the rest is kept. */
  maxProblems: 200,
} as const;
