import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

describe('Netscape bookmark HTML', () => {
  const parsed = parseImportFile(sample('bookmarks.html.sample'), 'bookmarks.html');

  it('turns the folder chain into tags, without the browser’s toolbar folder', () => {
    expect(parsed.format).toBe('netscape-html');
    expect(parsed.records.map((r) => [r.url, r.tags])).toEqual([
      ['https://example.com/toolbar', []],
      ['https://example.com/sourdough', ['baking', 'starter', 'Cooking', 'Bread']],
      ['https://example.com/soup', ['Cooking']],
      ['https://example.com/pinboard-read', ['pinboard']],
      ['https://example.com/pinboard-unread', []],
    ]);
  });

  it('reads ADD_DATE, decodes titles, and archives Pinboard’s TOREAD="0"', () => {
    expect(parsed.records[1]).toMatchObject({
      title: 'Sourdough & you',
      savedAt: new Date(1_600_000_040_000),
    });
    expect(parsed.records.map((r) => r.status)).toEqual([
      'UNREAD',
      'UNREAD',
      'UNREAD',
      'ARCHIVED',
      'UNREAD',
    ]);
    expect(parsed.problems).toEqual([{ row: 6, url: undefined, reason: 'Bookmark 6 has no URL.' }]);
  });

  it('reads a bookmark file without the doctype', () => {
    const html =
      '<html><body><DL><p><DT><A HREF="https://x.example/" ADD_DATE="1600000000000">X</A></DL></body></html>';
    const loose = parseImportFile(new TextEncoder().encode(html));
    expect(loose.records).toEqual([
      expect.objectContaining({ url: 'https://x.example/', savedAt: new Date(1_600_000_000_000) }),
    ]);
  });
});

describe('Lists of links', () => {
  it('reads OneTab’s "URL | Title" lines and plain URLs, and reports lines that are no link', () => {
    const parsed = parseImportFile(sample('onetab.txt'), 'onetab.txt');
    expect(parsed.format).toBe('url-list');
    expect(parsed.records).toEqual([
      expect.objectContaining({ row: 1, url: 'https://example.com/tab-1', title: 'First tab' }),
      expect.objectContaining({ row: 2, url: 'https://example.com/tab-2', title: undefined }),
      expect.objectContaining({ row: 5, url: 'https://example.com/tab-3', title: undefined }),
    ]);
    expect(parsed.problems).toEqual([
      { row: 4, url: undefined, reason: 'Line 4 is not a link: "not a link at all".' },
    ]);
  });
});
