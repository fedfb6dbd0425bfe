import { describe, expect, test } from 'vitest';
import { tagPath } from '../../tags/paths';
import { SECTIONS, viewFor, viewFromPath } from './views';

describe('saves views: filter presets per route (docs/POCKET-COMPATIBILITY.md §1.2)', () => {
  test('top-level sections', () => {
    expect(viewFromPath('/saves')).toMatchObject({
      section: 'saves',
      filter: { statuses: ['UNREAD'] },
      sortBy: 'CREATED_AT',
    });
    expect(viewFromPath('/saves/archive/')).toMatchObject({
      filter: { statuses: ['ARCHIVED'] },
      sortBy: 'ARCHIVED_AT',
    });
    expect(viewFromPath('/saves/favorites')).toMatchObject({
      filter: { isFavorite: true, statuses: ['UNREAD', 'ARCHIVED'] },
      sortBy: 'FAVORITED_AT',
    });
    expect(viewFromPath('/saves/highlights')?.filter).toEqual({
      isHighlighted: true,
      statuses: ['UNREAD', 'ARCHIVED'],
    });
    expect(viewFromPath('/saves/articles')?.filter).toEqual({
      contentType: 'IS_READABLE',
      statuses: ['UNREAD', 'ARCHIVED'],
    });
    expect(viewFromPath('/saves/videos')?.filter).toEqual({
      contentType: 'IS_VIDEO',
      statuses: ['UNREAD', 'ARCHIVED'],
    });
  });

  test('sub-filters', () => {
    expect(viewFromPath('/saves/favorites/unread')?.filter).toEqual({
      isFavorite: true,
      statuses: ['UNREAD'],
    });
    expect(viewFromPath('/saves/favorites/archive')).toMatchObject({
      filter: { isFavorite: true, statuses: ['ARCHIVED'] },
      sortBy: 'FAVORITED_AT',
      path: '/saves/favorites/archive',
    });
    expect(viewFromPath('/saves/articles/archive')).toMatchObject({
      filter: { contentType: 'IS_READABLE', statuses: ['ARCHIVED'] },
      sortBy: 'CREATED_AT',
    });
    expect(viewFromPath('/saves/videos/favorites')?.filter).toEqual({
      contentType: 'IS_VIDEO',
      isFavorite: true,
      statuses: ['UNREAD', 'ARCHIVED'],
    });
    expect(viewFromPath('/saves/highlights/unread')?.filter).toEqual({
      isHighlighted: true,
      statuses: ['UNREAD'],
    });
  });

  test('unknown routes and pairs are not views', () => {
    for (const path of [
      '/saves/tags',
      '/saves/tags/news/all',
      '/saves/tags/news/videos',
      '/saves/unread',
      '/saves/archive/unread',
      '/saves/favorites/favorites',
      '/saves/articles/all',
      '/saves/articles/unread/x',
      '/home',
    ]) {
      expect(viewFromPath(path), path).toBeNull();
    }
  });

  test('a tag view filters by the tag, with the usual sub-filters', () => {
    expect(viewFromPath('/saves/tags/news')).toMatchObject({
      section: 'tags',
      subFilter: 'all',
      title: 'news',
      tag: 'news',
      filter: { tagNames: ['news'], statuses: ['UNREAD', 'ARCHIVED'] },
      sortBy: 'CREATED_AT',
    });
    expect(viewFromPath('/saves/tags/news/unread')?.filter).toEqual({
      tagNames: ['news'],
      statuses: ['UNREAD'],
    });
    expect(viewFromPath('/saves/tags/news/archive')?.filter).toEqual({
      tagNames: ['news'],
      statuses: ['ARCHIVED'],
    });
    expect(viewFromPath('/saves/tags/news/favorites')?.filter).toEqual({
      tagNames: ['news'],
      isFavorite: true,
      statuses: ['UNREAD', 'ARCHIVED'],
    });
    expect(viewFor('tags', 'unread', 'a b')?.path).toBe('/saves/tags/a%20b/unread');
    expect(viewFor('tags', 'all')).toBeNull();
  });

  test('every tab of every section round-trips through its path', () => {
    for (const section of SECTIONS) {
      for (const sub of ['all', ...section.subFilters] as const) {
        const view = viewFor(section.id, sub);
        expect(view).not.toBeNull();
        expect(viewFromPath(view!.path)).toEqual(view);
      }
    }
  });
});

describe('tag views (docs/PRODUCT.md §2: the tag name URL-encoded)', () => {
  // Names that need encoding (tags/state/tag-paths.test.ts has more).
  const NAMES = ['news', 'a/b', '100%', 'café', '🦀 rust'];

  test('every tag path is the view of its tag, with every sub-filter', () => {
    for (const name of NAMES) {
      for (const sub of ['all', 'unread', 'archive', 'favorites'] as const) {
        const path = tagPath(name, sub);
        const view = viewFromPath(path);
        expect(view, path).toMatchObject({ section: 'tags', subFilter: sub, tag: name, path });
        expect(view?.filter.tagNames).toEqual([name]);
      }
    }
  });

  test('raw (browser-typed) Unicode segments decode too', () => {
    expect(viewFromPath('/saves/tags/café')?.tag).toBe('café');
  });

  test('bad encodings, empty tags and unknown sub-filters are not tag views', () => {
    for (const path of [
      '/saves/tags',
      '/saves/tags/%E0%A4%A',
      '/saves/tags/news/all',
      '/saves/tags/news/videos',
      '/saves/tags/news/unread/x',
    ]) {
      expect(viewFromPath(path), path).toBeNull();
    }
  });
});
