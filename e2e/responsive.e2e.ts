/**
 * Responsive layout end to end (docs/PRODUCT.md §9 breakpoints, wide content 1128 px;
 * docs/POCKET-COMPATIBILITY.md §4.3): Saves with real saves at every breakpoint width in grid and
 * list, without horizontal overflow, the content clamped at 1128 px, screenshots in each theme, the
 * save-a-URL bottom sheet on a handset, and Pocket's legacy preference keys migrated on the very
 * first load.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import { join } from 'node:path';
import {
  newAccount,
  RESULTS_DIR,
  screenshot,
  screenshotOnFailure,
  signUp,
  startApp,
} from './harness.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  const env = { ALLOW_PRIVATE_FETCH: '1' };
  app = await startApp(env).catch(() => startApp(env));
});

afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

/** docs/PRODUCT.md §9 breakpoints, plus a large desktop. */
const WIDTHS = [359, 399, 479, 599, 719, 839, 959, 1023, 1279, 1440];
const THEMES = ['light', 'dark', 'sepia'] as const;
const SAVES = [
  '/articles/001/',
  '/articles/firefox-nightly-blog/',
  '/articles/mozilla-1/',
  '/articles/medium-1/',
  '/articles/wikipedia-2/',
  '/articles/bbc-1/',
  '/articles/nytimes-1/',
  '/missing',
];

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** Waits two frames, so layout after a resize or a click has settled before it is measured. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Sets the window width (900 px high) and reloads: the cards measure their container once on mount (later
 * resizes are debounced, docs/PRODUCT.md §9), so a fresh load gives the layout of that width at
 * once.
 */
async function openAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.reload();
  // Cards are virtualised: those near the window are rendered, not necessarily all of them.
  await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBeGreaterThan(2);
  await settle(page);
}

/** Waits until the element's own animations (e.g. a dialog sliding in) have finished. */
async function animationsDone(page: Page, selector: string) {
  await page.evaluate(
    (sel) =>
      Promise.all(
        [...document.querySelectorAll(sel)].flatMap((el) =>
          el.getAnimations().map((animation) => animation.finished),
        ),
      ).then(() => undefined),
    selector,
  );
}

/** Resizes without reloading (for fixed overlays such as dialogs). */
async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await settle(page);
}

async function setLayout(page: Page, mode: 'Grid' | 'List' | 'Detail') {
  const button = page.getByRole('group', { name: 'Layout' }).getByRole('button', {
    name: `${mode} view`,
  });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  await settle(page);
}

/** How far the page scrolls sideways (0 = no horizontal overflow). */
function overflow(page: Page) {
  // Against the window width and, stricter where a scrollbar takes room, the viewport's.
  return page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth - window.innerWidth, root.scrollWidth - root.clientWidth);
  });
}

/** The horizontal extent of everything visible inside `selector` (left of first, right of last). */
function contentExtent(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return { left: 0, right: 0, width: 0 };
    let left = Infinity;
    let right = -Infinity;
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      left = Math.min(left, box.left);
      right = Math.max(right, box.right);
    }
    return { left, right, width: right - left };
  }, selector);
}

/** Distinct left edges of the cards in the first row: the number of grid columns. */
function columns(page: Page) {
  return cards(page).evaluateAll((nodes) => {
    const boxes = nodes.map((n) => n.getBoundingClientRect());
    const top = Math.min(...boxes.map((b) => b.top));
    return new Set(boxes.filter((b) => Math.abs(b.top - top) < 2).map((b) => Math.round(b.left)))
      .size;
  });
}

/** Saves SAVES through the form on Saves and waits until every one is fetched (or failed). */
async function seed(page: Page) {
  const form = page.getByRole('region', { name: 'Save a URL' });
  const field = form.getByLabel('URL', { exact: true });
  for (const path of SAVES) {
    await field.fill(fixtures.url(path));
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('section[aria-label="Save a URL"] input')
          ?.value === '',
      undefined,
      { timeout: 15_000 },
    );
  }
  await page.waitForFunction(
    (count) => document.querySelectorAll('main article').length === count,
    SAVES.length,
    { timeout: 30_000 },
  );
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((node) =>
        node.textContent?.includes('Fetching'),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

describe('the saves views strip on a phone', () => {
  test('shows that it scrolls: a faded edge and an arrow on the side with more', async ({
    onTestFailed,
  }) => {
    const phone = await app.newPage();
    screenshotOnFailure(onTestFailed, phone, 'views-strip');
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    await signUp(phone, newAccount('strip'));
    await phone.waitForURL((url) => url.pathname === '/saves');
    await phone.setViewportSize({ width: 390, height: 800 });
    await phone.reload();
    const nav = phone.getByRole('navigation', { name: 'Saves views' });
    await nav.waitFor();
    const strip = phone.getByTestId('scroll-strip').filter({ has: nav });
    const more = strip.locator('button[title="Scroll for more"]');
    const back = strip.locator('button[title="Scroll back"]');
    const scroller = (property: 'scrollLeft' | 'maskImage') =>
      nav.evaluate((el, prop) => {
        const box = el.parentElement as HTMLElement;
        return prop === 'scrollLeft' ? box.scrollLeft : getComputedStyle(box).maskImage;
      }, property);

    // At the start: more to the right, said by the fade and the arrow; nothing to the left.
    await expect.poll(() => strip.getAttribute('data-overflow')).toBe('end');
    expect(await more.isVisible()).toBe(true);
    expect(await back.count()).toBe(0);
    expect(await scroller('maskImage')).toContain('linear-gradient');
    await phone.screenshot({ path: join(RESULTS_DIR, 'views-strip-390.png') });

    // The arrow scrolls; then both sides have more, or only the start once at the end.
    await more.click();
    await expect.poll(() => scroller('scrollLeft')).toBeGreaterThan(50);
    await expect.poll(() => strip.getAttribute('data-overflow')).toMatch(/^(both|start)$/);
    await back.waitFor();
    await nav.evaluate((el) => {
      const box = el.parentElement as HTMLElement;
      box.scrollLeft = box.scrollWidth;
    });
    await expect.poll(() => strip.getAttribute('data-overflow')).toBe('start');
    expect(await more.count()).toBe(0);
    await phone.screenshot({ path: join(RESULTS_DIR, 'views-strip-390-end.png') });

    // Opening a view at the far end brings its entry into the strip's view.
    await phone.goto('/saves/tags');
    const tags = nav.getByRole('link', { name: 'Tags', exact: true });
    await expect.poll(() => tags.getAttribute('aria-current')).toBe('page');
    // The strip reveals it after the page renders (the tags page's code loads on demand).
    const inView = () =>
      tags.evaluate((link) => {
        const box = (link.closest('nav')!.parentElement as HTMLElement).getBoundingClientRect();
        const entry = link.getBoundingClientRect();
        return entry.left >= box.left && entry.right <= box.right;
      });
    await expect.poll(inView).toBe(true);

    // A desktop: a column, nothing to scroll, no arrows.
    await phone.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => strip.getAttribute('data-overflow')).toBe('none');
    expect((await more.count()) + (await back.count())).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('responsive layout', () => {
  // One account with the seeded saves, shared by the tests below (each sets its own width,
  // theme and layout).
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    page = await app.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page, newAccount('responsive'));
    await page.waitForURL((url) => url.pathname === '/saves');
    await seed(page);
  }, 120_000);

  afterAll(() => {
    expect(errors).toEqual([]);
  });

  test('Saves at every breakpoint: no sideways scrolling, columns, 1128 px content', async ({
    onTestFailed,
  }) => {
    screenshotOnFailure(onTestFailed, page, 'responsive-breakpoints');
    for (const width of WIDTHS) {
      await openAt(page, width);
      for (const mode of ['Grid', 'List'] as const) {
        await setLayout(page, mode);
        expect({ width, mode, overflow: await overflow(page) }).toEqual({
          width,
          mode,
          overflow: 0,
        });
        const cols = await columns(page);
        if (mode === 'List') expect({ width, cols }).toEqual({ width, cols: 1 });
        // docs/POCKET-COMPATIBILITY.md §4.3: 3 columns on desktops, 1 on small handsets.
        if (mode === 'Grid' && width >= 1023) expect({ width, cols }).toEqual({ width, cols: 3 });
        if (mode === 'Grid' && width <= 599) expect({ width, cols }).toEqual({ width, cols: 1 });
      }
    }

    // Large desktop: the header and the page content stay within the 1128 px wide column,
    // centred in the window.
    await setLayout(page, 'Grid');
    await openAt(page, 1440);
    for (const selector of ['main', 'body > #root header']) {
      const extent = await contentExtent(page, selector);
      expect(extent.width).toBeLessThanOrEqual(1128);
      expect(extent.width).toBeGreaterThan(1000);
      expect(Math.abs(extent.left - (1440 - extent.right))).toBeLessThanOrEqual(40);
    }
  }, 120_000);

  test.each(THEMES)(
    'screenshots in %s: Saves at each breakpoint, the save-a-URL sheet and dialog',
    async (theme) => {
      await page.evaluate((mode) => localStorage.setItem('pocket-color-mode', mode), theme);
      await setLayout(page, 'Grid');
      for (const width of WIDTHS) {
        await openAt(page, width);
        expect(await page.evaluate(() => document.documentElement.className)).toContain(
          `colormode-${theme}`,
        );
        await screenshot(page, `responsive-saves-${width}-${theme}`);
      }
      await setLayout(page, 'List');
      for (const width of [359, 599, 959]) {
        await openAt(page, width);
        await screenshot(page, `responsive-saves-list-${width}-${theme}`);
      }
      await setLayout(page, 'Detail');
      for (const width of [359, 599, 959]) {
        await openAt(page, width);
        expect({ width, overflow: await overflow(page) }).toEqual({ width, overflow: 0 });
        await screenshot(page, `responsive-saves-detail-${width}-${theme}`);
      }
      await setLayout(page, 'Grid');

      // The save-a-URL modal is a bottom sheet on a handset, full width, on the bottom edge.
      await openAt(page, 399);
      await page.getByRole('button', { name: 'Save a URL' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save a URL' });
      await dialog.waitFor();
      await animationsDone(page, '[role="dialog"]');
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      expect(Math.round(box!.x)).toBe(0);
      expect(Math.round(box!.width)).toBe(399);
      expect(Math.round(box!.y + box!.height)).toBe(900);
      await page.screenshot({ path: join(RESULTS_DIR, `responsive-save-sheet-399-${theme}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // …and a centred dialog of at most 552 px on a desktop.
      await setWidth(page, 1279);
      await page.getByRole('button', { name: 'Save a URL' }).click();
      await dialog.waitFor();
      await animationsDone(page, '[role="dialog"]');
      const wide = await dialog.boundingBox();
      expect(wide!.width).toBeLessThanOrEqual(552);
      expect(Math.abs(wide!.x + wide!.width / 2 - 1279 / 2)).toBeLessThanOrEqual(2);
      await page.screenshot({
        path: join(RESULTS_DIR, `responsive-save-dialog-1279-${theme}.png`),
      });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    120_000,
  );

  test('the reader on a handset and a desktop: no sideways scrolling', async ({ onTestFailed }) => {
    screenshotOnFailure(onTestFailed, page, 'responsive-reader');
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'light'));
    await openAt(page, 1279);
    const first = cards(page).filter({ hasText: /Code Covered/ });
    await first.getByRole('link').first().click();
    await page.waitForURL('**/read/**');
    for (const width of [359, 599, 1279]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      expect({ width, overflow: await overflow(page) }).toEqual({ width, overflow: 0 });
      await screenshot(page, `responsive-reader-${width}`);
    }
    await page.goto('/saves');
  }, 60_000);
});

describe('legacy preferences', () => {
  test('legacy preference keys: painted on the first load, then migrated once', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'responsive-legacy');
    await signUp(page, newAccount('legacy'));
    await page.waitForURL((url) => url.pathname === '/saves');
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('theme', 'sepia');
      localStorage.setItem('list_mode', 'list');
    });

    // Before the app's script runs, the pre-paint script already shows the legacy theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toContain(
      'colormode-sepia',
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('sepia');
    await page.unroute('**/assets/*.js');

    // With the app: migrated to the current keys, legacy keys removed, both applied.
    await page.reload();
    const list = page.getByRole('group', { name: 'Layout' }).getByRole('button', {
      name: 'List view',
    });
    await expect.poll(() => list.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.className)).toContain(
      'colormode-sepia',
    );
    expect(
      await page.evaluate(() => ({
        theme: localStorage.getItem('theme'),
        listMode: localStorage.getItem('list_mode'),
        color: localStorage.getItem('pocket-color-mode'),
        layout: localStorage.getItem('pocket-list-mode'),
      })),
    ).toEqual({ theme: null, listMode: null, color: 'sepia', layout: 'list' });

    // An invalid legacy value gives the first valid one; a current value is never overwritten.
    await page.evaluate(() => {
      localStorage.setItem('theme', 'midnight');
      localStorage.removeItem('pocket-color-mode');
      localStorage.setItem('list_mode', 'detail');
    });
    await page.reload();
    await expect.poll(() => list.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.className)).toContain(
      'colormode-light',
    );
    expect(
      await page.evaluate(() => [
        localStorage.getItem('pocket-color-mode'),
        localStorage.getItem('pocket-list-mode'),
        localStorage.getItem('theme'),
        localStorage.getItem('list_mode'),
      ]),
    ).toEqual(['light', 'list', null, null]);
  });
});
