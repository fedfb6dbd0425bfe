import { describe, expect, test } from 'vitest';
import { matchesFilter, shouldInject } from '../../../lib/saved-items/view-rules';
import type { FilterableItem } from '../../../lib/saved-items/view-rules';
import { viewFromPath } from './views';

const filterOf = (path: string) => viewFromPath(path)!.filter;

const article: FilterableItem = {
  status: 'UNREAD',
  isFavorite: false,
  annotations: { highlights: [] },
  item: { __typename: 'Item', isArticle: true, hasVideo: 'NO_VIDEOS', hasImage: 'HAS_IMAGES' },
};

describe('an item leaves a view when it no longer matches (docs/PRODUCT.md §4)', () => {
  test('status outside the view', () => {
    expect(matchesFilter(article, filterOf('/saves'))).toBe(true);
    const archived = { ...article, status: 'ARCHIVED' as const };
    expect(matchesFilter(archived, filterOf('/saves'))).toBe(false);
    expect(matchesFilter(archived, filterOf('/saves/archive'))).toBe(true);
    expect(matchesFilter(article, filterOf('/saves/archive'))).toBe(false);
    expect(matchesFilter(archived, filterOf('/saves/articles/unread'))).toBe(false);
  });

  test('deleted items leave every view', () => {
    const deleted = { ...article, status: 'DELETED' as const };
    for (const path of ['/saves', '/saves/archive', '/saves/articles', '/saves/favorites']) {
      expect(matchesFilter({ ...deleted, isFavorite: true }, filterOf(path))).toBe(false);
    }
  });

  test('not a favorite in favorites', () => {
    expect(matchesFilter(article, filterOf('/saves/favorites'))).toBe(false);
    expect(matchesFilter({ ...article, isFavorite: true }, filterOf('/saves/favorites'))).toBe(
      true,
    );
    expect(matchesFilter(article, filterOf('/saves/articles/favorites'))).toBe(false);
  });

  test('not readable in articles, not a video in videos, not highlighted in highlights', () => {
    const page = { ...article, item: { __typename: 'Item', isArticle: false } };
    expect(matchesFilter(page, filterOf('/saves/articles'))).toBe(false);
    expect(matchesFilter(article, filterOf('/saves/articles'))).toBe(true);
    const image = { ...page, item: { isArticle: false, hasImage: 'IS_IMAGE' } };
    expect(matchesFilter(image, filterOf('/saves/articles'))).toBe(false);
    expect(matchesFilter(article, filterOf('/saves/videos'))).toBe(false);
    const video = { ...article, item: { isArticle: false, hasVideo: 'IS_VIDEO' } };
    expect(matchesFilter(video, filterOf('/saves/videos'))).toBe(true);
    expect(matchesFilter(video, filterOf('/saves/articles'))).toBe(false);
    expect(matchesFilter(article, filterOf('/saves/highlights'))).toBe(false);
    const highlighted = { ...article, annotations: { highlights: [{ id: 'h1' }] } };
    expect(matchesFilter(highlighted, filterOf('/saves/highlights'))).toBe(true);
    const pending = { ...article, item: { __typename: 'PendingItem' } };
    expect(matchesFilter(pending, filterOf('/saves/articles'))).toBe(false);
    expect(matchesFilter(pending, filterOf('/saves'))).toBe(true);
  });
});

describe('a newly saved item is injected only where it matches, newest first (docs/PRODUCT.md §4)', () => {
  const newest = { sortBy: 'CREATED_AT', sortOrder: 'DESC' } as const;
  test('matching view, newest first', () => {
    expect(shouldInject(article, filterOf('/saves'), newest)).toBe(true);
    expect(shouldInject(article, filterOf('/saves/articles'), newest)).toBe(true);
  });
  test('oldest first never injects', () => {
    expect(shouldInject(article, filterOf('/saves'), { ...newest, sortOrder: 'ASC' })).toBe(false);
  });
  test('a view it does not match never injects', () => {
    expect(shouldInject(article, filterOf('/saves/archive'), newest)).toBe(false);
    expect(shouldInject(article, filterOf('/saves/favorites'), newest)).toBe(false);
  });
  test('views ordered by archive or favorite time do not inject a fresh save', () => {
    const favorite = { ...article, isFavorite: true };
    expect(
      shouldInject(favorite, filterOf('/saves/favorites'), { ...newest, sortBy: 'FAVORITED_AT' }),
    ).toBe(false);
  });
});

describe('tag views (docs/PRODUCT.md §4: an item whose tag is removed leaves the tag view)', () => {
  const news = filterOf('/saves/tags/news');
  test('the item stays while it has the tag', () => {
    expect(matchesFilter({ ...article, tags: [{ name: 'news' }, { name: 'go' }] }, news)).toBe(
      true,
    );
    expect(matchesFilter({ ...article, tags: [{ name: 'go' }] }, news)).toBe(false);
    expect(matchesFilter({ ...article, tags: [] }, news)).toBe(false);
    expect(matchesFilter({ ...article, tags: null }, news)).toBe(false);
  });

  test('_untagged_ keeps items without tags', () => {
    const untagged = filterOf('/saves/tags/_untagged_');
    expect(matchesFilter({ ...article, tags: [] }, untagged)).toBe(true);
    expect(matchesFilter({ ...article, tags: [{ name: 'go' }] }, untagged)).toBe(false);
  });

  test('other views ignore tags, and unknown tags (not fetched) do not remove an item', () => {
    expect(matchesFilter({ ...article, tags: [] }, filterOf('/saves'))).toBe(true);
    expect(matchesFilter(article, news)).toBe(true);
  });

  test('the tag view sub-filters still apply', () => {
    const tagged = { ...article, tags: [{ name: 'news' }] };
    expect(matchesFilter(tagged, filterOf('/saves/tags/news/archive'))).toBe(false);
    expect(matchesFilter(tagged, filterOf('/saves/tags/news/favorites'))).toBe(false);
    expect(
      matchesFilter({ ...tagged, isFavorite: true }, filterOf('/saves/tags/news/favorites')),
    ).toBe(true);
  });
});
