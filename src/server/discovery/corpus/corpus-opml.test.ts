/** The corpus's OPML reading (admin uploads) and the starter set it ships. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../../common/topics.js';
import { DomainError } from '../../core/errors.js';
import { languageCode, parseCorpusOpml } from './corpus-opml.js';
import { STARTER_FEEDS_FILE, starterFeeds } from './starter-feeds.js';

const opml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><opml version="2.0"><head><title>t</title></head><body>${body}</body></opml>`;

describe('parseCorpusOpml', () => {
  it('takes the topic from the folder (slug or name), else the category, else the default', () => {
    const { feeds, problems } = parseCorpusOpml(
      opml(`
        <outline text="Health &amp; Fitness">
          <outline text="Ärzteblatt" xmlUrl="https://www.aerzteblatt.de/rss/news.asp" language="DE"/>
          <outline text="Nested"><outline text="Deep" xmlUrl="https://deep.example.com/feed"/></outline>
        </outline>
        <outline text="Loose">
          <outline text="أخبار" xmlUrl="https://ar.example.com/rss" category="/News/technology,/Other" language="ar"/>
          <outline text="Plain" xmlUrl="https://plain.example.com/rss" language="not a language!"/>
        </outline>`),
      'travel',
    );
    expect(problems).toEqual([]);
    expect(feeds).toEqual([
      {
        url: 'https://www.aerzteblatt.de/rss/news.asp',
        title: 'Ärzteblatt',
        htmlUrl: null,
        folder: 'Health & Fitness',
        topic: 'health',
        language: 'de',
      },
      expect.objectContaining({ url: 'https://deep.example.com/feed', topic: 'health' }),
      expect.objectContaining({ title: 'أخبار', topic: 'technology', language: 'ar' }),
      expect.objectContaining({ title: 'Plain', topic: 'travel', language: null }),
    ]);
  });

  it('lists problems per outline and never fails the file for them', () => {
    const { feeds, problems } = parseCorpusOpml(
      opml(`
        <outline text="No topic" xmlUrl="https://a.example.com/feed"/>
        <outline text="science">
          <outline text="Bad" xmlUrl="javascript:alert(1)"/>
          <outline text="Twice" xmlUrl="https://b.example.com/feed"/>
          <outline text="Twice again" xmlUrl="https://b.example.com/feed"/>
        </outline>`),
      null,
    );
    expect(feeds.map((feed) => feed.url)).toEqual(['https://b.example.com/feed']);
    expect(problems).toEqual([
      expect.objectContaining({ url: 'https://a.example.com/feed', folder: null }),
      expect.objectContaining({ title: 'Bad', reason: 'The feed address is not an http(s) URL.' }),
      expect.objectContaining({ title: 'Twice again', reason: 'This feed is in the file twice.' }),
    ]);
    expect(problems[0]!.reason).toMatch(/No topic/);
  });

  it('refuses a file that is not OPML', () => {
    for (const text of ['', 'hello', '<html><body>no</body></html>', '<rss version="2.0"/>']) {
      expect(() => parseCorpusOpml(text, 'science')).toThrow(DomainError);
    }
  });

  it('reads language codes BCP-47-like', () => {
    expect(languageCode('EN')).toBe('en');
    expect(languageCode('pt-BR')).toBe('pt-BR');
    expect(languageCode('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(languageCode('english')).toBeNull();
    expect(languageCode('')).toBeNull();
  });
});

describe('the starter set', () => {
  it('has at least three https feeds per topic in English and in German, every URL unique', async () => {
    const feeds = await starterFeeds();
    for (const { slug } of TOPICS) {
      for (const language of ['en', 'de']) {
        const count = feeds.filter((f) => f.topic === slug && f.language === language).length;
        expect(count, `${slug} ${language}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(feeds.length).toBeGreaterThanOrEqual(90);
    expect(new Set(feeds.map((feed) => feed.url)).size).toBe(feeds.length);
    for (const feed of feeds) {
      expect(feed.url).toMatch(/^https:\/\/[^/]+\//);
      expect(feed.htmlUrl).toMatch(/^https:\/\//);
      expect(feed.title?.length).toBeGreaterThan(0);
    }
  });

  it('names each folder by its topic slug and gives every outline text and title', () => {
    const xml = readFileSync(STARTER_FEEDS_FILE, 'utf8');
    const folders = [...xml.matchAll(/<outline text="([^"]+)" title="[^"]+">/g)].map((m) => m[1]);
    expect(folders).toEqual(TOPICS.map((topic) => topic.slug));
    const outlines = [...xml.matchAll(/<outline type="rss"[^>]*\/>/g)].map((m) => m[0]);
    expect(outlines.length).toBeGreaterThanOrEqual(90);
    for (const outline of outlines) {
      expect(outline).toMatch(/ text="[^"]+"/);
      expect(outline).toMatch(/ title="[^"]+"/);
      expect(outline).toMatch(/ language="(en|de)"/);
    }
  });
});
