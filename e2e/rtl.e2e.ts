/**
 * Right-to-left articles (docs/PRODUCT.md §10.7): an Arabic page with dir="rtl" and no lang, saved
 * and opened, reads right to left in the reader (container, title) with lang="ar" found from its
 * letters; its card on /saves too; the byline keeps the Arabic names apart. Screenshots of the
 * reader at 1280 and 390 px in light, dark and sepia land in test-results/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARABIC_TITLE } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  screenshot,
  screenshotOnFailure,
  signUp,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
});
afterAll(() => stopAppWithFixtures(app, fixtures));

const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

async function signedInPage(onTestFailed: Parameters<typeof screenshotOnFailure>[0]) {
  const page = await app.newPage();
  screenshotOnFailure(onTestFailed, page, 'rtl-reader');
  await signUp(page, newAccount('rtl'));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  return page;
}

async function setTheme(page: Page, theme: 'light' | 'dark' | 'sepia') {
  await page.evaluate((mode) => localStorage.setItem('pocket-color-mode', mode), theme);
  await page.reload();
}

describe('right-to-left articles', () => {
  test('an Arabic page reads right to left in the reader and on its card', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed);
    const saved = await gql<{ upsertSavedItem: { id: string } }>(
      page,
      `mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
      { input: { url: fixtures.url('/arabic.html') } },
    );
    await page.goto(`/read/${saved.upsertSavedItem.id}`);
    const content = page.getByTestId('article-content');
    await content.waitFor({ timeout: 30_000 });
    expect(await direction(content)).toBe('rtl');
    expect(await content.getAttribute('lang')).toBe('ar');
    const title = page.locator('#reader-title');
    expect(await title.textContent()).toBe(ARABIC_TITLE);
    expect(await title.getAttribute('lang')).toBe('ar');
    expect(await direction(title)).toBe('rtl');
    // Title and text start at the same right edge: an RTL layout, not just the attribute.
    const [titleBox, contentBox] = await Promise.all([title.boundingBox(), content.boundingBox()]);
    expect(
      Math.abs(titleBox!.x + titleBox!.width - (contentBox!.x + contentBox!.width)),
    ).toBeLessThan(2);
    // Two authors, split at the Arabic comma and joined in Arabic, not with an English "and".
    const byline = page.getByText(/^By /);
    expect(await byline.locator('span').getAttribute('lang')).toBe('ar');
    expect(await byline.textContent()).toBe('By أحمد علي وسارة حسن');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark', 'sepia'] as const) {
        await setTheme(page, theme);
        await content.waitFor();
        await screenshot(page, `rtl-reader-arabic-${width}-${theme}`);
      }
    }
    await setTheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/saves');
    const card = page.getByRole('article', { name: ARABIC_TITLE });
    const cardTitle = card.getByRole('heading', { level: 2 });
    await cardTitle.waitFor();
    expect(await cardTitle.getAttribute('lang')).toBe('ar');
    expect(await cardTitle.getAttribute('dir')).toBe('rtl');
    expect(await direction(cardTitle)).toBe('rtl');
  });
});
