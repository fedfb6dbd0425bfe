import { describe, expect, it } from 'vitest';
import { suggestTags } from './suggest-tags.js';
import type { SuggestionSource } from './tags.repo.js';

const source = (overrides: Partial<SuggestionSource>): SuggestionSource => ({
  title: null,
  excerpt: null,
  siteName: null,
  url: 'https://example.com/post',
  text: '',
  current: [],
  userTags: [],
  sameSite: [],
  sameSiteSaves: 0,
  ...overrides,
});

const tags = (...names: string[]) => names.map((name, i) => ({ name, count: 10 - i }));

describe('suggestTags', () => {
  it('suggests only the user’s own tags that the item’s text mentions, title first', () => {
    const suggested = suggestTags(
      source({
        title: 'Sourdough recipes for beginners',
        excerpt: 'Baking bread at home',
        text: 'bread bread bread and more bread',
        userTags: tags('recipe', 'bread', 'politics', 'baking'),
      }),
    );
    expect(suggested).toEqual(['bread', 'recipe', 'baking']);
  });

  it('matches whole words only, and multi-word tags as phrases', () => {
    expect(
      suggestTags(
        source({
          title: 'Carpets and machine learning',
          userTags: tags('car', 'machine learning', 'learning machine'),
        }),
      ),
    ).toEqual(['machine learning']);
  });

  it('never suggests a tag the save already has', () => {
    expect(
      suggestTags(
        source({ title: 'Travel in Japan', current: ['travel'], userTags: tags('travel') }),
      ),
    ).toEqual([]);
  });

  it('uses the tags of the user’s other saves from the same site', () => {
    expect(
      suggestTags(
        source({
          title: 'An untitled essay',
          userTags: tags('longread', 'news'),
          sameSite: [
            { name: 'longread', count: 8 },
            { name: 'news', count: 1 },
          ],
          sameSiteSaves: 10,
        }),
      ),
    ).toEqual(['longread']);
  });

  it('gives at most five, ties going to the most used tag', () => {
    const names = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'];
    const suggested = suggestTags(
      source({ title: names.join(' '), userTags: names.map((name, i) => ({ name, count: i })) }),
    );
    expect(suggested).toEqual(['g7', 'f6', 'e5', 'd4', 'c3']);
  });
});
