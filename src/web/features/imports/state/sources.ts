/**
 * The services Satchel imports from, in the order the /import page shows them: each with the
 * GraphQL ImportType it uploads as, the file types the picker suggests and a one-line hint of
 * how to get the export file from that service.
 */

/** GraphQL `ImportType` (lower-case, as Pocket's schema spelled `omnivore`). */
export type ImportTypeId =
  | 'pocket'
  | 'omnivore'
  | 'instapaper'
  | 'raindrop'
  | 'wallabag'
  | 'readwise'
  | 'karakeep'
  | 'linkwarden'
  | 'pinboard'
  | 'matter'
  | 'browser'
  | 'other';

export interface ImportSource {
  /** The ImportType the file is uploaded as. */
  id: ImportTypeId;
  /** The service's name: the modal is titled "Import from <name>". */
  name: string;
  /** The `accept` attribute of the file picker (a hint: the server decides what it can read). */
  accept: string;
  /** How to get the file, in one line. */
  hint: string;
}

export const IMPORT_SOURCES: readonly ImportSource[] = [
  {
    id: 'pocket',
    name: 'Pocket',
    accept: '.zip,.csv,.html',
    hint: 'The ZIP from Pocket’s export (or the CSV inside it, or an older ril_export.html).',
  },
  {
    id: 'omnivore',
    name: 'Omnivore',
    accept: '.zip,.json',
    hint: 'The ZIP from Omnivore’s export, with its metadata JSON files.',
  },
  {
    id: 'instapaper',
    name: 'Instapaper',
    accept: '.csv',
    hint: 'The CSV from Instapaper’s Settings → Export.',
  },
  {
    id: 'raindrop',
    name: 'Raindrop.io',
    accept: '.csv,.html',
    hint: 'The CSV or HTML from Raindrop’s Settings → Export.',
  },
  {
    id: 'wallabag',
    name: 'wallabag',
    accept: '.json,.csv',
    hint: 'The JSON export of all entries (Unread, Archive… → Export → JSON), from wallabag 2 or 1.',
  },
  {
    id: 'readwise',
    name: 'Readwise Reader',
    accept: '.csv',
    hint: 'The CSV from Reader’s Preferences → Export library.',
  },
  {
    id: 'karakeep',
    name: 'Karakeep',
    accept: '.json,.zip,.html',
    hint: 'The JSON from Karakeep’s Settings → Import / Export (Hoarder files too).',
  },
  {
    id: 'linkwarden',
    name: 'Linkwarden',
    accept: '.json',
    hint: 'The backup JSON from Linkwarden’s Settings → Data → Export.',
  },
  {
    id: 'pinboard',
    name: 'Pinboard',
    accept: '.json,.html',
    hint: 'The JSON (or HTML) from Pinboard’s Settings → Backup.',
  },
  {
    id: 'matter',
    name: 'Matter',
    accept: '.zip,.csv',
    hint: 'The ZIP from Matter’s export (or the _matter_history.csv inside it).',
  },
  {
    id: 'browser',
    name: 'Browser bookmarks',
    // Chrome's `Bookmarks` file has no extension: every file may be picked.
    accept: '',
    hint: 'Bookmarks exported as HTML from any browser, a Firefox backup (bookmarks-….json) or Chrome’s Bookmarks file.',
  },
  {
    id: 'other',
    // The card reads "Another app" so its button's name, "Import from another app", contains it.
    name: 'Another app',
    accept: '.csv,.txt',
    hint: 'A CSV with a url column, or a text file with one URL per line.',
  },
];

/** The source of `type`; an unknown type (a newer server) shows under its own name. */
export function sourceOf(type: string): ImportSource {
  return (
    IMPORT_SOURCES.find((source) => source.id === type) ?? {
      id: 'other',
      name: type,
      accept: '',
      hint: '',
    }
  );
}

/** "Import from Pocket"; the catch-all "Another app" is not a service's name. */
export function importTitle(source: ImportSource): string {
  return source.id === 'other' && source.name === 'Another app'
    ? 'Import from another app'
    : `Import from ${source.name}`;
}
