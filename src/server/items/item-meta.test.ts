/**
 * A parse stores the page's own sections and keywords (migration 0029) and the item reads them
 * back; a re-parse of a page that no longer declares them clears them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const plainPage = `<!doctype html><html lang="de"><head><title>Ohne Rubrik</title></head><body><article>
${'<p>Ein gewöhnlicher Artikel ohne Rubrik und ohne Schlagwörter, lang genug, um gelesen zu werden.</p>'.repeat(6)}
</article></body></html>`;

describe('sections and keywords stored with a parse', () => {
  let t: TestApp;
  let server: FixtureServer;

  beforeAll(async () => {
    server = await startFixtureServer({});
    t = await createTestApp({ allowPrivateFetch: true });
  });

  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('keeps article:section and the keywords of a real page, in order', async () => {
    const { itemId } = await t.services.items.itemForUrl(server.url('/articles/seattletimes-1/'));
    const item = await t.services.items.parse(itemId);
    expect(item?.parseStatus).toBe('PARSED');
    expect(item?.metaSections).toEqual(['Amazon']);
    expect(item?.metaKeywords.slice(0, 3)).toEqual(['Business', 'Amazon', 'Environment']);
    expect(item?.metaKeywords).toContain('Maritime Industry');
  });

  it('stores empty lists for a page without them, and a re-parse replaces earlier ones', async () => {
    const { itemId } = await t.services.items.itemForUrl(server.url('/articles/heise/'));
    expect((await t.services.items.parse(itemId))?.metaKeywords).toContain('Passwortmanager');

    // The same item parsed from a page that declares nothing (a capture stands in for a change).
    await t.db.query('INSERT INTO item_captures (item_id, html) VALUES ($1, $2)', [
      itemId,
      plainPage,
    ]);
    const again = await t.services.items.parse(itemId);
    expect(again?.title).toBe('Ohne Rubrik');
    expect(again?.metaSections).toEqual([]);
    expect(again?.metaKeywords).toEqual([]);
  });
});
