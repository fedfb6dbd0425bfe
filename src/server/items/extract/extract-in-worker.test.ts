import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCacheUrl } from '../../../common/image-cache-url.js';
import { FIXTURES_DIR, startFixtureServer, type FixtureServer } from '../../test/fixture-pages.js';
import { parseUrl } from '../article-pipeline.js';
import { fetchPage } from '../fetch/fetch-page.js';
import { extractArticle } from './extract-article.js';
import { ArticleExtractor, ExtractError } from './extract-in-worker.js';

/** A page whose extraction takes seconds of CPU (on the old code, all of it on the event loop). */
function slowPage(paragraphs: number): string {
  const paragraph = (i: number) =>
    `<div class="c"><p>Paragraph ${i} of a long article, with <a href="/l${i}">a link</a>, <em>emphasis</em> and <img src="/i${i}.png"> words enough to count as text for scoring.</p></div>`;
  const body = Array.from({ length: paragraphs }, (_, i) => paragraph(i)).join('');
  return `<!doctype html><html><head><title>A slow page</title></head><body><article>${body}</article></body></html>`;
}

/** The longest gap between ticks of a 10 ms timer while `work` runs, and how long it ran. */
async function longestStall(work: Promise<unknown>): Promise<{ stallMs: number; tookMs: number }> {
  const started = performance.now();
  let last = started;
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  try {
    await work;
  } finally {
    clearInterval(ticker);
  }
  return {
    stallMs: Math.max(stallMs, performance.now() - last),
    tookMs: performance.now() - started,
  };
}

describe('article extraction in a worker thread', () => {
  let server: FixtureServer;
  const slow = slowPage(700);

  beforeAll(async () => {
    server = await startFixtureServer({
      '/slow/': [200, 'text/html; charset=utf-8', slow],
      '/ping': [200, 'text/plain', 'pong'],
    });
  });
  afterAll(() => server.close());

  it('returns what extractArticle returns, with images sent through the image cache', async () => {
    const extractor = new ArticleExtractor();
    try {
      const html = readFileSync(join(FIXTURES_DIR, '001', 'source.html'), 'utf8');
      const url = 'http://fakehost/test/page.html';
      const article = await extractor.extract(html, url);
      const direct = extractArticle(html, url, {
        rewriteImage: (src) => imageCacheUrl(src, { width: 1280, format: 'webp' }) ?? src,
      });
      expect(article).toEqual(direct);
      expect(article.isArticle).toBe(true);
      expect(article.contentHtml).toContain('src="/image-cache?url=http%3A%2F%2Ffakehost%2F');
    } finally {
      await extractor.close();
    }
  });

  it('keeps the event loop free while a slow page is parsed: timers and HTTP requests are answered', async () => {
    const parsing = parseUrl(server.url('/slow/'), fetchPage, { allowPrivate: true });
    const pings: number[] = [];
    const pinging = (async () => {
      // Trivial requests to a server on this event loop, sent while the page is parsed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 3; i++) {
        const sent = performance.now();
        const response = await fetch(server.url('/ping'));
        expect(await response.text()).toBe('pong');
        pings.push(performance.now() - sent);
      }
    })();
    const { stallMs, tookMs } = await longestStall(Promise.all([parsing, pinging]));
    const parsed = await parsing;
    expect(parsed.isArticle).toBe(true);
    expect(parsed.title).toBe('A slow page');
    // On the event loop the whole parse (seconds) would be one stall; the bound leaves room for a
    // loaded CI machine, and the parse must be long enough for blocking to show.
    expect(stallMs).toBeLessThan(Math.min(500, tookMs / 2));
    expect(Math.max(...pings)).toBeLessThan(500);
  });

  it('fails a page that takes longer than the time limit with the reason, and reads the next page', async () => {
    const extractor = new ArticleExtractor({ heapMb: 512, timeMs: 1500 });
    try {
      await extractor.extract('<p>warm up</p>', 'https://example.com/'); // load the extractor
      // Several seconds of parsing even on a fast, quiet machine (3,000 paragraphs took under
      // 1.5 s on one): the limit stops it long before the end.
      const slower = slowPage(12_000);
      await expect(extractor.extract(slower, 'https://example.com/slow')).rejects.toThrow(
        new ExtractError('The page took too long to read (more than 1.5 seconds).'),
      );
      const next = await extractor.extract(
        '<title>Next</title><p>Fine.</p>',
        'https://example.com/',
      );
      expect(next.title).toBe('Next');
    } finally {
      await extractor.close();
    }
  });

  it('fails a page that needs more memory than the heap limit with the reason, and reads the next page', async () => {
    const extractor = new ArticleExtractor({ heapMb: 64, timeMs: 60_000 });
    try {
      await extractor.extract('<p>warm up</p>', 'https://example.com/');
      const huge = `<html><body>${'<div><p>x</p><span>y</span></div>'.repeat(400_000)}</body></html>`;
      await expect(extractor.extract(huge, 'https://example.com/huge')).rejects.toThrow(
        'The page needs more memory to read than one page may use.',
      );
      const next = await extractor.extract(
        '<title>Next</title><p>Fine.</p>',
        'https://example.com/',
      );
      expect(next.title).toBe('Next');
    } finally {
      await extractor.close();
    }
  });
});
