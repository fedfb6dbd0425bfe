import { describe, expect, test } from 'vitest';
import {
  filterForTab,
  normalizeQuery,
  searchPath,
  searchStateFrom,
  sortInputFor,
} from './search-url';

describe('search URL', () => {
  test('defaults are left out of the path', () => {
    expect(searchPath({ query: 'cats' })).toBe('/saves/search?query=cats');
    expect(searchPath({ query: 'cats', tab: 'all', sort: 'relevance' })).toBe(
      '/saves/search?query=cats',
    );
  });

  test('tab and sort round-trip, query is encoded', () => {
    const path = searchPath({ query: 'tag:"two words" & more', tab: 'archive', sort: 'oldest' });
    expect(path).toBe(
      '/saves/search?query=tag%3A%22two+words%22+%26+more&status=archive&sort=oldest',
    );
    const params = new URL(path, 'http://x').searchParams;
    expect(searchStateFrom(params)).toEqual({
      query: 'tag:"two words" & more',
      tab: 'archive',
      sort: 'oldest',
    });
  });

  test('unknown values fall back to the defaults', () => {
    expect(searchStateFrom(new URLSearchParams('status=nope&sort=sideways'))).toEqual({
      query: '',
      tab: 'all',
      sort: 'relevance',
    });
  });

  test('tabs map onto AdvancedSearchFilters', () => {
    expect(filterForTab('all')).toEqual({});
    expect(filterForTab('unread')).toEqual({ status: 'UNREAD' });
    expect(filterForTab('archive')).toEqual({ status: 'ARCHIVED' });
    expect(filterForTab('favorites')).toEqual({ isFavorite: true });
  });

  test('relevance forces DESC; newest and oldest sort by save date', () => {
    expect(sortInputFor('relevance')).toEqual({ sortBy: 'RELEVANCE', sortOrder: 'DESC' });
    expect(sortInputFor('newest')).toEqual({ sortBy: 'CREATED_AT', sortOrder: 'DESC' });
    expect(sortInputFor('oldest')).toEqual({ sortBy: 'CREATED_AT', sortOrder: 'ASC' });
  });

  test('normalizeQuery trims and collapses whitespace', () => {
    expect(normalizeQuery('  a   b \n c ')).toBe('a b c');
    expect(normalizeQuery('   ')).toBe('');
  });
});
