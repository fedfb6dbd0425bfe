import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../jobs/registry.js';
import { Worker } from '../jobs/worker.js';
import { actorFromCookie } from '../test/factories.js';
import {
  fixtureExpectedHtml,
  fixtureMetadata,
  fixtureNames,
  startFixtureServer,
  type FixtureServer,
} from '../test/fixture-pages.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import type { Actor } from '../core/actor.js';

const words = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Share of the expected words (as a multiset) that the extracted text contains. */
function overlap(expected: string[], actual: string[]): number {
  if (expected.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const word of actual) counts.set(word, (counts.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of expected) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      found += 1;
      counts.set(word, left - 1);
    }
  }
  return found / expected.length;
}

const normalizeTitle = (title: string | null | undefined) =>
  (title ?? '')
    .normalize('NFKC')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const XSS_PAGE = `<!doctype html><html lang="en"><head><title>A hostile page</title>
<script>window.__xss = 1</script><meta http-equiv="refresh" content="0;url=javascript:alert(1)"></head>
<body><article><h1>A hostile page</h1>
${Array.from({ length: 8 }, (_, i) => `<p>Paragraph ${i + 1} of an article that tries to run script in the reader, which must never happen, whatever the page does to hide it among ordinary words.</p>`).join('\n')}
<img src="x" onerror="window.__xss = 1"><a href="javascript:window.__xss=1">click</a>
<iframe src="http://evil.invalid/frame"></iframe><svg onload="window.__xss=1"><script>window.__xss=1</script></svg>
<form action="http://evil.invalid/"><input name="q"></form></article></body></html>`;

describe('the article pipeline, end to end on a local server', () => {
  let t: TestApp;
  let server: FixtureServer;
  let worker: Worker;
  let actor: Actor;
  let cookie: string;
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0563a' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Title (Quarterly report \\(draft\\)) /Author (Ada) >> endobj\n%%EOF\n',
      'latin1',
    );
    server = await startFixtureServer({
      '/xss.html': [200, 'text/html; charset=utf-8', XSS_PAGE],
      '/pictures/sunset.png': [200, 'image/png', png],
      '/papers/q3-report.pdf': [200, 'application/pdf', pdf],
      '/gone/old-article-title.html': [404, 'text/html', 'gone'],
      '/latin1.html': [
        200,
        'text/html; charset=iso-8859-1',
        Buffer.from(
          `<html><head><title>Caf\xe9 cr\xe8me</title></head><body><article>${'<p>Un caf\xe9 cr\xe8me, s\x27il vous pla\xeet, avec des croissants et une longue conversation sur la litt\xe9rature.</p>'.repeat(8)}</article></body></html>`,
          'latin1',
        ),
      ],
    });
    t = await createTestApp({ allowPrivateFetch: true });
    const user = await signUp(t.app);
    cookie = user.cookie;
    actor = await actorFromCookie(t.services, user.cookie);
    worker = new Worker(t.services.queue, jobDefinitions(t.services), pino({ level: 'silent' }), {
      pollMs: 50,
      concurrency: 2,
      lockMs: 60_000,
    });
    worker.start();
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await t?.close();
  });

  const parsedItem = async (url: string) => {
    const { itemId } = await t.services.items.itemForUrl(url);
    return t.services.items.get(itemId);
  };
  const settle = (urls: string[], timeoutMs = 90_000) =>
    waitUntil(async () => {
      const rows = await t.db.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM items WHERE given_url = ANY($1::text[]) AND parse_status = 'PENDING'`,
        [urls],
      );
      return rows[0]!.pending === 0;
    }, timeoutMs);

  const names = fixtureNames();

  it.skipIf(names.length === 0)(
    'makes every fixture page readable, with the expected titles and most of the expected text',
    async () => {
      const urls = names.map((name) => server.url(`/articles/${name}/`));
      for (const url of urls) await t.services.saves.upsert(actor, { url });
      await settle(urls);

      let titleMatches = 0;
      let titled = names.length;
      const overlaps: number[] = [];
      const misses: string[] = [];
      const unreadable: string[] = [];
      for (const [index, name] of names.entries()) {
        const item = await parsedItem(urls[index]!);
        const article = item ? await t.services.items.article(item.itemId) : null;
        if (item?.parseStatus !== 'PARSED' || !article) {
          unreadable.push(`${name}: ${item?.parseStatus} ${item?.parseError ?? 'no article'}`);
          continue;
        }
        expect(article).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
        overlaps.push(overlap(words(fixtureExpectedHtml(name)), words(article)));
        const expected = fixtureMetadata(name);
        // A page without a title of its own is titled from its URL; nothing to compare.
        if (!expected.title) titled -= 1;
        else if (normalizeTitle(item.title) === normalizeTitle(expected.title)) titleMatches += 1;
        else misses.push(`${name}: "${item.title}" ≠ "${expected.title}"`);
      }
      const titleRate = titleMatches / titled;
      const meanOverlap = overlaps.reduce((a, b) => a + b, 0) / overlaps.length;
      const sorted = [...overlaps].sort((a, b) => a - b);
      console.log(
        `pipeline over ${names.length} fixtures: titles ${(titleRate * 100).toFixed(1)}%, ` +
          `word overlap mean ${(meanOverlap * 100).toFixed(1)}%, median ${(sorted[Math.floor(sorted.length / 2)]! * 100).toFixed(1)}%, ` +
          `min ${(sorted[0]! * 100).toFixed(1)}%` +
          (misses.length ? `\n  title misses:\n  ${misses.join('\n  ')}` : ''),
      );
      expect(unreadable).toEqual([]);
      expect(titleRate).toBeGreaterThanOrEqual(0.95);
      expect(meanOverlap).toBeGreaterThanOrEqual(0.85);
    },
    180_000,
  );

  it('parses an item once: a second save of a parsed page fetches nothing', async () => {
    const url = server.url('/articles/001/');
    await t.services.saves.upsert(actor, { url });
    await settle([url]);
    const before = server.hits.get('/articles/001/') ?? 0;
    const other = await actorFromCookie(t.services, (await signUp(t.app)).cookie);
    await t.services.saves.upsert(other, { url });
    await t.services.saves.upsert(actor, { url });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.hits.get('/articles/001/') ?? 0).toBe(before);
  });

  it('renders a hostile page without anything that could run', async () => {
    const url = server.url('/xss.html');
    await t.services.saves.upsert(actor, { url });
    await settle([url]);
    const item = await parsedItem(url);
    const article = (await t.services.items.article(item!.itemId)) ?? '';
    expect(article).toContain('Paragraph 3');
    expect(article).not.toMatch(
      /<script|onerror|onload|javascript:|evil\.invalid|<form|<input|<svg/i,
    );
  });

  it('makes an image URL an IS_IMAGE item and a PDF a titled document', async () => {
    const image = server.url('/pictures/sunset.png');
    const pdf = server.url('/papers/q3-report.pdf');
    await t.services.saves.upsert(actor, { url: image });
    await t.services.saves.upsert(actor, { url: pdf });
    await settle([image, pdf]);
    const imageItem = await parsedItem(image);
    expect(imageItem).toMatchObject({
      hasImage: 'IS_IMAGE',
      mimeType: 'image/png',
      title: 'sunset',
    });
    expect(imageItem?.images[0]).toMatchObject({ src: image, width: 800, height: 600 });
    const pdfItem = await parsedItem(pdf);
    expect(pdfItem).toMatchObject({
      mimeType: 'application/pdf',
      title: 'Quarterly report (draft)',
      isArticle: false,
    });
  });

  it('decodes a page declared as ISO-8859-1', async () => {
    const url = server.url('/latin1.html');
    await t.services.saves.upsert(actor, { url });
    await settle([url]);
    const item = await parsedItem(url);
    expect(item?.title).toBe('Café crème');
    expect(await t.services.items.article(item!.itemId)).toContain('littérature');
  });

  it('records a permanent failure and keeps the save usable, then refresh tries again', async () => {
    const url = server.url('/gone/old-article-title.html');
    await t.services.saves.upsert(actor, { url });
    await settle([url]);
    const item = await parsedItem(url);
    expect(item).toMatchObject({ parseStatus: 'FAILED', responseCode: 404 });
    expect(item?.parseError).toMatch(/404/);

    const response = await graphql<{
      user: { savedItemById: { title: string | null; item: Record<string, unknown> } };
    }>(
      t.app,
      { cookie },
      `
        query ($id: ID!) {
          user {
            savedItemById(id: $id) {
              title
              item {
                ... on Item {
                  parseStatus
                  parseError
                  givenUrl
                  domain
                  title
                }
              }
            }
          }
        }
      `,
      { id: String(item!.itemId) },
    );
    expect(response.data?.user.savedItemById.item).toMatchObject({
      parseStatus: 'FAILED',
      domain: '127.0.0.1',
    });

    const refreshed = await graphql<{
      refreshItemArticle: { parseStatus: string; savedItem: { id: string } };
    }>(
      t.app,
      { cookie },
      'mutation ($url: String!) { refreshItemArticle(url: $url) { parseStatus savedItem { id } } }',
      { url },
    );
    expect(refreshed.data?.refreshItemArticle).toMatchObject({
      parseStatus: 'FAILED',
      savedItem: { id: String(item!.itemId) },
    });
    expect(server.hits.get('/gone/old-article-title.html')).toBe(2);
  });

  it('serves the reader through GraphQL by id and by slug, and a slug of nothing is "not found"', async () => {
    const url = server.url('/articles/mozilla-1/');
    await t.services.saves.upsert(actor, { url });
    await settle([url]);
    const { itemId } = await t.services.items.itemForUrl(url);
    const slug = await t.services.items.readerSlug(itemId);
    const READER = `query ($slug: ID!) { readerSlug(slug: $slug) { slug savedItem { id item { ... on Item { title article readerSlug } } }
      fallbackPage { ... on ItemNotFound { message } ... on ReaderInterstitial { itemCard { title url } } } } }`;
    for (const id of [slug, String(itemId)]) {
      const result = await graphql<{
        readerSlug: { savedItem: { item: { title: string; article: string; readerSlug: string } } };
      }>(t.app, { cookie }, READER, { slug: id });
      expect(result.errors).toBeUndefined();
      expect(result.data?.readerSlug.savedItem.item.readerSlug).toBe(slug);
      expect(result.data?.readerSlug.savedItem.item.article.length).toBeGreaterThan(500);
    }
    const missing = await graphql<{ readerSlug: { fallbackPage: { message: string } } }>(
      t.app,
      { cookie },
      READER,
      {
        slug: 'zz_000000000000',
      },
    );
    expect(missing.data?.readerSlug.fallbackPage.message).toMatch(/not be found/);

    // A deleted save opens the interstitial preview instead of the reader.
    await t.services.saves.change(actor, itemId, 'DELETE');
    const deleted = await graphql<{ readerSlug: { fallbackPage: { itemCard: { url: string } } } }>(
      t.app,
      { cookie },
      READER,
      {
        slug,
      },
    );
    expect(deleted.data?.readerSlug.fallbackPage.itemCard.url).toBe(url);
  });
});
