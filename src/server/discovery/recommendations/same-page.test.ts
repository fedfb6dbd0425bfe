/** One page shown once (docs/RECOMMENDATIONS.md "One page, once"): the keys that make two items one page. */
import { describe, expect, it } from 'vitest';
import { canonicalPageKey, contentFingerprint, pageKeys, SeenPages } from './same-page.js';

describe('canonicalPageKey', () => {
  it('reads the same page under the addresses a feed and a reader give it', () => {
    const plain = canonicalPageKey(
      'https://www.quantamagazine.org/the-hidden-heroines-of-chaos-20190520/',
    );
    for (const url of [
      'http://quantamagazine.org/the-hidden-heroines-of-chaos-20190520',
      'https://www.quantamagazine.org/the-hidden-heroines-of-chaos-20190520/?utm_source=rss&utm_medium=feed#comments',
      'https://WWW.QuantaMagazine.org/the-hidden-heroines-of-chaos-20190520/?fbclid=IwAR0x',
    ])
      expect(canonicalPageKey(url)).toBe(plain);
  });

  it('keeps what names a page: its path, other parameters in any order, a client route', () => {
    expect(canonicalPageKey('https://a.example/story?id=1&page=2')).toBe(
      canonicalPageKey('https://a.example/story?page=2&id=1'),
    );
    expect(canonicalPageKey('https://a.example/story?id=1')).not.toBe(
      canonicalPageKey('https://a.example/story?id=2'),
    );
    expect(canonicalPageKey('https://a.example/#!/one')).not.toBe(
      canonicalPageKey('https://a.example/#!/two'),
    );
    expect(canonicalPageKey('not a url')).toBeNull();
  });
});

describe('contentFingerprint', () => {
  const page = (title: string | null, excerpt: string | null, site = 'a.example') => ({
    url: 'https://a.example/x',
    title,
    excerpt,
    site,
  });

  it('matches a title and excerpt whatever their case and punctuation', () => {
    expect(
      contentFingerprint(
        page('How to Throw a Graduation Party', 'Plan early — and keep it simple.'),
      ),
    ).toBe(
      contentFingerprint(
        page('How to throw a graduation party!', 'Plan early, and keep it simple'),
      ),
    );
  });

  it('tells apart pages that only share a short or missing title', () => {
    expect(contentFingerprint(page('News', 'x'))).toBeNull();
    expect(contentFingerprint(page(null, 'x'))).toBeNull();
    expect(contentFingerprint(page('The weekly roundup, part one', null, 'a.example'))).not.toBe(
      contentFingerprint(page('The weekly roundup, part one', null, 'b.example')),
    );
    expect(contentFingerprint(page('The weekly roundup, part one', 'Tea and biscuits'))).not.toBe(
      contentFingerprint(page('The weekly roundup, part one', 'Elections in Chile')),
    );
  });

  it('sees a page again by either key', () => {
    const seen = new SeenPages();
    const a = { pageKeys: pageKeys(page('How to Throw a Graduation Party', 'Plan early.')) };
    const b = {
      pageKeys: pageKeys({
        ...page('How to Throw a Graduation Party', 'Plan early.'),
        url: 'https://b.example/y',
      }),
    };
    expect(seen.add(a)).toBe(true);
    expect(seen.add(b)).toBe(false);
    expect(seen.has({ pageKeys: ['url:a.example/x'] })).toBe(true);
  });
});
