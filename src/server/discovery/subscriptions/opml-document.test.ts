import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { checkFeedUrl } from './feed-url-rules.js';
import { readOpml, writeOpml } from './opml-document.js';

const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="1.0">
  <head><title>Feeds from NetNewsWire</title></head>
  <body>
    <outline text="Loose &amp; unfiled" title="Loose &amp; unfiled" type="rss" xmlUrl="https://loose.example/feed.xml"/>
    <outline text="Tech">
      <outline text="Ars Technica" type="rss" xmlUrl="https://feeds.arstechnica.com/arstechnica/index" htmlUrl="https://arstechnica.com" category="/technology"/>
      <outline text="Deep">
        <outline text="مدونة عربية" xmlUrl="https://ar.example/feed?lang=ar&amp;x=1"/>
        <outline text="日本語のブログ" title="日本語のブログ" xmlUrl="https://ja.example/atom.xml"/>
        <outline text="Lost its address" type="rss"/>
      </outline>
      <outline text="A bookmark, not a feed" htmlUrl="https://site.example/"/>
    </outline>
    <outline text="Empty folder"></outline>
  </body>
</opml>`;

describe('readOpml', () => {
  it('keeps every outline with a feed address, in its innermost folder, with its title', () => {
    const { feeds, problems } = readOpml(EXPORT);
    expect(feeds).toEqual([
      {
        title: 'Loose & unfiled',
        url: 'https://loose.example/feed.xml',
        folder: null,
        topic: null,
      },
      {
        title: 'Ars Technica',
        url: 'https://feeds.arstechnica.com/arstechnica/index',
        folder: 'Tech',
        topic: 'technology',
      },
      {
        title: 'مدونة عربية',
        url: 'https://ar.example/feed?lang=ar&x=1',
        folder: 'Deep',
        topic: null,
      },
      { title: '日本語のブログ', url: 'https://ja.example/atom.xml', folder: 'Deep', topic: null },
    ]);
    // The bookmark has no feed address; the empty folder is only a folder.
    expect(problems).toEqual([
      {
        title: 'Lost its address',
        url: null,
        folder: 'Deep',
        reason: 'This outline has no feed address (xmlUrl).',
      },
      {
        title: 'A bookmark, not a feed',
        url: 'https://site.example/',
        folder: 'Tech',
        reason: 'This outline has no feed address (xmlUrl).',
      },
    ]);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body><a href="/feed">feed</a></body></html>'],
    ['an RSS feed', '<rss version="2.0"><channel><title>x</title></channel></rss>'],
    ['plain text', 'https://example.com/feed.xml\nhttps://example.org/rss'],
    ['cut-off XML', '<opml version="2.0"><body><outline text="a" xmlUrl="https://a.example/'],
  ])('refuses %s as not OPML, in words', (_name, text) => {
    let error: unknown;
    try {
      readOpml(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('BAD_USER_INPUT');
    expect((error as DomainError).message).toMatch(/not an OPML subscription list/);
  });

  it('writes OPML 2.0 with folders, titles and topics that reads back the same', () => {
    const written = writeOpml(
      [
        {
          title: 'Ünïcode & <Co>',
          url: 'https://a.example/feed?x=1&y=2',
          siteUrl: 'https://a.example/',
          folder: null,
          topic: null,
        },
        {
          title: 'חדשות',
          url: 'https://he.example/rss',
          siteUrl: null,
          folder: 'News "daily"',
          topic: 'politics',
        },
        {
          title: 'Second',
          url: 'https://b.example/atom',
          siteUrl: null,
          folder: 'News "daily"',
          topic: null,
        },
      ],
      new Date('2026-11-26T08:00:00Z'),
    );
    expect(written).toContain('<opml version="2.0">');
    expect(readOpml(written).feeds).toEqual([
      { title: 'Ünïcode & <Co>', url: 'https://a.example/feed?x=1&y=2', folder: null, topic: null },
      { title: 'חדשות', url: 'https://he.example/rss', folder: 'News "daily"', topic: 'politics' },
      { title: 'Second', url: 'https://b.example/atom', folder: 'News "daily"', topic: null },
    ]);
  });
});

describe('checkFeedUrl', () => {
  const strict = { allowPrivate: false };
  it('takes public http(s) addresses', () => {
    expect(checkFeedUrl(' https://example.com/feed.xml ', strict)).toEqual({
      ok: true,
      url: 'https://example.com/feed.xml',
    });
  });

  it.each([
    ['ftp://example.com/feed', /Only http/],
    ['javascript:alert(1)', /Only http/],
    ['not a url', /not a valid URL/],
    ['http://127.0.0.1:8080/feed', /loopback address/],
    ['http://localhost/feed', /loopback address/],
    ['http://10.1.2.3/feed', /private address/],
    ['http://[::1]/feed', /address, which Satchel never fetches/],
    ['http://0x7f000001/feed', /loopback address/],
    [`https://example.com/${'a'.repeat(2100)}`, /longer than 2082/],
  ])('refuses %s with a reason', (url, reason) => {
    const checked = checkFeedUrl(url, strict);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toMatch(reason);
  });

  it('lets tests reach loopback fixture servers when private fetches are allowed', () => {
    expect(checkFeedUrl('http://127.0.0.1:8080/feed', { allowPrivate: true }).ok).toBe(true);
  });
});
