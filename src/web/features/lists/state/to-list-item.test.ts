import { describe, expect, test } from 'vitest';
import { toListItemInput } from './to-list-item';

describe('a save as a list item', () => {
  test('takes the item id, URL, title, excerpt, image, publisher and authors', () => {
    expect(
      toListItemInput({
        url: 'https://example.com/a',
        title: ' A title ',
        item: {
          itemId: '42',
          givenUrl: 'https://example.com/a?x=1',
          excerpt: 'Short.',
          topImageUrl: 'https://example.com/a.jpg',
          domainMetadata: { name: 'Example' },
          authors: [{ name: 'Ada' }, { name: 'Grace' }],
        },
      }),
    ).toEqual({
      itemId: '42',
      url: 'https://example.com/a?x=1',
      title: 'A title',
      excerpt: 'Short.',
      imageUrl: 'https://example.com/a.jpg',
      publisher: 'Example',
      authors: 'Ada, Grace',
    });
  });

  test('a page still being fetched: missing fields (and the image) are null', () => {
    expect(
      toListItemInput({
        url: 'https://example.com/b',
        item: { __typename: 'PendingItem', itemId: '7', url: 'https://example.com/b' },
      }),
    ).toEqual({
      itemId: '7',
      url: 'https://example.com/b',
      title: null,
      excerpt: null,
      imageUrl: null,
      publisher: null,
      authors: null,
    });
  });
});
