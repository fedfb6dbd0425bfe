import { describe, expect, it } from 'vitest';
import { deriveItemDisplay, lastPathSegmentTitle } from './item-display.js';
import type { DisplayContext, ItemDisplay } from './item-display.js';
import type { DisplayItemInput, ItemDetailsInput } from './item-types.js';

const ctx: DisplayContext = { origin: 'http://localhost:3000' };
type Draft = DisplayItemInput & { item: ItemDetailsInput };
type Layer = [step: string, add: (d: Draft) => void, expected: string | null];

const cache = (src: string) => `/image-cache?url=${encodeURIComponent(src)}&w=600&fmt=jpg&focal=1`;

/**
 * One test per step of a fallback order: step i gets the sources of steps i…n (every earlier
 * source removed, every later one present), so its own source must win.
 */
function fallbackSteps(field: keyof ItemDisplay, layers: Layer[]) {
  describe(`${field} fallback order`, () => {
    it.each(layers.map((layer, i) => [layer[0], i] as const))('%s wins', (_step, i) => {
      const draft: Draft = { item: {} };
      for (const [, add] of layers.slice(i)) add(draft);
      expect(deriveItemDisplay(draft, ctx)[field]).toBe(layers[i]?.[2]);
    });
  });
}

fallbackSteps('title', [
  [
    'preview title',
    (d) => void (d.item.preview = { ...d.item.preview, title: 'Preview' }),
    'Preview',
  ],
  ['node title', (d) => void (d.title = 'Node'), 'Node'],
  [
    'enrichment title',
    (d) => void (d.enrichment = { ...d.enrichment, title: 'Enriched' }),
    'Enriched',
  ],
  ['collection title', (d) => void (d.item.collection = { title: 'Collection' }), 'Collection'],
  ['item title', (d) => void (d.item.title = 'Item'), 'Item'],
  ['resolved title', (d) => void (d.item.resolvedTitle = 'Resolved'), 'Resolved'],
  ['given title', (d) => void (d.item.givenTitle = 'Given'), 'Given'],
  [
    'last URL path segment without extension',
    (d) => void (d.item.givenUrl = 'https://www.news.example/2024/big-story.html?x=1'),
    'big-story',
  ],
  [
    'resolved URL',
    (d) => void (d.item.resolvedUrl = 'https://www.news.example/'),
    'https://www.news.example/',
  ],
  ['publisher', (d) => void (d.item.domain = 'News Example'), 'News Example'],
]);

fallbackSteps('thumbnail', [
  [
    'first cached preview image',
    (d) =>
      void (d.item.preview = {
        image: { cachedImages: [null, { url: ' ' }, { url: 'https://img.example/cached.webp' }] },
      }),
    cache('https://img.example/cached.webp'),
  ],
  [
    'enrichment thumbnail',
    (d) => void (d.enrichment = { thumbnail: 'https://img.example/enriched.jpg' }),
    cache('https://img.example/enriched.jpg'),
  ],
  [
    'item thumbnail',
    (d) => void (d.item.thumbnail = 'https://img.example/thumb.jpg'),
    cache('https://img.example/thumb.jpg'),
  ],
  [
    'top image URL',
    (d) => void (d.item.topImageUrl = 'https://img.example/top.jpg'),
    cache('https://img.example/top.jpg'),
  ],
  [
    'image url',
    (d) => void (d.item.image = { src: 'https://img.example/image.jpg' }),
    cache('https://img.example/image.jpg'),
  ],
  [
    'first of the images',
    (d) =>
      void (d.item.images = [
        { imageId: 1, src: 'https://img.example/1.jpg' },
        { imageId: 2, src: 'https://img.example/2.jpg' },
      ]),
    cache('https://img.example/1.jpg'),
  ],
  ['nothing: null (the card draws a placeholder)', () => undefined, null],
]);

fallbackSteps('publisher', [
  [
    'preview domain name',
    (d) => void (d.item.preview = { domain: { name: 'Preview Domain' } }),
    'Preview Domain',
  ],
  [
    'syndicated article publisher name',
    (d) => void (d.item.syndicatedArticle = { slug: 's', publisher: { name: 'Syndicated' } }),
    'Syndicated',
  ],
  ['passed publisher', (d) => void (d.publisher = 'Passed'), 'Passed'],
  ['enrichment publisher', (d) => void (d.enrichment = { publisher: 'Curated' }), 'Curated'],
  ['domain metadata name', (d) => void (d.item.domainMetadata = { name: 'The News' }), 'The News'],
  ['domain name', (d) => void (d.item.domain = 'news.example'), 'news.example'],
  [
    'host of the URL without www.',
    (d) => void (d.item.givenUrl = 'https://WWW.Host.example/a'),
    'host.example',
  ],
  ['nothing: null', () => undefined, null],
]);

fallbackSteps('excerpt', [
  ['preview excerpt', (d) => void (d.item.preview = { excerpt: 'From preview' }), 'From preview'],
  ['enrichment excerpt', (d) => void (d.enrichment = { excerpt: 'Curated' }), 'Curated'],
  ['collection excerpt', (d) => void (d.item.collection = { excerpt: 'Collection' }), 'Collection'],
  ['item excerpt', (d) => void (d.item.excerpt = 'Parsed'), 'Parsed'],
  ['nothing: null', () => undefined, null],
]);

describe('fallback details', () => {
  it('skips blank values and trims the winner', () => {
    const d = deriveItemDisplay({ title: '   ', item: { title: '  Real title \n' } }, ctx);
    expect(d.title).toBe('Real title');
  });

  it('skips a thumbnail candidate the cache cannot serve', () => {
    const input = {
      item: {
        topImageUrl: 'data:image/png;base64,AA',
        images: [{ src: 'https://i.example/a.png' }],
      },
    };
    expect(deriveItemDisplay(input, ctx).thumbnail).toBe(cache('https://i.example/a.png'));
  });

  it('takes the first image of a v3-style images map', () => {
    const input = {
      item: {
        images: {
          '2': { src: 'https://i.example/2.png' },
          '1': { src: 'https://i.example/1.png' },
        },
      },
    };
    expect(deriveItemDisplay(input, ctx).thumbnail).toBe(cache('https://i.example/1.png'));
  });

  it('re-targets a cached preview image that is already an image-cache URL', () => {
    const webp = '/image-cache?url=https%3A%2F%2Fi.example%2Fp.jpg&w=640&fmt=webp';
    const input = { item: { preview: { image: { cachedImages: [{ url: webp }] } } } };
    expect(deriveItemDisplay(input, ctx).thumbnail).toBe(cache('https://i.example/p.jpg'));
  });
});

describe('lastPathSegmentTitle', () => {
  it.each([
    ['https://a.example/docs/annual-report.pdf', 'annual-report'],
    ['https://a.example/my_file.tar.gz', 'my_file.tar'],
    ['https://a.example/caf%C3%A9%20menu.html', 'café menu'],
    ['https://a.example/no-extension', 'no-extension'],
    ['https://a.example/bad%E0%A4%A.html', 'bad%E0%A4%A'],
    ['https://a.example/dir/', 'dir'],
    ['http://127.0.0.1:8080/2026/12/neon-lights-of-tokyo/', 'neon-lights-of-tokyo'],
    ['https://a.example/feature/%E6%9D%B1%E4%BA%AC//?ref=home', '東京'],
    ['https://a.example//', null],
    ['https://a.example', null],
    ['https://a.example/.htaccess', null],
    ['not a url', null],
  ])('%s → %s', (url, expected) => {
    expect(lastPathSegmentTitle(url)).toBe(expected);
  });
});

describe('a save whose page is still being fetched, or could not be', () => {
  it.each([
    ['pending', { itemId: '41', givenUrl: 'http://127.0.0.1:4173/articles/neon-lights/' }],
    [
      'failed',
      {
        itemId: '42',
        givenUrl: 'http://127.0.0.1:4173/articles/neon-lights/',
        resolvedUrl: 'http://127.0.0.1:4173/articles/neon-lights/',
        domain: '127.0.0.1',
      },
    ],
  ])('is titled by its last path segment when %s, not by its host', (_state, item) => {
    const display = deriveItemDisplay({ savedId: item.itemId, item }, ctx);
    expect(display.title).toBe('neon-lights');
    expect(display.publisher).toBe('127.0.0.1');
  });
});

describe('classification', () => {
  const classify = (item: ItemDetailsInput, extra: DisplayItemInput = {}) =>
    deriveItemDisplay({ savedId: '7', ...extra, item }, ctx);

  it.each([
    ['hasVideo IS_VIDEO', { hasVideo: 'IS_VIDEO' }, true],
    ['hasImage IS_IMAGE', { hasImage: 'IS_IMAGE' }, true],
    ['isArticle true', { isArticle: true }, true],
    ['HAS_VIDEOS only', { hasVideo: 'HAS_VIDEOS' }, false],
    ['HAS_IMAGES only', { hasImage: 'HAS_IMAGES' }, false],
    ['isArticle false', { isArticle: false, hasVideo: 'NO_VIDEOS', hasImage: 'NO_IMAGES' }, false],
    ['nothing known', {}, false],
  ] as const)('readable: %s → %s', (_name, item, expected) => {
    expect(classify(item).isReadable).toBe(expected);
  });

  it('collection by stories', () => {
    const d = classify(
      { givenUrl: 'https://a.example/x' },
      { slug: 'best-of', stories: [{ title: 's' }] },
    );
    expect([d.isCollection, d.itemUrl]).toEqual([true, '/collections/best-of']);
  });

  it.each([
    ['getpocket.com', 'https://getpocket.com/collections/the-best', '/collections/the-best'],
    [
      'www.getpocket.com',
      'https://www.getpocket.com/collections/the-best/',
      '/collections/the-best',
    ],
    ['locale prefix', 'https://getpocket.com/de/collections/die-besten', '/collections/die-besten'],
    [
      'locale with region',
      'https://getpocket.com/en-GB/collections/x?utm_source=y',
      '/collections/x',
    ],
    ['our origin', 'http://localhost:3000/collections/ours', '/collections/ours'],
    ['our origin with locale', 'http://localhost:3000/fr/collections/nos', '/collections/nos'],
  ])('collection by URL on %s', (_name, url, itemUrl) => {
    const d = classify({ resolvedUrl: url });
    expect([d.isCollection, d.itemUrl, d.isInternalItem]).toEqual([true, itemUrl, true]);
  });

  it('collection by given URL when the resolved URL went elsewhere', () => {
    const d = classify({
      givenUrl: 'https://getpocket.com/collections/x',
      resolvedUrl: 'https://moved.example/',
    });
    expect(d.itemUrl).toBe('/collections/x');
  });

  it.each([
    ['another host', 'https://example.com/collections/foo'],
    ['the listing', 'https://getpocket.com/collections'],
    ['a listing page', 'https://getpocket.com/collections/page/2'],
    ['our host on another port', 'http://localhost:4000/collections/foo'],
    [
      'a host that only contains getpocket.com',
      'https://getpocket.com.evil.example/collections/foo',
    ],
    ['getpocket.com in the query', 'https://evil.example/?u=getpocket.com/collections/foo'],
  ])('not a collection: %s', (_name, url) => {
    expect(classify({ resolvedUrl: url }).isCollection).toBe(false);
  });

  it.each([
    [
      'getpocket.com',
      'https://getpocket.com/sharedlists/abc-123/my-list',
      '/sharedlists/abc-123/my-list',
    ],
    ['locale prefix', 'https://getpocket.com/de/sharedlists/abc/liste', '/sharedlists/abc/liste'],
    [
      'locale with region',
      'https://getpocket.com/pt-BR/sharedlists/abc/lista',
      '/sharedlists/abc/lista',
    ],
    ['our origin', 'http://localhost:3000/sharedlists/abc/ours', '/sharedlists/abc/ours'],
  ])('user list on %s', (_name, url, itemUrl) => {
    const d = classify({ resolvedUrl: url, isArticle: true });
    expect([d.isUserList, d.itemUrl, d.isInternalItem]).toEqual([true, itemUrl, true]);
  });

  it.each([
    ['a blog path', 'https://example.com/sharedlists-blog'],
    ['a sharedlists path on another host', 'https://example.com/sharedlists/abc/x'],
    ['nothing after the segment', 'https://getpocket.com/sharedlists/'],
    ['a longer segment', 'https://getpocket.com/sharedlistsx/abc'],
  ])('not a user list: %s', (_name, url) => {
    expect(classify({ resolvedUrl: url }).isUserList).toBe(false);
  });
});

describe('URLs', () => {
  const article = {
    savedId: '11',
    status: 'UNREAD',
    url: 'https://news.example/a?utm_campaign=c&id=5',
    item: {
      itemId: '99',
      readerSlug: 'abc_def',
      givenUrl: 'https://news.example/a?utm_campaign=c&id=5',
      resolvedUrl: 'https://news.example/a-resolved',
      isArticle: true,
    },
  } satisfies DisplayItemInput;

  it('readable with a reader slug: readUrl and itemUrl are the reader', () => {
    const d = deriveItemDisplay(article, ctx);
    expect([d.readUrl, d.itemUrl, d.isInternalItem]).toEqual([
      '/read/abc_def',
      '/read/abc_def',
      true,
    ]);
  });

  it('readable without a slug falls back to the item id, then the saved id', () => {
    const noSlug = { ...article, item: { ...article.item, readerSlug: null } };
    expect(deriveItemDisplay(noSlug, ctx).readUrl).toBe('/read/99');
    const noIds = { ...article, item: { ...article.item, readerSlug: null, itemId: null } };
    expect(deriveItemDisplay(noIds, ctx).readUrl).toBe('/read/11');
  });

  it('not readable: no readUrl, the card opens the original with tracking stripped', () => {
    const d = deriveItemDisplay({ ...article, item: { ...article.item, isArticle: false } }, ctx);
    expect(d.readUrl).toBeNull();
    expect(d.itemUrl).toBe('https://news.example/a?id=5&utm_source=satchel_saves');
    expect(d.externalUrl).toBe(d.itemUrl);
    expect(d.isInternalItem).toBe(false);
  });

  it('externalUrl carries the context source', () => {
    expect(deriveItemDisplay(article, { ...ctx, source: 'reader' }).externalUrl).toBe(
      'https://news.example/a?id=5&utm_source=satchel_reader',
    );
    expect(deriveItemDisplay(article, { ...ctx, source: 'shared' }).externalUrl).toBe(
      'https://news.example/a?id=5&utm_source=satchel_shared',
    );
  });

  it('craigslist originals are left untouched', () => {
    const url = 'https://sfbay.craigslist.org/x.html?utm_medium=m';
    expect(deriveItemDisplay({ url, item: { givenUrl: url } }, ctx).externalUrl).toBe(url);
  });

  it('a non-http original gives no link', () => {
    const d = deriveItemDisplay({ url: 'javascript:alert(1)', item: {} }, ctx);
    expect([d.externalUrl, d.itemUrl]).toEqual([null, null]);
  });

  it('permanentUrl is {origin}/library/?pl_i={itemId} for saved items', () => {
    expect(deriveItemDisplay(article, { origin: 'https://satchel.example/' }).permanentUrl).toBe(
      'https://satchel.example/library/?pl_i=99',
    );
    expect(deriveItemDisplay({ item: article.item }, ctx).permanentUrl).toBeNull();
    expect(
      deriveItemDisplay({ ...article, item: { isArticle: true } }, ctx).permanentUrl,
    ).toBeNull();
  });

  it('saveUrl, resolvedUrl and analytics url', () => {
    const d = deriveItemDisplay(article, ctx);
    expect(d.saveUrl).toBe(article.item.givenUrl);
    expect(d.resolvedUrl).toBe('https://news.example/a-resolved');
    expect(d.analyticsData.url).toBe(article.url);
    expect(deriveItemDisplay({ url: 'https://x.example/' }, ctx).resolvedUrl).toBe(
      'https://x.example/',
    );
  });

  it('syndicated articles', () => {
    const item = {
      ...article.item,
      isArticle: false,
      syndicatedArticle: { slug: 'the-story', publisher: { name: 'P' } },
    };
    const d = deriveItemDisplay({ ...article, item }, ctx);
    expect([d.isSyndicated, d.syndicatedUrl, d.isInternalItem]).toEqual([
      true,
      '/explore/item/the-story',
      true,
    ]);
    expect(deriveItemDisplay(article, ctx).syndicatedUrl).toBeNull();
  });
});

describe('other fields', () => {
  it('ids, authors, logo, time to read, partner flag', () => {
    const d = deriveItemDisplay(
      {
        id: '5',
        enrichment: { fromPartner: true },
        item: {
          itemId: '6',
          timeToRead: 4,
          domainMetadata: { logo: 'https://logo.example/l.png' },
          preview: { authors: [] },
          authors: [null, { name: ' ' }, { id: 'a1', name: 'Ada', url: 'https://ada.example' }],
        },
      },
      ctx,
    );
    expect(d).toMatchObject({
      savedId: '5',
      itemId: '6',
      timeToRead: 4,
      publisherLogo: 'https://logo.example/l.png',
      fromPartner: true,
      authors: [{ id: 'a1', name: 'Ada', url: 'https://ada.example' }],
    });
  });

  it('copes with an empty input', () => {
    const d = deriveItemDisplay({}, ctx);
    expect(d).toMatchObject({
      title: null,
      thumbnail: null,
      itemUrl: null,
      timeToRead: null,
      isReadable: false,
    });
  });
});
