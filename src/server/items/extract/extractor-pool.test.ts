import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSource } from '../../test/fixture-pages.js';
import { ExtractError, EXTRACT_LIMITS } from './extract-in-worker.js';
import { ExtractorPool } from './extractor-pool.js';

const NAMES = ['001', 'ars-1', 'bbc-1', 'cnet'];
const url = (name: string) => `http://fakehost/${name}/`;

describe('the pool of extraction workers', () => {
  let pool: ExtractorPool | undefined;
  afterEach(() => pool?.close());

  it('reads pages one at a time with one worker', async () => {
    pool = new ExtractorPool(2);
    for (const name of NAMES.slice(0, 2)) {
      const article = await pool.extract(fixtureSource(name), url(name));
      expect(article.title).toBeTruthy();
    }
    expect(pool.running).toBe(1);
  }, 120_000);

  it('reads pages given together on both workers, each as one worker reads it', async () => {
    pool = new ExtractorPool(2);
    const together = await Promise.all(
      NAMES.map((name) => pool!.extract(fixtureSource(name), url(name))),
    );
    expect(pool.running).toBe(2);

    const alone = new ExtractorPool(1);
    try {
      for (const [index, name] of NAMES.entries())
        expect(together[index]).toEqual(await alone.extract(fixtureSource(name), url(name)));
    } finally {
      await alone.close();
    }
  }, 120_000);

  it('a page that breaks a limit in one worker fails alone: the page in the other is read', async () => {
    pool = new ExtractorPool(2, { ...EXTRACT_LIMITS, heapMb: 64 });
    const huge = `<html><body>${'<div><p>x</p><span>y</span></div>'.repeat(400_000)}</body></html>`;
    const [failed, read] = await Promise.allSettled([
      pool.extract(huge, 'https://example.com/huge'),
      pool.extract(fixtureSource('001'), url('001')),
    ]);
    expect(failed.status === 'rejected' && failed.reason).toBeInstanceOf(ExtractError);
    expect(read.status === 'fulfilled' && read.value.title).toBeTruthy();
  }, 120_000);
});
