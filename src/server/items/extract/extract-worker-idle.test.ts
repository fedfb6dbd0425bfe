import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES_DIR } from '../../test/fixture-pages.js';
import { ArticleExtractor, EXTRACT_LIMITS } from './extract-in-worker.js';

const page = (name: string) => readFileSync(join(FIXTURES_DIR, name, 'source.html'), 'utf8');

describe('the extraction worker is stopped when idle and started again on demand', () => {
  let extractor: ArticleExtractor | undefined;
  afterEach(() => extractor?.close());

  it('stops the worker after its idle time, and a page after that is still extracted', async () => {
    extractor = new ArticleExtractor(EXTRACT_LIMITS, 1);
    const first = await extractor.extract(page('001'), 'http://fakehost/test/page.html');
    expect(first.title).toBeTruthy();
    await vi.waitFor(() => expect(extractor!.running).toBe(false), { timeout: 10_000 });

    const again = await extractor.extract(page('001'), 'http://fakehost/test/page.html');
    expect(again).toEqual(first);
    expect(extractor.running).toBe(true);
  }, 120_000);

  it('keeps serving pages queued together, whatever the idle time', async () => {
    extractor = new ArticleExtractor(EXTRACT_LIMITS, 1);
    const names = ['001', 'ars-1', 'bbc-1', 'cnet'];
    const articles = await Promise.all(
      names.map((name) => extractor!.extract(page(name), `http://fakehost/${name}/`)),
    );
    for (const article of articles) expect(article.title).toBeTruthy();
  }, 120_000);

  it('keeps the worker between pages within the idle time', async () => {
    extractor = new ArticleExtractor();
    await extractor.extract(page('001'), 'http://fakehost/test/page.html');
    expect(extractor.running).toBe(true);
  }, 120_000);
});
