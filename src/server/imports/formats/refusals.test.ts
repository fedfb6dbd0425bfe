/**
 * Imports never pretend (docs/PRODUCT.md §10.6): a JSON file of another shape is refused with the
 * reason, never read as some export that happens to hold nothing; a file of a known shape with not
 * one save in it is refused with what was found, never imported as "Done, 0 saves".
 */
import { describe, expect, it } from 'vitest';
import { ImportFileError, parseImportFile } from './parse-import-file.js';

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

function refusal(bytes: Uint8Array, fileName?: string): string {
  try {
    parseImportFile(bytes, fileName);
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('a JSON file that is no export we read', () => {
  it.each([
    ['an object of something else', { foo: [1, 2] }],
    ['a package.json', { name: 'satchel', version: '1.0.0', scripts: { build: 'tsc' } }],
    ['an array of numbers', [1, 2, 3]],
    ['an array of strings', ['https://example.com/a']],
    ['another tool’s "bookmarks" list', { bookmarks: [{ url: 'https://a.example/', title: 'A' }] }],
    ['a "collections" list without links', { collections: [{ id: 1, name: 'Inbox' }] }],
  ])('refuses %s, naming what Satchel reads', (_what, value) => {
    const message = refusal(json(value), 'export.json');
    expect(message).toMatch(/^This JSON file is not an export we can read\./);
    expect(message).toMatch(/Linkwarden/);
  });
});

describe('a known shape with no save in it', () => {
  it('says which export it looked like and why nothing could be imported', () => {
    expect(
      refusal(
        json({
          bookmarks: [
            { createdAt: 1_700_000_000, title: 'Note', content: { type: 'text', text: 'hi' } },
            { createdAt: 1_700_000_001, title: 'Empty', content: null },
          ],
        }),
      ),
    ).toBe(
      'We read this file as a Karakeep export (JSON), but it holds no saves we can import: Bookmark 1 is a text note, not a link; Satchel saves links only. 1 other problem was found too.',
    );
  });

  it('an export with an empty list of saves', () => {
    expect(refusal(json({ bookmarks: [] }))).toBe(
      'We read this file as a Karakeep export (JSON), but it holds no saves we can import. Check that it is the export you meant to upload.',
    );
    expect(refusal(json({ roots: { bookmark_bar: { type: 'folder', children: [] } } }))).toMatch(
      /^We read this file as a Chrome bookmarks file \(JSON\), but it holds no saves/,
    );
  });

  it('a Pocket CSV whose rows all lack a link', () => {
    expect(
      refusal(new TextEncoder().encode('title,url,time_added,tags,status\nA,,1,,unread\n')),
    ).toBe(
      'We read this file as a Pocket export (CSV), but it holds no saves we can import: Row 2 has no URL.',
    );
  });
});
