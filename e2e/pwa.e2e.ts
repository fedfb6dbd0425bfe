/**
 * The installable app (docs/ARCHITECTURE.md "Installable app and offline"): Chromium's
 * installability check, the service worker's precache, the app shell offline, images from the
 * offline-reading caches, and no API response in Cache Storage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { screenshot, signedInPage, startApp } from './harness.js';
import type { TestApp } from './harness.js';

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.stop();
});

/** Waits for the service worker to be active and to control the page. */
async function controlledBySw(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return registration.active?.scriptURL ?? '';
  });
}

/** Every request URL (path and query) in every Cache Storage cache, by cache name. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return out;
  });
}

describe('installable app', () => {
  test("Chromium's installability check passes and reads the share target", async () => {
    // Playwright's contexts are incognito, where Chromium never offers to install: a profile.
    const profile = await mkdtemp(join(tmpdir(), 'satchel-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${app.baseUrl}/login`);
      await controlledBySw(page);
      const cdp = await context.newCDPSession(page);
      const installability = await cdp.send('Page.getInstallabilityErrors');
      expect(installability.installabilityErrors).toEqual([]);
      const appManifest = await cdp.send('Page.getAppManifest');
      expect(appManifest.errors).toEqual([]);
      const manifest = JSON.parse(appManifest.data ?? '{}');
      expect(manifest.share_target).toEqual({
        action: '/save',
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        params: { title: 'title', text: 'text', url: 'url' },
      });
      // The installed app opens where signing in lands (docs/PRODUCT.md "Home").
      expect(manifest).toMatchObject({ start_url: '/home', scope: '/', display: 'standalone' });
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the static files carry the right types and sw.js is never cached by HTTP', async () => {
    const sw = await fetch(`${app.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    const manifest = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const csp = manifest.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const icon = await fetch(`${app.baseUrl}/icons/maskable-512.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  test('precached, works offline, and keeps no API response', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'pwa');
    expect(await controlledBySw(page)).toBe(`${app.baseUrl}/sw.js`);

    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#fbfaf7');

    // Use the app online: a save, another view, the reader's chunk from a navigation.
    await page.getByLabel('URL', { exact: true }).fill('https://example.org/pwa/offline');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('a[href^="https://example.org/pwa/offline?"]').first().waitFor();
    await page.goto('/saves/archive');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const caches = await cachedUrls(page);
    const precache = Object.entries(caches).find(([name]) => name.startsWith('workbox-precache'));
    expect(precache, JSON.stringify(Object.keys(caches))).toBeDefined();
    const precached = precache?.[1] ?? [];
    expect(precached.some((url) => url.startsWith('/index.html'))).toBe(true);
    const entry = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '',
    );
    expect(precached).toContain(new URL(entry).pathname);
    expect(precached.some((url) => /\.(woff2?|map)$/.test(url))).toBe(false);
    const everyUrl = Object.values(caches).flat();
    expect(everyUrl.filter((url) => /^\/(graphql|api\/|v3\/)/.test(url))).toEqual([]);

    // Offline: a reload still shows the app shell, not Chromium's offline page.
    await page.context().setOffline(true);
    await page.reload();
    await page.locator('#root > *').first().waitFor();
    expect(await page.title()).toContain('Satchel');
    await screenshot(page, 'pwa-offline-reload');
    await page.context().setOffline(false);

    // The browser's UI colour follows the theme: sepia's page background.
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'sepia'));
    await page.reload();
    await expect
      .poll(() => page.locator('meta[name="theme-color"]').getAttribute('content'))
      .toBe('#f5eddd');
  });

  test('images come from the satchel-offline-* caches, which one message deletes', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'pwaimages');
    await controlledBySw(page);
    const imageUrl = '/image-cache?url=https%3A%2F%2Fexample.org%2Fpicture.png&sig=e2e';
    await page.evaluate(async (url) => {
      const png = await (await fetch('/icons/icon-192.png')).blob();
      const cache = await caches.open('satchel-offline-images-e2e');
      await cache.put(url, new Response(png, { headers: { 'content-type': 'image/png' } }));
    }, imageUrl);

    await page.context().setOffline(true);
    const width = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return image.naturalWidth;
    }, imageUrl);
    expect(width).toBe(192);
    await page.context().setOffline(false);

    const remaining = await page.evaluate(async () => {
      const controller = navigator.serviceWorker.controller;
      if (!controller) throw new Error('No service worker controls the page');
      const channel = new MessageChannel();
      const done = new Promise((resolve) => (channel.port1.onmessage = resolve));
      controller.postMessage({ type: 'satchel:clear-user-data' }, [channel.port2]);
      await done;
      return caches.keys();
    });
    expect(remaining.filter((name) => name.startsWith('satchel-offline-'))).toEqual([]);
    expect(remaining.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });
});
