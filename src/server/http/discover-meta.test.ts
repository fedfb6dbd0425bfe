import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseHTML } from 'linkedom';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createServices } from '../services.js';
import { seedCorpus } from '../test/corpus-seed.js';
import { createTestApp, testConfig, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { cachedFor, discoverRouteOf, withHead } from './discover-meta.js';

// The shape of src/web/index.html once built: a generic title and description to replace.
const INDEX_HTML = `<!doctype html>
<html lang="en" class="colormode-light">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Satchel — save pages and read them later." />
    <title>Satchel</title>
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

// Four sites and publishers: a slate holds at most two of one site and no publisher twice in a row.
const TECH_STORIES = [
  {
    url: 'https://tech.example.org/2026/rust-and-go',
    title: 'Why “Rust” & <Go> don’t compete — and what $1 buys you',
    siteName: 'Tech Example',
    imageUrl: 'https://tech.example.org/images/rust.jpg',
  },
  {
    url: 'https://www.heise.example/news/ki-im-alltag',
    title: 'The "AI" in your kettle: what it does & doesn\'t do',
    siteName: 'heise & co',
    imageUrl: 'https://www.heise.example/img/kettle.png',
  },
  {
    url: 'https://ars.example.com/gadgets/2026/11/e-ink',
    title: 'E-ink at 60 Hz: the <blink> of an eye',
    siteName: 'Ars Example',
    imageUrl: 'https://ars.example.com/eink.webp',
  },
  {
    url: 'https://arabic.example.net/tech/1',
    title: 'الحوسبة السحابية: «ما الذي تغير؟»',
    siteName: 'تقنية اليوم',
    imageUrl: 'https://arabic.example.net/cloud.jpg',
  },
];

describe('Discover link previews (server-rendered meta tags)', () => {
  let t: TestApp;
  let spa: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    webDir = mkdtempSync(join(tmpdir(), 'satchel-web-'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    const config = testConfig();
    spa = await buildApp({
      config,
      services: createServices(t.db, config),
      logger: pino({ level: 'silent' }),
      isReady: async () => true,
      webDir,
    });
    await spa.ready();
    await seedCorpus(t.db, [
      ...TECH_STORIES.map((story) => ({ ...story, topic: 'technology' as const })),
      {
        url: 'https://gesundheit.example.de/laufen-im-winter',
        title: 'Laufen im Winter: Warum die ersten zehn Minuten zählen',
        topic: 'health',
        language: 'de',
        siteName: 'Gesundheit Heute',
      },
    ]);
  });
  afterAll(async () => {
    await spa?.close();
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const open = async (url: string) => {
    const response = await spa.inject({ method: 'GET', url });
    const { document } = parseHTML(response.body);
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    return { response, document, meta, body: response.body };
  };

  it('names a topic page in the title, Open Graph and Twitter tags, escaped', async () => {
    const { response, document, meta, body } = await open('/discover/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(document.title).toBe('Health & Fitness stories to read · Satchel');
    // Escaped once in the markup, read back as text.
    expect(body).toContain('<title>Health &amp; Fitness stories to read · Satchel</title>');
    expect(meta('og:title')).toBe('Health & Fitness stories to read · Satchel');
    expect(meta('og:description')).toMatch(/^The best Health & Fitness stories/);
    expect(meta('description')).toBe(meta('og:description'));
    expect(meta('og:url')).toBe(`${TEST_ORIGIN}/discover/health`);
    expect(meta('og:type')).toBe('website');
    expect(meta('twitter:card')).toMatch(/^summary/);
    // One title and one description: the generic ones are replaced, not added to.
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // The client still boots.
    expect(document.querySelector('#root')).not.toBeNull();
    expect(body).toContain('/assets/index-abc.js');
  });

  it('answers Pocket’s /explore shapes the same way, with the canonical /discover address', async () => {
    const explore = await open('/explore/technology?utm_source=pocket_discover');
    expect(explore.response.statusCode).toBe(200);
    expect(explore.meta('og:title')).toBe('Technology stories to read · Satchel');
    expect(explore.meta('og:url')).toBe(`${TEST_ORIGIN}/discover/technology`);
    const discover = await open('/explore');
    expect(discover.meta('og:title')).toBe('Discover stories to read · Satchel');
    expect(discover.meta('og:url')).toBe(`${TEST_ORIGIN}/discover`);
    expect(discover.meta('og:image')).toMatch(new RegExp(`^${TEST_ORIGIN}/`));
  });

  it('names and shows the top story when the page has one', async () => {
    const titles = TECH_STORIES.map((story) => story.title);
    for (const url of ['/discover/technology', '/discover']) {
      const { response, meta, body } = await open(url);
      expect(response.statusCode).toBe(200);
      const description = meta('og:description') ?? '';
      const top = titles.find((title) => description.includes(`Top story: “${title}”`));
      expect(top, description).toBeDefined();
      // Escaped in the markup: no stray tag, quotes kept inside the attribute.
      expect(body).not.toContain('<Go>');
      expect(body).not.toContain('<blink>');
      expect(meta('og:image')).toMatch(new RegExp(`^${TEST_ORIGIN}/image-cache\\?.*&sig=`));
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(meta('twitter:image')).toBe(meta('og:image'));
    }
  });

  it('falls back to the site’s image when the topic has no story in English', async () => {
    const { meta } = await open('/discover/health');
    expect(meta('og:description')).not.toContain('Top story');
    expect(meta('og:image')).toBe(`${TEST_ORIGIN}/icons/icon-512.png`);
    expect(meta('twitter:card')).toBe('summary');
  });

  it('answers an unknown topic 404 with the app shell, not indexed', async () => {
    for (const url of ['/discover/not-a-topic', '/explore/Technology', '/discover/%3Cscript%3E']) {
      const { response, document, meta } = await open(url);
      expect(response.statusCode).toBe(404);
      expect(document.querySelector('#root')).not.toBeNull();
      expect(document.title).toBe('Page not found · Satchel');
      expect(meta('robots')).toBe('noindex');
      expect(document.querySelector('script:not([src])')).toBeNull();
    }
  });

  it('leaves other client routes with the plain index.html', async () => {
    const { response, body } = await open('/saves');
    expect(response.statusCode).toBe(200);
    expect(body).toBe(INDEX_HTML);
    // Pocket's syndicated articles (/explore/item/<slug>) are not a topic page.
    expect((await open('/explore/item/some-article')).body).toBe(INDEX_HTML);
  });
});

describe('discoverRouteOf and withHead', () => {
  it('reads the route from the path only', () => {
    expect(discoverRouteOf('/discover')).toEqual({ kind: 'discover' });
    expect(discoverRouteOf('/discover/')).toEqual({ kind: 'discover' });
    expect(discoverRouteOf('/explore?src=x')).toEqual({ kind: 'discover' });
    expect(discoverRouteOf('/discover/personal-finance#top')).toEqual({
      kind: 'topic',
      topic: 'personal-finance',
    });
    expect(discoverRouteOf('/discover/nope')).toBe('unknown-topic');
    expect(discoverRouteOf('/discovery')).toBeNull();
    expect(discoverRouteOf('/saves/discover')).toBeNull();
    expect(discoverRouteOf('/explore/item/slug')).toBeNull();
  });

  it('keeps a $ pattern in a title literal and escapes quotes in attributes', () => {
    const page = withHead(INDEX_HTML, {
      title: 'Costs $& "quotes" $1',
      description: 'It\'s <b>bold</b> & "quoted"',
      url: 'https://satchel.example/discover',
      image: 'https://satchel.example/i.png?a=1&b=2',
      largeImage: true,
    });
    expect(page).toContain('<title>Costs $&amp; &quot;quotes&quot; $1</title>');
    expect(page).toContain('content="It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"');
    expect(page).toContain('content="https://satchel.example/i.png?a=1&amp;b=2"');
    const { document } = parseHTML(page);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Costs $& "quotes" $1',
    );
  });
});

describe('cachedFor', () => {
  it('asks once per page within the time to live, again after it; forgets failures and "none"', async () => {
    let clock = 0;
    const asked: Array<string | null> = [];
    let fail = false;
    let none = false;
    const cached = cachedFor(
      60_000,
      (topic) => {
        asked.push(topic);
        if (none) return Promise.resolve(null);
        return fail
          ? Promise.reject(new Error('down'))
          : Promise.resolve({ title: String(topic), imageUrl: null });
      },
      () => clock,
    );
    await cached('technology');
    await cached('technology');
    await cached(null);
    expect(asked).toEqual(['technology', null]);
    clock = 60_000;
    expect(await cached('technology')).toEqual({ title: 'technology', imageUrl: null });
    expect(asked).toEqual(['technology', null, 'technology']);
    fail = true;
    await expect(cached('travel')).rejects.toThrow('down');
    fail = false;
    expect(await cached('travel')).toEqual({ title: 'travel', imageUrl: null });
    none = true;
    expect(await cached('food')).toBeNull();
    none = false;
    expect(await cached('food')).toEqual({ title: 'food', imageUrl: null });
    expect(asked.filter((topic) => topic === 'food')).toHaveLength(2);
  });
});
