import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

function pocketZip(extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({
    'part_000000.csv': sample('pocket-part_000000.csv'),
    'part_000001.csv': sample('pocket-part_000001.csv'),
    'annotations/part_000000.json': sample('pocket-annotations.json'),
    'collections/weekend-reads.json': sample('pocket-collection.json'),
    ...extra,
  });
}

describe('Pocket CSV', () => {
  const parsed = parseImportFile(sample('pocket-part_000000.csv'), 'part_000000.csv');

  it('reads saves with pipe-separated tags, unix-second dates and the status', () => {
    expect(parsed.format).toBe('pocket-csv');
    expect(parsed.records[0]).toMatchObject({
      row: 2,
      url: 'https://example.com/slow-software',
      savedAt: new Date(1_700_000_000_000),
      status: 'UNREAD',
      favorite: false,
      tags: ['reading', 'tech'],
    });
    expect(parsed.records.map((r) => r.status)).toEqual([
      'UNREAD',
      'ARCHIVED',
      'ARCHIVED',
      'UNREAD',
    ]);
  });

  it('keeps a quoted title with commas, quotes and a newline, on one line', () => {
    expect(parsed.records[0]?.title).toBe(
      'Why "slow" software, and the web, still wins A second line',
    );
  });

  it('drops placeholder titles ("Problem loading page", empty) and duplicate or blank tags', () => {
    expect(parsed.records[1]?.title).toBeUndefined();
    expect(parsed.records[2]).toMatchObject({ title: undefined, tags: ['tech'] });
  });

  it('leaves an impossible date out and reports a row without a URL', () => {
    expect(parsed.records[3]).toMatchObject({ url: 'https://example.com/old', savedAt: undefined });
    expect(parsed.problems).toEqual([{ row: 5, url: undefined, reason: 'Row 5 has no URL.' }]);
  });
});

describe('Pocket ZIP', () => {
  it('reads every CSV part, numbering rows on from part to part', () => {
    const parsed = parseImportFile(pocketZip(), 'pocket.zip');
    expect(parsed.format).toBe('pocket-zip');
    expect(parsed.records.map((r) => [r.row, r.url])).toEqual([
      [2, 'https://example.com/slow-software'],
      [3, 'https://example.com/broken'],
      [4, 'https://example.com/no-title'],
      [6, 'https://example.com/old'],
      [7, 'https://example.com/part-two'],
    ]);
  });

  it('matches annotations to saves by URL and reports highlights of pages not in the export', () => {
    const parsed = parseImportFile(pocketZip());
    expect(parsed.records[0]?.highlights).toEqual([
      { quote: 'Fast is a feature.', createdAt: new Date(1_700_001_000_000) },
      { quote: 'Slow is a choice.', createdAt: new Date(1_700_002_000_000) },
    ]);
    expect(parsed.records[1]?.highlights).toEqual([]);
    expect(parsed.problems).toContainEqual({
      row: undefined,
      url: 'https://example.com/deleted-long-ago',
      reason:
        'A highlight on https://example.com/deleted-long-ago was skipped: that page is not among the saves in this export.',
    });
  });

  it('turns collections/<slug>.json into lists in item order, with titles and notes', () => {
    const parsed = parseImportFile(pocketZip());
    expect(parsed.lists).toEqual([
      {
        title: 'Weekend reads',
        description: 'Long pieces for slow mornings.',
        items: [
          {
            url: 'https://example.com/part-two',
            title: 'Second part',
            excerpt: undefined,
            note: 'Start here.',
          },
          {
            url: 'https://example.com/slow-software',
            title: 'Slow',
            excerpt: undefined,
            note: undefined,
          },
        ],
      },
    ]);
  });

  it('finds the export inside a folder and ignores what macOS adds', () => {
    const zip = zipSync({
      'pocket/part_000000.csv': strToU8(
        'title,url,time_added,tags,status\nA,https://a.example/,1700000000,,unread\n',
      ),
      '__MACOSX/pocket/._part_000000.csv': strToU8('junk'),
    });
    const parsed = parseImportFile(zip);
    expect(parsed.records.map((r) => r.url)).toEqual(['https://a.example/']);
    expect(parsed.problems).toEqual([]);
  });

  it('refuses malformed JSON inside the export with a readable error', () => {
    expect(() =>
      parseImportFile(pocketZip({ 'collections/bad.json': strToU8('{"title": "cut') })),
    ).toThrow(/The list file collections\/bad\.json looks like JSON but is not valid JSON/);
  });
});

describe("Satchel's export (Pocket's format plus favourites and notes)", () => {
  const zip = zipSync({
    'part_000000.csv': strToU8(
      [
        'title,url,time_added,tags,status,favorite',
        'Loved,https://a.example/loved,1700000000,keep,archive,1',
        'Plain,https://a.example/plain,1700000001,,unread,0',
      ].join('\r\n'),
    ),
    'annotations/part_000000.json': strToU8(
      JSON.stringify([
        {
          url: 'https://a.example/loved',
          title: 'Loved',
          highlights: [
            { quote: 'With a note', created_at: 1700000100, note: 'Mine.' },
            { quote: 'Without', created_at: 1700000200 },
          ],
        },
      ]),
    ),
  });

  it('reads the favorite column, 1 as a favourite and 0 as not', () => {
    const parsed = parseImportFile(zip);
    expect(parsed.records.map((r) => [r.url, r.favorite, r.status])).toEqual([
      ['https://a.example/loved', true, 'ARCHIVED'],
      ['https://a.example/plain', false, 'UNREAD'],
    ]);
  });

  it("keeps a highlight's note when the file has one", () => {
    expect(parseImportFile(zip).records[0]?.highlights).toEqual([
      { quote: 'With a note', note: 'Mine.', createdAt: new Date(1_700_000_100_000) },
      { quote: 'Without', createdAt: new Date(1_700_000_200_000) },
    ]);
  });
});

describe('Pocket ril_export.html', () => {
  it('reads both sections, comma-separated tags and entities', () => {
    const parsed = parseImportFile(sample('ril_export.html.sample'), 'ril_export.html');
    expect(parsed.format).toBe('pocket-html');
    expect(parsed.records).toEqual([
      expect.objectContaining({
        url: 'https://example.com/unread-one',
        title: 'Unread & waiting',
        status: 'UNREAD',
        tags: ['news', 'long read'],
        savedAt: new Date(1_500_000_000_000),
      }),
      expect.objectContaining({
        url: 'https://example.com/unread-two',
        title: undefined,
        status: 'UNREAD',
      }),
      expect.objectContaining({
        url: 'https://example.com/read-one',
        status: 'ARCHIVED',
        tags: ['done'],
      }),
    ]);
  });
});
