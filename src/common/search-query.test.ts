import { describe, expect, it } from 'vitest';
import { parseMinutes, parseSearchQuery, parseTimeRange } from './search-query.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 86_400_000;
const parse = (query: string) => parseSearchQuery(query, NOW);

describe('parseSearchQuery: text', () => {
  it('ANDs words and keeps phrases whole', () => {
    expect(parse('slow  "remote work" coffee').include).toEqual([
      [{ text: 'slow', phrase: false }],
      [{ text: 'remote work', phrase: true }],
      [{ text: 'coffee', phrase: false }],
    ]);
  });

  it('excludes -words and -"phrases"', () => {
    const parsed = parse('rust -"hype train" -crab');
    expect(parsed.include).toEqual([[{ text: 'rust', phrase: false }]]);
    expect(parsed.exclude).toEqual([
      { text: 'hype train', phrase: true },
      { text: 'crab', phrase: false },
    ]);
  });

  it('OR joins its neighbours into one group, binding tighter than AND', () => {
    expect(parse('garden roses OR tulips OR "wild flowers"').include).toEqual([
      [{ text: 'garden', phrase: false }],
      [
        { text: 'roses', phrase: false },
        { text: 'tulips', phrase: false },
        { text: 'wild flowers', phrase: true },
      ],
    ]);
  });

  it('treats a leading or trailing OR, and lower-case "or", as nothing special', () => {
    expect(parse('OR cats').include).toEqual([[{ text: 'cats', phrase: false }]]);
    expect(parse('cats or dogs').include).toHaveLength(3);
  });

  it('reads an unclosed quote as words, with a note, and never throws', () => {
    const parsed = parse('"unclosed quote here');
    expect(parsed.include).toEqual([[{ text: 'unclosed quote here', phrase: false }]]);
    expect(parsed.notes[0]).toMatch(/unclosed quote/i);
    for (const odd of ['"', '-', '-"', 'tag:', ':', 'a:b:c', '""', '   ', 'OR', '-tag:']) {
      expect(() => parse(odd)).not.toThrow();
    }
  });

  it('caps very long input', () => {
    const parsed = parse('word '.repeat(1_000));
    expect(parsed.include.length).toBeLessThanOrEqual(64);
  });
});

describe('parseSearchQuery: operators', () => {
  it('tag:x, tag:"two words" and -tag:x', () => {
    const parsed = parse('tag:Travel tag:"deep work" -tag:done');
    expect(parsed.tags).toEqual(['travel', 'deep work']);
    expect(parsed.excludeTags).toEqual(['done']);
    expect(parsed.include).toEqual([]);
  });

  it.each([
    ['is:favorite', { isFavorite: true }],
    ['-is:favorite', { isFavorite: false }],
    ['is:archived', { isArchived: true }],
    ['is:unread', { isArchived: false }],
    ['is:highlighted', { isHighlighted: true }],
    ['has:note', { hasNote: true }],
    ['-has:note', { hasNote: false }],
  ])('%s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('domain:, title:, author: restrict words to a field; -domain: excludes', () => {
    const parsed = parse(
      'domain:https://www.Example.com/path title:"the future" author:Ada -domain:spam.io',
    );
    expect(parsed.include).toEqual([
      [{ text: 'example.com', phrase: false, field: 'domain' }],
      [{ text: 'the future', phrase: true, field: 'title' }],
      [{ text: 'Ada', phrase: false, field: 'author' }],
    ]);
    expect(parsed.exclude).toEqual([{ text: 'spam.io', phrase: false, field: 'domain' }]);
  });

  it('type:article|video|image', () => {
    expect(parse('type:video').types).toEqual(['video']);
    expect(parse('type:article|image').types).toEqual(['article', 'image']);
  });

  it('searches unknown operators and bad values as words, with a note', () => {
    const parsed = parse('foo:bar is:sleepy type:podcast');
    expect(parsed.include.flat().map((term) => term.text)).toEqual([
      'foo:bar',
      'is:sleepy',
      'type:podcast',
    ]);
    expect(parsed.notes).toHaveLength(3);
  });

  it('is case-insensitive for operator names', () => {
    expect(parse('IS:Favorite TAG:News')).toMatchObject({ isFavorite: true, tags: ['news'] });
  });
});

describe('dates and time to read', () => {
  it.each([
    ['2024', { from: Date.UTC(2024, 0, 1), to: Date.UTC(2025, 0, 1) }],
    ['2024-05', { from: Date.UTC(2024, 4, 1), to: Date.UTC(2024, 5, 1) }],
    ['2024-05-17', { from: Date.UTC(2024, 4, 17), to: Date.UTC(2024, 4, 18) }],
    ['2024-01..2024-03', { from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 3, 1) }],
    ['..2020', { to: Date.UTC(2021, 0, 1) }],
    ['2023..', { from: Date.UTC(2023, 0, 1) }],
    ['>2024-05-17', { from: Date.UTC(2024, 4, 18) }],
    ['>=2024-05-17', { from: Date.UTC(2024, 4, 17) }],
    ['<2024', { to: Date.UTC(2024, 0, 1) }],
    ['<7d', { from: NOW - 7 * DAY }],
    ['>30d', { to: NOW - 30 * DAY }],
    ['<2w', { from: NOW - 14 * DAY }],
    ['1y', { from: NOW - 365 * DAY }],
  ])('time range %s', (value, expected) => {
    expect(parseTimeRange(value, NOW)).toEqual(expected);
  });

  it.each(['2024-13', '2024-02-30', 'yesterday', '..', '<x', '7x'])(
    'refuses the time range %s',
    (value) => {
      expect(parseTimeRange(value, NOW)).toBeNull();
    },
  );

  it.each([
    ['<5', { max: 4 }],
    ['<=5', { max: 5 }],
    ['>20', { min: 21 }],
    ['5..10', { min: 5, max: 10 }],
    ['..3', { max: 3 }],
    ['10', { min: 10, max: 10 }],
    ['10min', { min: 10, max: 10 }],
  ])('minutes %s', (value, expected) => {
    expect(parseMinutes(value)).toEqual(expected);
  });

  it('saved:, published: and ttr: in a query', () => {
    expect(parse('saved:<7d published:2019 ttr:>20 essays')).toMatchObject({
      saved: { from: NOW - 7 * DAY },
      published: { from: Date.UTC(2019, 0, 1), to: Date.UTC(2020, 0, 1) },
      timeToRead: { min: 21 },
      include: [[{ text: 'essays', phrase: false }]],
    });
  });
});
