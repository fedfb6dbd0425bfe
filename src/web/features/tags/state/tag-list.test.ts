import { describe, expect, test } from 'vitest';
import { matchTags, orderTags } from './tag-list';

const tags = ['news', 'go', 'zebra', 'art', 'tag 10', 'tag 9', 'golang'].map((name) => ({
  name,
  savedItemCount: 1,
}));
const names = (list: Array<{ name: string }>) => list.map((tag) => tag.name);

describe('the tags page order and filter', () => {
  test('pinned tags first, then by name (numbers in natural order)', () => {
    expect(names(orderTags(tags, []))).toEqual([
      'art',
      'go',
      'golang',
      'news',
      'tag 9',
      'tag 10',
      'zebra',
    ]);
    expect(names(orderTags(tags, ['zebra', 'go']))).toEqual([
      'go',
      'zebra',
      'art',
      'golang',
      'news',
      'tag 9',
      'tag 10',
    ]);
  });

  test('the filter keeps names containing it, case-insensitively, pinned still first', () => {
    expect(names(orderTags(tags, ['golang'], '  GO '))).toEqual(['golang', 'go']);
    expect(names(orderTags(tags, [], 'tag'))).toEqual(['tag 9', 'tag 10']);
    expect(orderTags(tags, [], 'nothing')).toEqual([]);
    expect(orderTags(tags, [], '   ')).toHaveLength(tags.length);
  });

  test('does not reorder the list it was given', () => {
    const copy = [...tags];
    orderTags(tags, ['zebra']);
    expect(tags).toEqual(copy);
  });
});

describe('autocomplete', () => {
  const all = tags.map((tag) => tag.name);
  test('prefix matches first, then other matches; chosen tags are left out', () => {
    expect(matchTags(all, 'g', [])).toEqual(['go', 'golang', 'tag 9', 'tag 10']);
    expect(matchTags(all, 'G', ['go'])).toEqual(['golang', 'tag 9', 'tag 10']);
    expect(matchTags(all, 'an', [])).toEqual(['golang']);
  });

  test('nothing typed, nothing offered; the list is capped', () => {
    expect(matchTags(all, '  ', [])).toEqual([]);
    expect(matchTags(all, 'a', [], 2)).toHaveLength(2);
  });
});
