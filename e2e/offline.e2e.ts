/**
 * Offline reading (docs/OFFLINE.md) on the built app with its service worker: the most recent
 * unread saves are kept on the device; with the network off, a kept article opens in the reader
 * with its text and image, every menu and dialog of the offline screens opens (their code is kept
 * with the copies), an archive waits in the outbox and is sent after reconnecting; logout leaves
 * nothing of the user in IndexedDB or Cache Storage.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  screenshotOnFailure,
  signUp,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let fixtures: FixtureServer;

// A cold start (migrating a fresh PGlite) may be tried twice on a busy machine.
beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
}, 150_000);

afterAll(async () => {
  await stopAppWithFixtures(app, fixtures);
});

const TEXT =
  'Offline reading keeps this article on the device, so that it can be read on a train ' +
  'without a network. The paragraph is long enough to be taken for an article by the extractor.';

/** A page as the browser rendered it, with an image the image cache can fetch. */
function pageHtml(title: string, imageUrl: string): string {
  const paragraphs = Array.from({ length: 6 }, (_, i) => `<p>${TEXT} (${i + 1})</p>`).join('');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><article>
    <h1>${title}</h1><p>${TEXT}</p><figure><img src="${imageUrl}" width="800" height="600"
    alt="A figure"></figure>${paragraphs}</article></body></html>`;
}

/** Saves a captured page through /v3/add as the page's user; resolves with its reader path. */
async function capture(page: Page, url: string, title: string): Promise<string> {
  const html = pageHtml(title, fixtures.url('/image.png'));
  const reply = await page.evaluate(
    async (body) => {
      const response = await fetch('/v3/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Accept': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url, title, html },
  );
  expect(reply.status).toBe(200);
  const satchel = (reply.body as { satchel?: { reader_path?: string } }).satchel;
  expect(satchel?.reader_path).toMatch(/^\/read\//);
  return satchel!.reader_path!;
}

/** What this origin holds in IndexedDB and Cache Storage for offline reading. */
function offlineStorage(page: Page) {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((db) => db.name ?? '');
    const cacheNames = (await caches.keys()).filter((name) => name.startsWith('satchel-offline-'));
    let records = 0;
    if (databases.includes('satchel-offline')) {
      records = await new Promise<number>((resolve) => {
        const open = indexedDB.open('satchel-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return resolve(0);
          const count = db.transaction('copies').objectStore('copies').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
        open.onerror = () => resolve(-1);
      });
    }
    return { databases, cacheNames, records };
  });
}

/** The on-demand code the build lists and how much of it the offline code cache holds. */
function keptCode(page: Page) {
  return page.evaluate(async () => {
    const { files } = (await (await fetch('/offline-code.json')).json()) as { files: string[] };
    const cache = await caches.open('satchel-code');
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    return { listed: files.length, missing: files.filter((file) => !kept.has(file)) };
  });
}

/**
 * What a release leaves a returning reader with: the browser's HTTP cache empty and the worker's
 * cache of code used so far emptied (activating a new worker empties it, sw.ts), so offline only
 * what was cached for offline use can load.
 */
async function forgetCodeLoadedSoFar(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.evaluate(() => caches.delete('satchel-assets'));
}

/** Opens, offline, every menu and dialog of the Saves list and of a kept article's reader. */
async function openEachOverlay(page: Page, readerPath: string): Promise<void> {
  const failedImports: string[] = [];
  page.on('pageerror', (error) => {
    if (/dynamically imported module|Importing a module script failed/.test(error.message)) {
      failedImports.push(error.message);
    }
  });
  /** Waits for the menu or dialog to open (its code loaded), then closes it. */
  const escape = async (overlay: ReturnType<Page['getByRole']>) => {
    await overlay.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
  };
  const card = page.getByRole('main').getByRole('article').first();
  const cardMenu = async (item?: string) => {
    await card.getByRole('button', { name: /^Actions for / }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor({ timeout: 10_000 });
    if (item) await menu.getByRole('menuitem', { name: item }).click();
    return menu;
  };

  await page.goto('/saves');
  await card.waitFor({ timeout: 15_000 });
  await escape(await cardMenu());
  await cardMenu('Tag');
  await escape(page.getByRole('dialog', { name: 'Edit tags' }));
  await cardMenu('Share');
  await escape(page.getByRole('dialog', { name: /^Share/ }));
  // A toast (its code loads on demand too).
  await cardMenu('Copy link');
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(/Link copied|Couldn't copy the link/)
    .waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  const bulk = page.getByRole('toolbar', { name: 'Bulk edit' });
  await bulk.waitFor({ timeout: 10_000 });
  await escape(bulk);
  await page.keyboard.press('Shift+Slash');
  await escape(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await escape(page.getByRole('dialog', { name: 'Save a URL' }));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await escape(page.getByRole('menu'));

  // Home, where the installed app starts, opens and says it is offline.
  await page.goto('/home');
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 15_000 });

  await page.goto(readerPath);
  const toolbar = page.getByRole('toolbar', { name: 'Reader' });
  await toolbar.waitFor({ timeout: 15_000 });
  await toolbar.getByRole('button', { name: 'Display settings' }).click();
  await escape(page.getByRole('dialog', { name: 'Display settings' }));
  await toolbar.getByRole('button', { name: 'Tag' }).click();
  await escape(page.getByRole('dialog', { name: 'Edit tags' }));
  expect(failedImports).toEqual([]);
}

describe('offline reading', () => {
  test(
    'a kept article opens offline, an archive made offline is sent, logout leaves nothing',
    { timeout: 120_000 },
    async ({ onTestFailed }) => {
      const page = await app.newPage();
      screenshotOnFailure(onTestFailed, page, 'offline-reading');
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`page: ${message.text()}`);
      });
      page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
      await signUp(page, newAccount('offline'));
      await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
      // The service worker is installed and active (it serves the shell and the images offline).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      const first = await capture(
        page,
        fixtures.url('/articles/offline-one/'),
        'Reading on the train',
      );
      const second = await capture(
        page,
        fixtures.url('/articles/offline-two/'),
        'A second kept article',
      );

      // Parsed (the capture is parsed by a job); then a full load syncs at once (later changes
      // to the saves are synced throttled).
      for (const path of [first, second]) {
        const id = decodeURIComponent(path.slice('/read/'.length));
        await expect
          .poll(
            async () =>
              (
                await gql<{ readerSlug: { savedItem: { item: { parseStatus?: string } } } }>(
                  page,
                  `query ($id: ID!) { readerSlug(slug: $id) { savedItem { item { ... on Item { parseStatus } } } } }`,
                  { id },
                )
              ).readerSlug.savedItem.item.parseStatus,
            { timeout: 20_000 },
          )
          .toBe('PARSED');
      }
      await page.goto('/account');
      await expect
        .poll(() => page.getByTestId('offline-figures').textContent(), { timeout: 30_000 })
        .toMatch(/On this device: 2 articles, [\d.]+ (KB|MB)/);
      const figures = await page.getByTestId('offline-figures').textContent();
      // The code the offline screens load on demand is kept with the copies.
      await expect
        .poll(async () => (await keptCode(page)).missing, { timeout: 30_000 })
        .toEqual([]);
      expect((await keptCode(page)).listed).toBeGreaterThan(5);
      const sizes = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('satchel-offline');
            open.onsuccess = () => {
              const store = open.result.transaction('copies').objectStore('copies');
              const all = store.getAll();
              all.onsuccess = () => {
                const library = (all.result as unknown[]).find(
                  (value): value is { articles: Record<string, unknown> } =>
                    typeof value === 'object' && value !== null && 'articles' in value,
                );
                open.result.close();
                resolve(JSON.stringify(library?.articles ?? null));
              };
            };
          }),
      );

      await forgetCodeLoadedSoFar(page);
      await page.context().setOffline(true);
      await openEachOverlay(page, second);
      await page.goto(first);
      const article = page.getByTestId('article-content');
      await expect.poll(() => article.textContent(), { timeout: 15_000 }).toContain('on a train');
      const image = article.locator('img').first();
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: 10_000,
        })
        .toBe(800);
      await expect
        .poll(() => page.getByTestId('offline-status').textContent())
        .toContain("You're offline");

      await page
        .getByRole('toolbar', { name: 'Reader' })
        .getByRole('button', { name: 'Archive' })
        .click();
      await expect
        .poll(() => page.getByTestId('offline-status').textContent())
        .toContain('1 change waiting to be sent');

      // A page not kept for offline use says so in words, not with the router's developer error.
      await page.goto('/import');
      await page.getByRole('heading', { name: "You're offline" }).waitFor({ timeout: 15_000 });

      // Saves offline: the kept saves, without the archived one.
      await page.goto('/saves');
      await expect
        .poll(() => page.getByText('A second kept article').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await page.getByText('Reading on the train').count()).toBe(0);
      expect(await page.getByText("You're offline: these are the saves kept").count()).toBe(1);

      await page.context().setOffline(false);
      await expect
        .poll(() => page.getByTestId('offline-status').count(), { timeout: 20_000 })
        .toBe(0);
      const id = decodeURIComponent(first.slice('/read/'.length));
      const data = await gql<{ readerSlug: { savedItem: { status: string } } }>(
        page,
        `query ($id: ID!) { readerSlug(slug: $id) { savedItem { status } } }`,
        { id },
      );
      expect(data.readerSlug.savedItem.status).toBe('ARCHIVED');

      const before = await offlineStorage(page);
      expect(before.cacheNames.length).toBe(1);
      expect(before.records).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      // The database's deletion waits for its last connection to close, so it may end just after
      // the page has reached /login.
      await expect
        .poll(async () => (await offlineStorage(page)).databases, { timeout: 10_000 })
        .not.toContain('satchel-offline');
      const after = await offlineStorage(page);
      expect(after.cacheNames).toEqual([]);
      console.log(`offline copies before logout: ${figures} ${sizes}`);
    },
  );
});
