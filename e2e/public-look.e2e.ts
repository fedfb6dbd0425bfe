/**
 * The public pages look like Satchel (docs/PRODUCT.md §10.2): a public list and a share page use
 * the product's self-hosted fonts with no request leaving the origin, an item without a picture
 * gets a designed tile, titles in any direction read right; signing up from a public list comes
 * back to it, and the new reader reports one item of the list. Screenshots of both pages at 1280
 * and 390 px in light, dark and sepia land in test-results/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ARABIC_TITLE } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  screenshot,
  screenshotOnFailure,
  signedInPage,
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

/** Every request the page makes, to check none leaves the app's origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The families of the loaded fonts and the computed families of body and h1. */
async function fontsOf(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const h1 = document.querySelector('h1')!;
    return {
      loaded: [...document.fonts]
        .filter((font) => font.status === 'loaded')
        .map((font) => font.family.replace(/"/g, '')),
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(h1).fontFamily,
      sans: document.fonts.check('16px "Inter Variable"'),
      serif: document.fonts.check(`600 16px "Literata Variable"`, h1.textContent ?? ''),
    };
  });
}

async function expectProductFonts(page: Page, requests: string[]) {
  const fonts = await fontsOf(page);
  expect(fonts.body).toMatch(/^"?Inter Variable/);
  expect(fonts.heading).toMatch(/^"?Literata Variable/);
  expect(fonts.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Literata Variable']));
  expect(fonts.sans && fonts.serif).toBe(true);
  const fontFiles = requests.filter((url) => /\.woff2(\?|$)/.test(url));
  expect(fontFiles.length).toBeGreaterThan(0);
  const origin = new URL(app.baseUrl).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
}

async function shootThemes(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark', 'sepia'] as const) {
      await page.evaluate((mode) => localStorage.setItem('pocket-color-mode', mode), theme);
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.className)).toBe(
        `colormode-${theme}`,
      );
      await screenshot(page, `${name}-${width}-${theme}`);
    }
  }
  await page.evaluate(() => localStorage.removeItem('pocket-color-mode'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('public pages look like Satchel', () => {
  test('a public list: product fonts, tiles for missing pictures, themes, sign up and come back, report one item', async ({
    onTestFailed,
  }) => {
    // The first account administers the instance: it owns the list and reads the reports.
    const owner = await signedInPage(app, onTestFailed, 'lookowner');
    const created = await gql<{ createAndAddToShareableList: { externalId: string } }>(
      owner,
      `mutation ($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!) {
        createAndAddToShareableList(listData: $listData, itemData: $itemData) { externalId } }`,
      {
        listData: { title: 'Slow reading', description: 'Pages worth an evening.' },
        itemData: [
          {
            itemId: '1',
            url: fixtures.url('/articles/001/'),
            title: 'With a picture',
            excerpt: 'This one has an image.',
            publisher: 'Fixture Press',
            imageUrl: fixtures.url('/image.png'),
          },
          {
            itemId: '2',
            url: fixtures.url('/articles/bbc-1/'),
            title: 'Without a picture',
            excerpt: 'This one has none.',
            publisher: 'Quiet Journal',
          },
          {
            itemId: '3',
            url: fixtures.url('/arabic.html'),
            title: ARABIC_TITLE,
            publisher: 'مجلة',
          },
        ],
      },
    );
    const externalId = created.createAndAddToShareableList.externalId;
    const published = await gql<{ updateShareableList: { slug: string } }>(
      owner,
      `mutation ($id: ID!) { updateShareableList(data: { externalId: $id, status: PUBLIC }) { slug } }`,
      { id: externalId },
    );
    const path = `/sharedlists/${externalId}/${published.updateShareableList.slug}`;

    const visitor = await app.newPage();
    screenshotOnFailure(onTestFailed, visitor, 'public-look-list');
    const requests = recordRequests(visitor);
    await visitor.goto(path);
    await visitor.getByRole('heading', { level: 1, name: 'Slow reading' }).waitFor();
    await expectProductFonts(visitor, requests);

    // No picture: a tile with the publisher's initial, not an empty grey box.
    const items = visitor.locator('.list-item');
    expect(await items.nth(1).locator('.thumb img').count()).toBe(0);
    const initial = items.nth(1).locator('.thumb-initial');
    expect(await initial.textContent()).toBe('Q');
    expect(await initial.isVisible()).toBe(true);
    // The Arabic title reads right to left inside the left-to-right page.
    const arabic = visitor.getByRole('heading', { level: 2, name: ARABIC_TITLE });
    expect(await arabic.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shootThemes(visitor, 'public-list');

    // Sign up from the page: the new account comes back to the list, signed in.
    await visitor.getByRole('link', { name: 'Sign up for Satchel' }).click();
    await visitor.waitForURL((url) => url.pathname === '/signup');
    const account = newAccount('returner');
    await visitor.getByLabel('Email', { exact: true }).fill(account.email);
    await visitor.getByLabel('Username (optional)').fill(account.username);
    await visitor.getByLabel('Password', { exact: true }).fill(account.password);
    await visitor.getByRole('button', { name: 'Sign up' }).click();
    await visitor.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
    await visitor.getByRole('button', { name: 'Save list Slow reading' }).waitFor();

    // Report one item of the list, beside the list's own report.
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.getByRole('button', { name: 'Report Without a picture' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Report this item' });
    await dialog.waitFor();
    await dialog.getByText('Why are you reporting “Without a picture”?').waitFor();
    await dialog.getByLabel('Misinformation').check();
    await dialog.getByLabel(/Anything our moderators should know/).fill('Made-up quotes.');
    await screenshot(visitor, 'public-list-item-report-dialog-1280-light');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('heading', { name: 'Thanks, we’ll review it' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The list's own report still says "list".
    await visitor.getByRole('button', { name: 'Report list' }).click();
    await visitor.getByRole('dialog', { name: 'Report this list' }).waitFor();
    await visitor.keyboard.press('Escape');
    expect(errors).toEqual([]);

    const reported = await gql<{
      adminReportedLists: {
        lists: Array<{
          externalId: string;
          reports: Array<{ reason: string; comment: string; item: { title: string } | null }>;
        }>;
      };
    }>(
      owner,
      `{ adminReportedLists { lists { externalId reports { reason comment item { title } } } } }`,
    );
    expect(
      reported.adminReportedLists.lists.find((entry) => entry.externalId === externalId)?.reports,
    ).toEqual([
      {
        reason: 'MISINFORMATION',
        comment: 'Made-up quotes.',
        item: { title: 'Without a picture' },
      },
    ]);
  });

  test('a share page: product fonts, no outside request, themes', async ({ onTestFailed }) => {
    const sharer = await signedInPage(app, onTestFailed, 'looksharer');
    const created = await gql<{ createShareLink: { slug: string } }>(
      sharer,
      `mutation ($target: ValidUrl!, $context: ShareContextInput) {
        createShareLink(target: $target, context: $context) { slug } }`,
      {
        target: fixtures.url('/articles/001/'),
        context: { note: 'Read the second half slowly.' },
      },
    );
    const visitor = await app.newPage();
    screenshotOnFailure(onTestFailed, visitor, 'public-look-share');
    const requests = recordRequests(visitor);
    await visitor.goto(`/share/${created.createShareLink.slug}`);
    await visitor.getByText('Read the second half slowly.').waitFor();
    await expectProductFonts(visitor, requests);
    await shootThemes(visitor, 'share-page');
  });
});
