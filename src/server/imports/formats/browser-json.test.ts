/**
 * Browsers' own bookmark files: Firefox's JSON backup and Chrome's `Bookmarks`, from samples
 * shaped as the browsers write them, with messy data (right-to-left and non-Latin titles, a
 * stop-word title, a URL saved twice, bookmarklets and browser-internal links).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

describe('Firefox bookmark backup (JSON)', () => {
  const parsed = parseImportFile(sample('firefox-bookmarks-2026-11-20.json'), 'bookmarks.json');

  it('reads every bookmark in file order, numbered from 1, separators and folders not counted', () => {
    expect(parsed.format).toBe('firefox-json');
    expect(parsed.records.map((record) => [record.row, record.title])).toEqual([
      [1, 'Get Help'],
      [2, 'Recent Tags'],
      [3, 'كيف تعمل محركات البحث'],
      [4, '東京の地下鉄の歴史'],
      [5, 'The'],
      [6, 'Save to Satchel'],
      [7, 'Tokyo Metro history (English)'],
      [8, 'מדריך לקריאה איטית'],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('dates from microseconds, tags from the comma string and the folders the user made', () => {
    expect(parsed.records[2]).toMatchObject({
      url: 'https://ar.wikipedia.org/wiki/%D9%85%D8%AD%D8%B1%D9%83_%D8%A8%D8%AD%D8%AB',
      savedAt: new Date('2023-11-14T22:13:20Z'),
      tags: ['بحث', 'reading', 'Lectures'],
      status: 'UNREAD',
    });
    // The browser's roots (menu, toolbar, other, mobile) are no tag anyone chose.
    expect(parsed.records[0]!.tags).toEqual(['Mozilla Firefox']);
    expect(parsed.records[6]!.tags).toEqual(['transit']);
    expect(parsed.records[7]!.tags).toEqual([]);
  });

  it('passes a place: query and a bookmarklet on, for the import to report with their number', () => {
    expect(parsed.records[1]!.url).toMatch(/^place:/);
    expect(parsed.records[5]!.url).toMatch(/^javascript:/);
  });
});

describe("Chrome's Bookmarks file (JSON)", () => {
  const parsed = parseImportFile(sample('chrome-Bookmarks'), 'Bookmarks');

  it('reads bookmark bar, other and mobile bookmarks in order, folders the user made as tags', () => {
    expect(parsed.format).toBe('chrome-json');
    expect(parsed.records.map((record) => [record.row, record.title, record.tags])).toEqual([
      [1, 'Юникод — Википедия', []],
      [2, 'A', ['Recettes']],
      [3, 'وصفة الخبز العربي', ['Recettes']],
      [4, 'Save to Satchel', []],
      [5, 'Unicode (ru)', []],
      [6, 'Experiments', []],
      [7, 'חדשות הבוקר', []],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('reads date_added as microseconds since 1601', () => {
    expect(parsed.records[0]!.savedAt).toEqual(new Date('2023-11-14T22:13:20Z'));
    expect(parsed.records[6]!.savedAt).toEqual(new Date('2023-11-14T22:23:20Z'));
  });

  it('a bookmark without a url is a problem with its number; folders and roots are not counted', () => {
    const file = {
      roots: {
        bookmark_bar: {
          type: 'folder',
          name: 'Bookmarks bar',
          children: [
            { type: 'url', name: 'Fine', url: 'https://fine.example/' },
            { type: 'folder', name: 'Empty', children: [] },
            { type: 'url', name: 'Lost' },
          ],
        },
        other: { type: 'folder', name: 'Other bookmarks', children: [] },
      },
      version: 1,
    };
    const result = parseImportFile(new TextEncoder().encode(JSON.stringify(file)));
    expect(result.records.map((record) => record.row)).toEqual([1]);
    expect(result.problems).toEqual([{ row: 2, url: undefined, reason: 'Bookmark 2 has no URL.' }]);
  });
});
