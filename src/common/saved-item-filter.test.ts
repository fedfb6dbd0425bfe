import { describe, expect, test } from 'vitest';
import { saveFilterOf, saveMatchesFilter, tagFilterOf } from './saved-item-filter.js';
import type { FilterableSave, SaveFilterInput } from './saved-item-filter.js';

const article: FilterableSave = {
  status: 'UNREAD',
  isFavorite: false,
  highlighted: false,
  tagNames: [],
  page: { isArticle: true, hasVideo: 'NO_VIDEOS', hasImage: 'HAS_IMAGES' },
};
const video: FilterableSave = {
  ...article,
  page: { isArticle: false, hasVideo: 'IS_VIDEO', hasImage: 'NO_IMAGES' },
};
const image: FilterableSave = {
  ...article,
  page: { isArticle: false, hasVideo: 'NO_VIDEOS', hasImage: 'IS_IMAGE' },
};
const pageWithVideos: FilterableSave = {
  ...article,
  page: { isArticle: false, hasVideo: 'HAS_VIDEOS', hasImage: 'NO_IMAGES' },
};
const pending: FilterableSave = { ...article, page: null };

const matches = (save: FilterableSave, input: SaveFilterInput) =>
  saveMatchesFilter(save, saveFilterOf(input));

describe('saveMatchesFilter', () => {
  test('no filter matches every save, deleted ones too (as Pocket)', () => {
    expect(matches(article, {})).toBe(true);
    expect(matches({ ...article, status: 'DELETED' }, {})).toBe(true);
  });

  test('status and statuses together allow any of them', () => {
    const archived = { ...article, status: 'ARCHIVED' as const };
    expect(matches(article, { statuses: ['UNREAD'] })).toBe(true);
    expect(matches(archived, { statuses: ['UNREAD'] })).toBe(false);
    expect(matches(archived, { status: 'ARCHIVED' })).toBe(true);
    expect(matches(archived, { statuses: ['UNREAD'], status: 'ARCHIVED' })).toBe(true);
    expect(matches({ ...article, status: 'DELETED' }, { statuses: ['UNREAD'] })).toBe(false);
  });

  test('favorite, archived and highlighted', () => {
    expect(matches(article, { isFavorite: true })).toBe(false);
    expect(matches({ ...article, isFavorite: true }, { isFavorite: true })).toBe(true);
    expect(matches(article, { isArchived: false })).toBe(true);
    expect(matches({ ...article, status: 'ARCHIVED' }, { isArchived: false })).toBe(false);
    expect(matches(article, { isHighlighted: true })).toBe(false);
    expect(matches({ ...article, highlighted: true }, { isHighlighted: true })).toBe(true);
    expect(matches(article, { isHighlighted: false })).toBe(true);
  });

  test('content types: readable is articles only; a page not fetched yet is external', () => {
    expect(matches(article, { contentType: 'IS_READABLE' })).toBe(true);
    expect(matches(video, { contentType: 'IS_READABLE' })).toBe(false);
    expect(matches(pending, { contentType: 'IS_READABLE' })).toBe(false);
    expect(matches(video, { contentType: 'IS_VIDEO' })).toBe(true);
    expect(matches(pageWithVideos, { contentType: 'IS_VIDEO' })).toBe(false);
    expect(matches(pageWithVideos, { contentType: 'HAS_VIDEO' })).toBe(true);
    expect(matches(video, { contentType: 'HAS_VIDEO_INCLUSIVE' })).toBe(true);
    expect(matches(image, { contentType: 'IS_IMAGE' })).toBe(true);
    expect(matches(image, { contentType: 'IS_EXTERNAL' })).toBe(false);
    expect(matches(pageWithVideos, { contentType: 'IS_EXTERNAL' })).toBe(true);
    expect(matches(pending, { contentType: 'IS_EXTERNAL' })).toBe(true);
  });

  test('tags: any of the names, or no tag for _untagged_; unknown tags keep the save', () => {
    const tagged = { ...article, tagNames: ['news', 'go'] };
    expect(matches(tagged, { tagNames: ['news'] })).toBe(true);
    expect(matches(tagged, { tagNames: ['rust', 'go'] })).toBe(true);
    expect(matches(tagged, { tagNames: ['rust'] })).toBe(false);
    expect(matches(article, { tagNames: ['news'] })).toBe(false);
    expect(matches(article, { tagNames: ['_untagged_'] })).toBe(true);
    expect(matches(tagged, { tagNames: ['_untagged_'] })).toBe(false);
    expect(matches(article, { tagNames: ['news', '_untagged_'] })).toBe(true);
    expect(matches({ ...article, tagNames: undefined }, { tagNames: ['news'] })).toBe(true);
  });

  test('tagFilterOf: no names is no tag filter', () => {
    expect(tagFilterOf([])).toBeUndefined();
    expect(tagFilterOf(null)).toBeUndefined();
    expect(tagFilterOf(['_untagged_', 'a'])).toEqual({ names: ['a'], untagged: true });
  });
});
