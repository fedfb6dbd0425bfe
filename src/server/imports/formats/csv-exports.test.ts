import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));
const csv = (text: string) => new TextEncoder().encode(text);

describe('Instapaper CSV (BOM, CRLF)', () => {
  const parsed = parseImportFile(sample('instapaper.csv'), 'instapaper-export.csv');

  it('reads the folder as state: Archive archived, Starred favourite, other folders as tags', () => {
    expect(parsed.format).toBe('instapaper-csv');
    expect(parsed.records.map((r) => [r.url, r.status, r.favorite, r.tags])).toEqual([
      ['https://example.com/ip-1', 'UNREAD', false, ['coding']],
      ['https://example.com/ip-2', 'ARCHIVED', false, []],
      ['https://example.com/ip-3', 'UNREAD', true, []],
      ['https://example.com/ip-4', 'UNREAD', false, ['food', 'Recipes']],
    ]);
  });

  it('reads quoted titles and unix-second timestamps, and reports a row without a URL', () => {
    expect(parsed.records[0]).toMatchObject({
      row: 2,
      title: 'Commas, quotes "and" all',
      savedAt: new Date(1_600_000_000_000),
    });
    expect(parsed.problems).toEqual([{ row: 6, url: undefined, reason: 'Row 6 has no URL.' }]);
  });

  it('reads the older export without Timestamp and Tags', () => {
    const old = parseImportFile(csv('URL,Title,Selection,Folder\nhttps://a.example/,A,,Archive\n'));
    expect(old.records).toEqual([
      expect.objectContaining({ status: 'ARCHIVED', savedAt: undefined, tags: [] }),
    ]);
  });
});

describe('Readwise Reader CSV', () => {
  const parsed = parseImportFile(sample('readwise.csv'));

  it('skips feed rows with one problem, archives "archive", reads the Python-looking tags', () => {
    expect(parsed.format).toBe('readwise-csv');
    expect(parsed.records.map((r) => [r.url, r.status])).toEqual([
      ['https://example.com/rw-1', 'UNREAD'],
      ['https://example.com/rw-2', 'ARCHIVED'],
      ['https://example.com/rw-3', 'UNREAD'],
    ]);
    expect(parsed.records[0]).toMatchObject({
      tags: ['ai', 'papers, classic'],
      favorite: true,
      savedAt: new Date('2023-12-01T10:20:30Z'),
    });
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]?.reason).toMatch(/^1 feed item was skipped/);
  });
});

describe('Raindrop.io CSV', () => {
  const parsed = parseImportFile(sample('raindrop.csv'), 'export.csv');

  it('reads favourites, comma tags, collections as tags (not "Unsorted") and ISO dates', () => {
    expect(parsed.format).toBe('raindrop-csv');
    expect(parsed.records[0]).toMatchObject({
      url: 'https://example.com/rd-1',
      favorite: true,
      tags: ['ai', 'research'],
      savedAt: new Date('2024-02-01T09:00:00.000Z'),
    });
  });

  it('survives an excerpt broken across lines and reads multi-line highlights', () => {
    expect(parsed.records[1]).toMatchObject({
      row: 3,
      url: 'https://example.com/rd-2',
      title: 'A broken row',
      favorite: false,
      tags: ['Reading', 'Essays'],
      highlights: [{ quote: 'The key point.', note: 'Remember this.' }, { quote: 'Second point.' }],
    });
    expect(parsed.problems).toEqual([{ row: 4, url: undefined, reason: 'Row 4 has no URL.' }]);
  });

  it('reads older exports without the favorite column', () => {
    const old = parseImportFile(
      csv(
        'id,title,note,excerpt,url,folder,tags,created,cover,highlights\n1,T,,,https://a.example/,Unsorted,,,,\n',
      ),
    );
    expect(old.records).toEqual([expect.objectContaining({ favorite: false, tags: [] })]);
  });
});

describe('Any other CSV with a URL column', () => {
  it('matches common column names and delimiters (wallabag’s semicolon CSV)', () => {
    const parsed = parseImportFile(
      csv(
        'Title;URL;Content;Tags;MIME Type;Language;Creation date\nA;https://a.example/;x;one, two;text/html;en;08/09/2016 11:55:58\n',
      ),
    );
    expect(parsed.format).toBe('generic-csv');
    expect(parsed.records).toEqual([
      expect.objectContaining({
        url: 'https://a.example/',
        title: 'A',
        tags: ['one', 'two'],
        savedAt: undefined,
      }),
    ]);
  });

  it('reads Readeck-style columns: folder "archive", created as unix seconds, a JSON labels array', () => {
    const parsed = parseImportFile(
      csv('url,title,folder,created,labels\nhttps://a.example/,A,archive,1700000000,"[""x""]"\n'),
    );
    expect(parsed.records[0]).toMatchObject({
      status: 'ARCHIVED',
      tags: ['x'],
      savedAt: new Date(1_700_000_000_000),
    });
  });
});

describe('broken CSV', () => {
  it('keeps the rows before a quote that never closes and says what went wrong', () => {
    const parsed = parseImportFile(
      csv(
        'title,url,time_added,tags,status\nA,https://a.example/,1700000000,,unread\n"Broken,https://b.example/,1,,unread\n',
      ),
    );
    expect(parsed.records.map((r) => r.url)).toEqual(['https://a.example/']);
    expect(parsed.problems).toEqual([
      {
        row: undefined,
        url: undefined,
        reason:
          'A row near line 3 could not be read: a quote (") opens a field that never ends, so the rows after it were lost too. Check the file in a text editor.',
      },
    ]);
  });
});

describe('a tag holding an escaped quote', () => {
  it("stays one tag: tag\\'s in Readwise's, Instapaper's and any other CSV", () => {
    const readwise = parseImportFile(
      csv(
        [
          'Title,URL,ID,Document tags,Saved date,Reading progress,Location,Seen',
          `A,https://example.com/rw,01gmjx,"['tag\\'s', 'news']",2023-11-14 22:13:20+00:00,0,new,False`,
        ].join('\n'),
      ),
    );
    expect(readwise.format).toBe('readwise-csv');
    expect(readwise.records[0]!.tags).toEqual(["tag's", 'news']);

    const instapaper = parseImportFile(
      csv(
        [
          'URL,Title,Selection,Folder,Timestamp,Tags',
          `https://example.com/ip,B,,Unread,1700000000,"[""tag\\'s"",""news""]"`,
        ].join('\n'),
      ),
    );
    expect(instapaper.records[0]!.tags).toEqual(["tag's", 'news']);

    const generic = parseImportFile(
      csv(['url,title,tags', `https://example.com/g,C,"tag\\'s, news"`].join('\n')),
      'links.csv',
    );
    expect(generic.format).toBe('generic-csv');
    expect(generic.records[0]!.tags).toEqual(["tag's", 'news']);
  });
});
