import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseOmnivoreHighlights } from './omnivore.js';
import { parseImportFile } from './parse-import-file.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

describe('Omnivore ZIP', () => {
  const zip = zipSync({
    'metadata_0_to_20.json': sample('omnivore-metadata_0_to_20.json'),
    'metadata_20_to_21.json': new TextEncoder().encode(
      JSON.stringify([
        { slug: 'later', url: 'https://example.com/later', state: 'Deleted', labels: [] },
      ]),
    ),
    'content/the-quiet-web-18b2.html': new TextEncoder().encode('<p>content is not imported</p>'),
    'highlights/the-quiet-web-18b2.md': sample('omnivore-highlights.md'),
    'highlights/orphan.md': new TextEncoder().encode('> lost\n'),
  });
  const parsed = parseImportFile(zip, 'omnivore.zip');

  it('reads metadata batches: state, labels, ISO savedAt', () => {
    expect(parsed.format).toBe('omnivore-zip');
    expect(parsed.records).toHaveLength(2);
    expect(parsed.records[0]).toMatchObject({
      row: 1,
      url: 'https://example.com/quiet-web',
      title: 'The quiet web',
      status: 'ARCHIVED',
      favorite: false,
      tags: ['essays', 'web'],
      savedAt: new Date('2024-05-01T08:30:00.000Z'),
    });
    expect(parsed.records[1]).toMatchObject({ status: 'UNREAD', tags: [], highlights: [] });
  });

  it('attaches highlights/<slug>.md: quotes, their notes, labels skipped', () => {
    expect(parsed.records[0]?.highlights).toEqual([
      {
        quote: 'Reading slowly is a skill.\n\nIt takes practice.',
        note: 'I agree: this is the thesis.',
      },
      { quote: 'The web was quiet once.' },
      { quote: 'A third passage, without a note.' },
    ]);
  });

  it('reports entries without a URL, unknown states and highlights without a save', () => {
    expect(parsed.problems.map((p) => p.reason)).toEqual([
      'Entry 3 has no URL.',
      'Entry 4 has the state "Deleted", which is neither Active nor Archived; it was skipped.',
      'The highlights in highlights/orphan.md were skipped: no save in this export has the slug "orphan".',
    ]);
  });

  it('also reads the metadata merged into one JSON file', () => {
    const merged = parseImportFile(sample('omnivore-metadata_0_to_20.json'), 'merged.json');
    expect(merged.format).toBe('omnivore-zip');
    expect(merged.records.map((r) => r.url)).toEqual([
      'https://example.com/quiet-web',
      'https://example.com/newsletter/3',
    ]);
  });
});

describe('Omnivore highlights markdown', () => {
  it('counts notes that have no quote (Satchel keeps notes on highlights only)', () => {
    const md =
      'A note on its own.\n\n> Quote one\n\n#idea\n\nFirst paragraph.\n\nSecond paragraph.\r\n';
    expect(parseOmnivoreHighlights(md)).toEqual({
      highlights: [{ quote: 'Quote one', note: 'First paragraph.\n\nSecond paragraph.' }],
      notesOnly: 1,
    });
  });
});

describe('Omnivore CSV', () => {
  it('reads states, JSON and bracketed labels, and millisecond dates', () => {
    const parsed = parseImportFile(sample('omnivore.csv'), 'import.csv');
    expect(parsed.format).toBe('omnivore-csv');
    expect(parsed.records).toEqual([
      expect.objectContaining({
        url: 'https://example.com/om-1',
        status: 'UNREAD',
        tags: ['news', 'ai'],
        savedAt: new Date(1_714_552_200_000),
      }),
      expect.objectContaining({
        url: 'https://example.com/om-2',
        status: 'ARCHIVED',
        tags: ['later', 'long'],
      }),
    ]);
    expect(parsed.problems).toEqual([{ row: 4, url: undefined, reason: 'Row 4 has no URL.' }]);
  });
});
