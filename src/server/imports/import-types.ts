/**
 * The import types a client names when it asks for an upload link (Pocket's ImportType enum,
 * lower case, extended beyond `omnivore`), and the label shown for each detected file format.
 * The type is what the user picked; the format is what the file turned out to be.
 */
import type { ImportFormat } from './import-record.js';

export const IMPORT_TYPES = [
  'omnivore',
  'pocket',
  'instapaper',
  'raindrop',
  'wallabag',
  'readwise',
  'karakeep',
  'linkwarden',
  'pinboard',
  'matter',
  'browser',
  'other',
] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  'pocket-zip': 'Pocket export (ZIP)',
  'pocket-csv': 'Pocket export (CSV)',
  'pocket-html': 'Pocket export (HTML)',
  'omnivore-zip': 'Omnivore export (ZIP)',
  'omnivore-csv': 'Omnivore import list (CSV)',
  'instapaper-csv': 'Instapaper export (CSV)',
  'netscape-html': 'Bookmarks file (HTML)',
  'raindrop-csv': 'Raindrop.io export (CSV)',
  'wallabag-json': 'wallabag export (JSON)',
  'readwise-csv': 'Readwise Reader export (CSV)',
  'karakeep-json': 'Karakeep export (JSON)',
  'firefox-json': 'Firefox bookmarks backup (JSON)',
  'chrome-json': 'Chrome bookmarks file (JSON)',
  'pinboard-json': 'Pinboard export (JSON)',
  'linkwarden-json': 'Linkwarden backup (JSON)',
  'matter-csv': 'Matter export (CSV)',
  'wallabag-v1-json': 'wallabag v1 export (JSON)',
  'generic-csv': 'Spreadsheet of links (CSV)',
  'url-list': 'List of links (text)',
};
