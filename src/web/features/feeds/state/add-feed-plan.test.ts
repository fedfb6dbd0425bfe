import { describe, expect, test } from 'vitest';
import { feedAddress, formatLabel, planForDiscovered } from './add-feed-plan';

describe('add a feed', () => {
  test('one feed found is subscribed at once', () => {
    expect(
      planForDiscovered('https://blog.example/', [
        { url: 'https://blog.example/feed.xml', title: 'Blog', format: 'rss' },
      ]),
    ).toEqual({ kind: 'subscribe', url: 'https://blog.example/feed.xml' });
  });

  test('several feeds are offered, each once, in the order found', () => {
    const plan = planForDiscovered('https://news.example/', [
      { url: 'https://news.example/rss', title: 'أخبار', format: 'rss' },
      { url: 'https://news.example/atom', title: null, format: 'atom' },
      { url: 'https://news.example/rss', title: 'أخبار (again)', format: 'rss' },
    ]);
    expect(plan).toEqual({
      kind: 'choose',
      feeds: [
        { url: 'https://news.example/rss', title: 'أخبار', format: 'rss' },
        { url: 'https://news.example/atom', title: null, format: 'atom' },
      ],
    });
  });

  test('none found sends the address itself, so the server says why', () => {
    expect(planForDiscovered('https://plain.example/page', [])).toEqual({
      kind: 'subscribe',
      url: 'https://plain.example/page',
    });
  });

  test('formats read as people name them', () => {
    expect(formatLabel('atom')).toBe('Atom');
    expect(formatLabel('json')).toBe('JSON Feed');
    expect(formatLabel('RSS')).toBe('RSS');
    expect(formatLabel('rdf')).toBe('RSS 1.0');
    expect(formatLabel('opml')).toBe('OPML');
  });

  test('addresses: https added, bad ones refused with a sentence', () => {
    expect(feedAddress('  example.com/blog ')).toEqual({
      ok: true,
      url: 'https://example.com/blog',
    });
    expect(feedAddress('')).toEqual({
      ok: false,
      reason: 'Enter the address of a feed or a site.',
    });
    const ftp = feedAddress('ftp://example.com/feed');
    expect(ftp.ok).toBe(false);
    expect(ftp.ok ? '' : ftp.reason).toMatch(/http/);
    expect(feedAddress('not a url').ok).toBe(false);
  });
});
