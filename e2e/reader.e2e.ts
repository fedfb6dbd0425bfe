import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  RESULTS_DIR,
  screenshot,
  screenshotOnFailure,
  signUp,
  startApp,
} from './harness.js';
import { gql } from './page-graphql.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  [app, fixtures] = await Promise.all([
    startApp({ ALLOW_PRIVATE_FETCH: '1' }),
    startFixtureServer(),
  ]);
});

afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

/** Saves a URL through GraphQL and returns its numeric item id. */
async function save(page: Page, url: string): Promise<string> {
  const data = await gql<{ upsertSavedItem: { id: string } }>(
    page,
    `mutation ($input: SavedItemUpsertInput!) {
      upsertSavedItem(input: $input) { id item { ... on Item { itemId } } }
    }`,
    { input: { url } },
  );
  return String(data.upsertSavedItem.id);
}

async function signedInPage(
  onTestFailed: Parameters<typeof screenshotOnFailure>[0],
  name: string,
): Promise<Page> {
  const page = await app.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  await signUp(page, newAccount('reader'));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  return page;
}

const article = (page: Page) => page.getByTestId('article-content');

/** The save's status as the server has it. */
async function status(page: Page, id: string): Promise<string> {
  const data = await gql<{ readerSlug: { savedItem: { status: string } } }>(
    page,
    `query ($id: ID!) { readerSlug(slug: $id) { savedItem { status } } }`,
    { id },
  );
  return data.readerSlug.savedItem.status;
}
const computed = (page: Page, property: 'fontSize' | 'maxWidth') =>
  page
    .locator('article[aria-labelledby="reader-title"]')
    .evaluate((el, prop) => getComputedStyle(el)[prop], property);

describe('reader', () => {
  test('reads a saved article, changes the font size, archives it', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'reader-article');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const id = await save(page, fixtures.url('/articles/mozilla-1/'));
    expect(id).toMatch(/^\d+$/);
    // Opened at once: the reader shows its pending state and polls until the article is parsed.
    await page.goto(`/read/${id}`);
    const title = page.getByRole('heading', { level: 1, name: /Firefox/ });
    await title.waitFor({ timeout: 30_000 });
    expect(await article(page).locator('p').count()).toBeGreaterThan(3);
    const viewOriginal = page.getByRole('link', { name: 'View original' });
    expect(await viewOriginal.getAttribute('target')).toBe('_blank');
    expect(await viewOriginal.getAttribute('href')).toContain('utm_source=satchel_reader');
    expect(await page.getByText('Mozilla', { exact: true }).count()).toBeGreaterThan(0);

    // Font size: default index 3 (25 px), +1 from the panel, +1 with ctrl+=.
    expect(await computed(page, 'fontSize')).toBe('25px');
    await screenshot(page, 'reader-light');
    await page.getByRole('button', { name: 'Display settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Display settings' });
    await panel.waitFor();
    await screenshot(page, 'reader-settings-panel');
    await panel.getByRole('button', { name: 'Increase font size' }).click();
    await expect.poll(() => computed(page, 'fontSize')).toBe('28px');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Equal');
    await expect.poll(() => computed(page, 'fontSize')).toBe('32px');
    expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBe('5');
    await page.reload();
    await title.waitFor({ timeout: 15_000 });
    expect(await computed(page, 'fontSize')).toBe('32px');

    // A free user: alt+= is not bound (column width stays), premium fonts are locked.
    const width = await computed(page, 'maxWidth');
    await page.keyboard.press('Alt+Equal');
    await page.waitForTimeout(200);
    expect(await computed(page, 'maxWidth')).toBe(width);
    await page.getByRole('button', { name: 'Display settings' }).click();
    const vollkorn = panel.getByRole('radio', { name: /Vollkorn/ });
    expect(await vollkorn.getAttribute('aria-disabled')).toBe('true');
    await vollkorn.click({ force: true });
    expect(await vollkorn.getAttribute('aria-checked')).toBe('false');
    expect(await panel.getByRole('button', { name: 'Wider column' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/premium',
    );
    // The free Inter stand-in (graphik) can be chosen.
    await panel.getByRole('radio', { name: /Graphik/ }).click();
    await expect
      .poll(() =>
        page
          .locator('article[aria-labelledby="reader-title"]')
          .evaluate((el) => getComputedStyle(el).fontFamily),
      )
      .toContain('Inter');

    // Themes.
    await panel.getByRole('radio', { name: 'Dark' }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'reader-dark');
    await page.getByRole('button', { name: 'Display settings' }).click();
    await panel.getByRole('radio', { name: 'Sepia' }).click();
    await panel.getByRole('radio', { name: /Blanco/ }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'reader-sepia');

    // Archive from the toolbar.
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'Re-add to Saves' }).waitFor();
    await expect
      .poll(async () => {
        const data = await gql<{ readerSlug: { savedItem: { status: string } } }>(
          page,
          `query ($id: ID!) { readerSlug(slug: $id) { savedItem { status isArchived } } }`,
          { id },
        );
        return data.readerSlug.savedItem.status;
      })
      .toBe('ARCHIVED');
    expect(errors).toEqual([]);
  });

  test('archive in the reader says so with Undo; Undo puts the save back in Saves', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'reader-archive-undo');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const id = await save(page, fixtures.url('/articles/wikipedia-2/'));
    await page.goto(`/read/${id}`);
    await page.getByTestId('article-content').waitFor({ timeout: 30_000 });
    const toasts = page.getByRole('region', { name: /Notifications/ });

    // The toolbar's Archive: the icon turns into "Re-add to Saves" and a toast says it in words.
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'Re-add to Saves' }).waitFor();
    const archived = toasts.getByRole('listitem').filter({ hasText: 'Archived' });
    await archived.waitFor();
    await page.screenshot({ path: join(RESULTS_DIR, 'reader-archived-toast-1280.png') });
    await expect.poll(() => status(page, id)).toBe('ARCHIVED');

    // Undo: the reader shows Archive again, and the save is back in Saves.
    await archived.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Archive' }).waitFor();
    await expect.poll(() => status(page, id)).toBe('UNREAD');
    await page.getByRole('link', { name: 'Back to Saves' }).click();
    await page.waitForURL((url) => url.pathname === '/saves');
    await expect
      .poll(() => page.getByRole('main').getByRole('article').count(), { timeout: 15_000 })
      .toBe(1);

    // a in the reader (phone width): the toast outlives the reader, Undo works from Saves.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/read/${id}`);
    await page.getByTestId('article-content').waitFor({ timeout: 15_000 });
    await page.keyboard.press('a');
    const again = toasts.getByRole('listitem').filter({ hasText: 'Archived' });
    await again.waitFor();
    await page.screenshot({ path: join(RESULTS_DIR, 'reader-archived-toast-390.png') });
    await page.keyboard.press('b');
    await page.waitForURL((url) => url.pathname === '/saves');
    await page.getByText('Your saves will show up here').waitFor();
    await again.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => status(page, id)).toBe('UNREAD');
    await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('a hostile page runs no script in the reader', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'reader-xss');
    const id = await save(page, fixtures.url('/xss.html'));
    await page.goto(`/read/${id}`);
    await page.getByRole('heading', { level: 1, name: 'A perfectly innocent article' }).waitFor({
      timeout: 30_000,
    });
    await article(page).locator('p').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    const report = await article(page).evaluate((root) => ({
      scripts: root.querySelectorAll('script').length,
      handlers: Array.from(root.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((attr) => attr.name.toLowerCase().startsWith('on'))
          .map((attr) => `${el.tagName}[${attr.name}]`),
      ),
      jsLinks: Array.from(root.querySelectorAll('[href],[src],[action]')).filter((el) =>
        /javascript:/i.test(
          el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '',
        ),
      ).length,
      paragraphs: root.querySelectorAll('p').length,
    }));
    expect(report).toEqual({ scripts: 0, handlers: [], jsLinks: 0, paragraphs: report.paragraphs });
    expect(report.paragraphs).toBeGreaterThan(3);
    expect(await page.locator('iframe[src*="evil.invalid"]').count()).toBe(0);
    expect(await page.locator('script[src*="evil.invalid"]').count()).toBe(0);
  });

  test('an unknown id shows "not found"; a deleted save offers to save it again', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'reader-fallback');
    await page.goto('/read/999999999');
    await page.getByRole('heading', { name: 'Item not found' }).waitFor({ timeout: 15_000 });

    const id = await save(page, fixtures.url('/articles/wikipedia-2/'));
    await page.goto(`/read/${id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.getByTestId('article-content').waitFor({ timeout: 30_000 });
    // d deletes, goes back to Saves and offers Undo.
    await page.keyboard.press('d');
    await page.waitForURL((url) => url.pathname === '/saves', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await screenshot(page, 'reader-deleted-toast');
    // Undo brings it back (the toast lives on after the reader); delete it again.
    const restored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('ItemUnDelete'),
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await (await restored).json()).errors).toBeUndefined();
    await page.goto(`/read/${id}`);
    await page.getByTestId('article-content').waitFor({ timeout: 15_000 });
    await page.keyboard.press('d');
    await page.waitForURL((url) => url.pathname === '/saves', { timeout: 10_000 });
    await page.goto(`/read/${id}`);
    await page.getByText('This item is not in your Saves.').waitFor({ timeout: 15_000 });
    await screenshot(page, 'reader-interstitial');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('article-content').waitFor({ timeout: 15_000 });
  });
});
