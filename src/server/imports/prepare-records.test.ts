import { describe, expect, it } from 'vitest';
import { MAX_TAGS_PER_WRITE } from '../../common/tag-rules.js';
import { IMPORTED_HIGHLIGHTS_PER_SAVE, MAX_NOTE_LENGTH } from '../highlights/highlight-rules.js';
import { MAX_TITLE_LENGTH } from '../saves/save-rules.js';
import type { ImportRecord } from './import-record.js';
import { prepareBatch } from './prepare-records.js';

const record = (fields: Partial<ImportRecord>): ImportRecord => ({
  row: 1,
  url: 'https://example.com/page',
  status: 'UNREAD',
  favorite: false,
  tags: [],
  highlights: [],
  ...fields,
});

describe('prepareBatch: the save rules per record', () => {
  it('keeps a title as a save does: trimmed, cut, without control characters', () => {
    const { records } = prepareBatch([
      record({ row: 1, url: 'https://example.com/a', title: ' Ti\u0000tle ' }),
      record({ row: 2, url: 'https://example.com/b', title: 't'.repeat(MAX_TITLE_LENGTH + 1) }),
      record({ row: 3, url: 'https://example.com/c', title: '   ' }),
    ]);
    expect(records.map((prepared) => prepared.title)).toEqual([
      'Title',
      't'.repeat(MAX_TITLE_LENGTH),
      null,
    ]);
  });

  it('leaves out and lists tags that break the tag rules, and tags past the limit', () => {
    const tags = [
      '_untagged_',
      ...Array.from({ length: MAX_TAGS_PER_WRITE + 1 }, (_, i) => `t${i}`),
    ];
    const { records, problems } = prepareBatch([record({ tags })]);
    expect(records[0]!.tags).toHaveLength(MAX_TAGS_PER_WRITE);
    expect(problems.map((problem) => problem.reason)).toEqual([
      'The tag "_untagged_" was left out: "_untagged_" is reserved.',
      `Only the first ${MAX_TAGS_PER_WRITE} of its ${MAX_TAGS_PER_WRITE + 1} tags were kept.`,
    ]);
  });

  it('lists a note cut to the limit instead of cutting it unsaid', () => {
    const note = 'n'.repeat(MAX_NOTE_LENGTH + 1);
    const { records, problems } = prepareBatch([record({ highlights: [{ quote: 'q', note }] })]);
    expect(records[0]!.highlights[0]!.note).toHaveLength(MAX_NOTE_LENGTH);
    expect(problems).toEqual([
      {
        row: 1,
        url: 'https://example.com/page',
        reason: "A highlight's note was cut to its first 10,000 characters.",
      },
    ]);
  });

  it("keeps a free reader's highlights up to the bound of any save, and lists the rest", () => {
    const highlights = Array.from({ length: IMPORTED_HIGHLIGHTS_PER_SAVE + 2 }, (_, i) => ({
      quote: `Passage ${i}.`,
    }));
    const { records, problems } = prepareBatch([record({ highlights })]);
    expect(records[0]!.highlights).toHaveLength(IMPORTED_HIGHLIGHTS_PER_SAVE);
    expect(problems[0]!.reason).toBe(
      `Only the first 1,000 of its ${(IMPORTED_HIGHLIGHTS_PER_SAVE + 2).toLocaleString('en')} highlights were kept.`,
    );
  });
});
