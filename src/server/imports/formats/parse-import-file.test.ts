import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../import-record.js';
import { ImportFileError, parseImportFile } from './parse-import-file.js';
import { readZipTexts } from './zip.js';

const bytes = (text: string) => new TextEncoder().encode(text);

function thrown(input: Uint8Array, fileName?: string): ImportFileError {
  try {
    parseImportFile(input, fileName);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('parseImportFile did not throw');
}

describe('files we cannot read', () => {
  it('refuses an empty file, or one of blank lines', () => {
    expect(thrown(new Uint8Array()).message).toMatch(/^This file is empty\./);
    expect(thrown(bytes('\uFEFF\n  \r\n')).message).toMatch(/^This file is empty\./);
  });

  it('refuses a file of no known format, naming what Satchel reads (the name is only a hint)', () => {
    const error = thrown(bytes('%PDF-1.7\nsome binary stuff\n'), 'export.csv');
    expect(error.message).toMatch(
      /^This file is not an export we can read\. Satchel reads Pocket exports/,
    );
    expect(thrown(bytes('<html><body><p>Hello</p></body></html>')).message).toMatch(
      /not an export we can read/,
    );
    expect(thrown(new Uint8Array([0x68, 0x69, 0, 0x2c, 0x2c, 0x0a])).message).toMatch(
      /not an export we can read/,
    );
    expect(thrown(bytes('{"hello": "world"}')).message).toMatch(
      /^This JSON file is not an export we can read/,
    );
  });

  it('refuses malformed JSON and an empty JSON list', () => {
    expect(thrown(bytes('[{"url": "https://a.example/"')).message).toMatch(
      /looks like JSON but is not valid JSON/,
    );
    expect(thrown(bytes('[]')).message).toMatch(/empty list/);
  });

  it('refuses a CSV without a URL column, listing its columns', () => {
    expect(thrown(bytes('Name,Email\nAda,ada@example.com\n')).message).toBe(
      'This CSV file has no URL column (its columns are: name, email). Add a column named "url" holding the links, or upload the export file as the service made it.',
    );
  });

  it('refuses a ZIP with nothing we read, and a damaged ZIP', () => {
    const images = zipSync({ 'a.png': new Uint8Array([1, 2]), 'b.png': new Uint8Array([3]) });
    expect(thrown(images).message).toMatch(/^This ZIP file holds nothing we can read/);
    expect(thrown(zipSync({})).message).toMatch(/^This ZIP file is empty/);
    const damaged = zipSync({ 'part_000000.csv': strToU8('x') }).slice(0, 30);
    expect(thrown(damaged).message).toMatch(/^This ZIP file is damaged/);
  });
});

describe('detection', () => {
  it('reads a ZIP holding a single export file as that file (a zipped CSV, a Karakeep backup)', () => {
    const backup = zipSync({
      'karakeep-backup-2025-01-01.json': strToU8(
        JSON.stringify({
          bookmarks: [
            {
              createdAt: 1700000000,
              tags: [],
              content: { type: 'link', url: 'https://k.example/' },
            },
          ],
          lists: [],
        }),
      ),
    });
    expect(parseImportFile(backup).format).toBe('karakeep-json');
    const zippedCsv = zipSync({
      'Export.csv': strToU8('URL,Title,Selection,Folder\nhttps://a.example/,A,,Unread\n'),
    });
    expect(parseImportFile(zippedCsv).format).toBe('instapaper-csv');
  });

  it('reads a one-column CSV named .csv, and URL lines without a header', () => {
    expect(parseImportFile(bytes('url\nhttps://a.example/\n'), 'links.csv').records).toHaveLength(
      1,
    );
    expect(parseImportFile(bytes('https://a.example/?a=1,2\nwww.b.example\n')).format).toBe(
      'url-list',
    );
  });
});

describe('limits', () => {
  it(`keeps at most ${IMPORT_LIMITS.maxRecords} records and says how many were left out`, () => {
    const lines = Array.from(
      { length: IMPORT_LIMITS.maxRecords + 3 },
      (_, i) => `https://example.com/${i}`,
    );
    const parsed = parseImportFile(bytes(lines.join('\n')));
    expect(parsed.records).toHaveLength(IMPORT_LIMITS.maxRecords);
    expect(parsed.records.at(-1)?.url).toBe(`https://example.com/${IMPORT_LIMITS.maxRecords - 1}`);
    expect(parsed.problems).toEqual([
      {
        reason:
          '3 more saves were left out: one import holds at most 50,000 saves. Import the rest in another file.',
      },
    ]);
  });

  it(`keeps at most ${IMPORT_LIMITS.maxProblems} problems plus one saying how many more there were`, () => {
    const rows = Array.from(
      { length: IMPORT_LIMITS.maxProblems + 50 },
      () => 'No link,,1700000000,,unread',
    );
    const csv = `title,url,time_added,tags,status\n${rows.join('\n')}\nOK,https://ok.example/,1700000000,,unread\n`;
    const parsed = parseImportFile(bytes(csv));
    expect(parsed.records.map((r) => r.url)).toEqual(['https://ok.example/']);
    expect(parsed.problems).toHaveLength(IMPORT_LIMITS.maxProblems + 1);
    expect(parsed.problems[0]).toEqual({ row: 2, url: undefined, reason: 'Row 2 has no URL.' });
    expect(parsed.problems.at(-1)).toEqual({ reason: '50 more problems were not listed.' });
  });

  it('refuses a ZIP whose entries inflate past the limit, before inflating them', () => {
    // A central directory that claims 1 GB for a small entry: refused without allocating it.
    const zip = zipSync({ 'part_000000.csv': strToU8('title,url,time_added,tags,status\n') });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const central = zip.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
    view.setUint32(central + 24, 1024 * 1024 * 1024, true);
    expect(thrown(zip).message).toMatch(/^This ZIP file is compressed far more than an export/);
    const honest = { maxInflateRatio: 1e9 };
    expect(() => readZipTexts(zip, () => true, honest)).toThrow(
      /^This ZIP file unpacks to more than 64 MB/,
    );
  });

  it('stops a ZIP bomb: an entry inflating more than 100 times its size, before inflating it', () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const bomb = zipSync({ 'part_000000.csv': zeros }, { level: 9 });
    expect(bomb.length).toBeLessThan(20_000);
    expect(thrown(bomb).message).toMatch(/more than 100 times its size/);
    const roomy = { maxInflateRatio: 1e6, maxInflatedBytes: 1024 * 1024 };
    expect(() => readZipTexts(bomb, () => true, roomy)).toThrow(/unpacks to more than 1 MB/);
    const texts = readZipTexts(bomb, () => true, { ...roomy, maxInflatedBytes: 8 * 1024 * 1024 });
    expect(texts.get('part_000000.csv')).toHaveLength(zeros.length);
  });

  it('holds the whole archive to the ratio too: many small entries that each pass', () => {
    // 40 entries of 512 KB of one letter: each under the ratio-free size, together 20 MB.
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 40; i += 1) {
      entries[`collections/list-${i}.json`] = new Uint8Array(512 * 1024).fill(0x20);
    }
    entries['part_000000.csv'] = strToU8('title,url,time_added,tags,status\n');
    expect(thrown(zipSync(entries, { level: 9 })).message).toMatch(
      /it unpacks to more than 100 times its size/,
    );
  });

  it('refuses a ZIP of too many entries before reading any', () => {
    const entries: Record<string, Uint8Array> = { 'part_000000.csv': strToU8('url\n') };
    for (let i = 0; i < 300; i += 1) entries[`content/${i}.html`] = new Uint8Array(0);
    const zip = zipSync(entries);
    expect(() => readZipTexts(zip, () => true, { maxZipEntries: 300 })).toThrow(
      /holds more than 300 files/,
    );
    expect(IMPORT_LIMITS.maxZipEntries).toBeGreaterThanOrEqual(100_000);
  });

  it('reads a real-sized export whose entries compress as text does', () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `Page ${i} about ${(i * 7919).toString(36)},https://site-${i % 97}.example/${(i * 104729).toString(36)},${1_600_000_000 + i * 613},t${i % 13},unread`,
    );
    const zip = zipSync(
      { 'part_000000.csv': strToU8(`title,url,time_added,tags,status\n${rows.join('\n')}`) },
      { level: 9 },
    );
    expect(parseImportFile(zip).records).toHaveLength(20_000);
  });
});
