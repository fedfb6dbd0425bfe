/**
 * Pinboard (JSON), Linkwarden (backup JSON), Matter (CSV, alone or in its ZIP) and wallabag 1.x
 * (JSON), from samples shaped as those services write them, with messy data: right-to-left and
 * non-Latin titles, stop-word titles, URLs saved twice, links that are not links.
 */
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

describe('Pinboard JSON', () => {
  const parsed = parseImportFile(sample('pinboard.json'), 'pinboard_export.json');

  it('reads href, description as the title, time, space-separated tags and toread', () => {
    expect(parsed.format).toBe('pinboard-json');
    expect(parsed.records[0]).toMatchObject({
      row: 1,
      url: 'https://pinboard.in/howto/',
      title: 'Pinboard: Howto',
      savedAt: new Date('2023-11-14T22:13:20Z'),
      tags: ['pinboard', 'help'],
      status: 'ARCHIVED', // not marked to read, as Pinboard's HTML export is read
    });
    expect(parsed.records.map((record) => [record.title, record.status, record.tags])).toEqual([
      ['Pinboard: Howto', 'ARCHIVED', ['pinboard', 'help']],
      ['吾輩は猫である', 'UNREAD', ['日本語', 'novels']],
      ['قصائد محمود درويش', 'UNREAD', ['شعر']],
      ['and', 'ARCHIVED', []],
      ['Pinboard howto (again)', 'ARCHIVED', ['howto', 'manuals']],
      ['Mirror README', 'ARCHIVED', ['mirrors']],
    ]);
  });

  it('reports a bookmark without a link with its number', () => {
    expect(parsed.problems).toEqual([{ row: 7, url: undefined, reason: 'Bookmark 7 has no URL.' }]);
  });
});

describe('Linkwarden backup', () => {
  const parsed = parseImportFile(sample('linkwarden-backup.json'), 'backup.json');

  it('reads links with their tags, the collection path as tags, pinned links as favourites', () => {
    expect(parsed.format).toBe('linkwarden-json');
    expect(
      parsed.records.map((record) => [record.row, record.title, record.tags, record.favorite]),
    ).toEqual([
      [1, 'Linkwarden documentation', ['docs'], false],
      [2, 'عن الخصوصية على الإنترنت', [], false],
      [3, 'The', ['Research'], false],
      [4, '研究ノートの書き方', ['研究', 'Research'], false],
      [5, 'Attention Is All You Need', ['ml', 'Research', 'Papers'], true],
      [7, 'Linkwarden docs (again)', ['reference', 'Research', 'Papers'], false],
      [8, 'Pasted by mistake', ['Research', 'Papers'], false],
    ]);
    expect(parsed.records[0]!.savedAt).toEqual(new Date('2024-05-01T10:00:00Z'));
  });

  it('reports an uploaded file, which is no link, with its number', () => {
    expect(parsed.problems).toEqual([
      {
        row: 6,
        url: undefined,
        reason: 'Link 6 is an uploaded file (pdf), not a web page; Satchel saves links only.',
      },
    ]);
  });
});

describe('Matter export', () => {
  const csv = sample('matter-_matter_history.csv');

  it('reads the CSV: ;-separated tags, In Queue, Favorited, the last interaction as the date', () => {
    const parsed = parseImportFile(csv, '_matter_history.csv');
    expect(parsed.format).toBe('matter-csv');
    expect(parsed.records[0]).toEqual({
      row: 2,
      url: 'http://paulgraham.com/greatwork.html',
      title: 'How to Do Great Work',
      savedAt: new Date('2023-11-14T00:00:00Z'),
      status: 'ARCHIVED',
      favorite: true,
      tags: ['essays', 'career'],
      highlights: [],
    });
    expect(parsed.records.map((record) => [record.row, record.title, record.status])).toEqual([
      [2, 'How to Do Great Work', 'ARCHIVED'],
      [3, '「積読」という言葉について', 'UNREAD'],
      [4, 'مقال عن القراءة البطيئة، والتأمل', 'UNREAD'],
      [5, 'The', 'UNREAD'],
      [6, 'How to Do Great Work (reread)', 'ARCHIVED'],
      [7, 'Broken share', 'UNREAD'],
    ]);
  });

  it('says the highlights it counts are not in the file, and which row has no link', () => {
    const parsed = parseImportFile(csv);
    expect(parsed.problems).toEqual([
      { row: 8, url: undefined, reason: 'Row 8 has no URL.' },
      {
        row: undefined,
        url: undefined,
        reason:
          "Matter's export counts 4 highlights on 2 saves but does not include their text, so they could not be imported.",
      },
    ]);
  });

  it('reads the ZIP Matter sends, by its _matter_history.csv', () => {
    const zip = zipSync({
      'matter-export/_matter_history.csv': new Uint8Array(csv),
      'matter-export/README.txt': strToU8('Your Matter export'),
    });
    const parsed = parseImportFile(zip, 'matter-export.zip');
    expect(parsed.format).toBe('matter-csv');
    expect(parsed.records).toHaveLength(6);
  });
});

describe('wallabag 1.x JSON', () => {
  const parsed = parseImportFile(sample('wallabag-v1.json'), 'wallabag-export.json');

  it('reads is_read and is_fav "0"/"1", comma-separated tags; no dates in this version', () => {
    expect(parsed.format).toBe('wallabag-v1-json');
    expect(parsed.records[0]).toMatchObject({
      row: 1,
      url: 'https://www.wallabag.org/features/',
      title: 'Features - wallabag',
      status: 'ARCHIVED',
      favorite: true,
      tags: ['wallabag', 'docs'],
      savedAt: undefined,
    });
    expect(parsed.records.map((record) => [record.title, record.status, record.tags])).toEqual([
      ['Features - wallabag', 'ARCHIVED', ['wallabag', 'docs']],
      ['J’aime le logiciel libre', 'UNREAD', ['framasoft', 'tag']],
      ['Свободное программное обеспечение', 'UNREAD', []],
      ['البرمجيات الحرة', 'ARCHIVED', ['حرية']],
      ['Of', 'UNREAD', []],
      ['Features (saved twice)', 'UNREAD', ['saved-twice']],
      // "Untitled" is what wallabag wrote when it had no title: the article's own title wins.
      [undefined, 'UNREAD', []],
    ]);
    expect(parsed.problems).toEqual([]);
  });
});
