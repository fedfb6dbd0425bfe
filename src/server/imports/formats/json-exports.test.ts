import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

describe('wallabag JSON', () => {
  const parsed = parseImportFile(sample('wallabag.json'), 'All articles.json');

  it('reads is_archived / is_starred 0/1, tags and +0200 dates', () => {
    expect(parsed.format).toBe('wallabag-json');
    expect(parsed.records[0]).toMatchObject({
      row: 1,
      url: 'https://example.com/wb-1',
      title: 'A starred, archived entry',
      status: 'ARCHIVED',
      favorite: true,
      tags: ['wallabag', 'test'],
      savedAt: new Date('2016-09-08T09:55:58Z'),
    });
    expect(parsed.records[1]).toMatchObject({
      status: 'UNREAD',
      favorite: false,
      title: undefined,
    });
  });

  it('turns annotations into highlights: quote, and text as the note', () => {
    expect(parsed.records[0]?.highlights).toEqual([
      { quote: 'the quoted passage', note: 'My note', createdAt: undefined },
      { quote: 'a quote without a note', note: undefined, createdAt: undefined },
    ]);
  });

  it('reports an entry without a URL', () => {
    expect(parsed.problems).toEqual([{ row: 3, url: undefined, reason: 'Entry 3 has no URL.' }]);
  });
});

describe('Karakeep / Hoarder JSON', () => {
  const parsed = parseImportFile(sample('karakeep.json'));

  it('reads link bookmarks with unix-second dates, tags and archived', () => {
    expect(parsed.format).toBe('karakeep-json');
    expect(parsed.records).toEqual([
      expect.objectContaining({
        url: 'https://example.com/kk-1',
        title: 'Karakeep link',
        status: 'ARCHIVED',
        tags: ['selfhost', 'tools'],
        savedAt: new Date(1_720_000_000_000),
      }),
      expect.objectContaining({
        url: 'https://example.com/kk-2',
        title: undefined,
        status: 'UNREAD',
      }),
    ]);
  });

  it('rebuilds manual lists, leaves smart lists out and reports text notes', () => {
    expect(parsed.lists).toEqual([
      { title: 'Tools', description: 'Handy things', items: [{ url: 'https://example.com/kk-1' }] },
    ]);
    expect(parsed.problems).toEqual([
      {
        row: 3,
        url: undefined,
        reason: 'Bookmark 3 is a text note, not a link; Satchel saves links only.',
      },
    ]);
  });

  it('reads old Hoarder files that have no lists', () => {
    const old = new TextEncoder().encode(
      JSON.stringify({
        bookmarks: [
          {
            createdAt: 1,
            title: 'x',
            tags: [],
            content: { type: 'link', url: 'https://h.example/' },
          },
        ],
      }),
    );
    expect(parseImportFile(old).records).toEqual([
      expect.objectContaining({ url: 'https://h.example/', savedAt: undefined }),
    ]);
  });
});
