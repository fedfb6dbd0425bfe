/**
 * The pool's turns between owners: while one owner's slow pages fill both threads, another
 * owner's page takes the next free thread; a page nested too deeply is refused before parsing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSource } from '../../test/fixture-pages.js';
import { nestedDivsPage } from '../../test/hostile-inputs.js';
import { ExtractError } from './extract-in-worker.js';
import { ExtractorPool } from './extractor-pool.js';
import { TOO_DEEP } from './nesting-depth.js';

/** A legal page that takes a second or more to read: many scored paragraphs. */
function slowPage(paragraphs: number): string {
  const paragraph = (i: number) =>
    `<div class="c"><p>Paragraph ${i} of a long article, with <a href="/l${i}">a link</a>, <em>emphasis</em> and words enough to count as text for scoring.</p></div>`;
  const body = Array.from({ length: paragraphs }, (_, i) => paragraph(i)).join('');
  return `<!doctype html><html><head><title>A slow page</title></head><body><article>${body}</article></body></html>`;
}

describe('turns between owners in the extraction pool', () => {
  let pool: ExtractorPool | undefined;
  afterEach(() => pool?.close());

  it("gives another owner's page the next free thread, ahead of one owner's backlog", async () => {
    pool = new ExtractorPool(2);
    await Promise.all([
      pool.extract('<p>warm</p>', 'https://a.test/'),
      pool.extract('<p>up</p>', 'https://a.test/'),
    ]);
    const order: string[] = [];
    const slow = slowPage(800);
    const hostile = [1, 2, 3, 4].map((n) =>
      pool!.extract(slow, `https://hostile.test/${n}`, 'user:1').then(
        () => order.push(`hostile ${n}`),
        () => order.push(`hostile ${n}`),
      ),
    );
    const bystander = pool
      .extract(fixtureSource('001'), 'http://fakehost/001/', 'user:2')
      .then((article) => {
        order.push('bystander');
        return article;
      });
    expect((await bystander).title).toBeTruthy();
    await Promise.all(hostile);
    // Two hostile pages were being read when the bystander's arrived; it went next.
    expect(order.indexOf('bystander')).toBeLessThan(order.indexOf('hostile 3'));
    expect(order.indexOf('bystander')).toBeLessThan(order.indexOf('hostile 4'));
  }, 120_000);

  it('refuses a page nested past the limit at once, in words', async () => {
    pool = new ExtractorPool(1);
    const page = nestedDivsPage(1_200_000);
    const started = performance.now();
    const refused = pool.extract(page, 'https://hostile.test/deep', 'user:1');
    await expect(refused).rejects.toThrow(new ExtractError(TOO_DEEP));
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);
});
