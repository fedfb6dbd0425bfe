/**
 * Saves views end to end: real article fetching from a loopback fixture server, the views and
 * their filters, card actions with undo (delete, archive, favorite), layouts and sort remembered across reloads, failed
 * pages, and screenshots of each layout in light and dark.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
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
import { gql, saveUrlAs } from './page-graphql.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  // The fixture server is on 127.0.0.1: the app may fetch private addresses. One retry: on a
  // busy machine the first start can miss the harness's readiness deadline.
  const env = { ALLOW_PRIVATE_FETCH: '1' };
  app = await startApp(env).catch(() => startApp(env));
});

afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

const FIRST = 'Get your Frontend JavaScript Code Covered';
const SECOND = 'Firefox Nightly';

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

function card(page: Page, title: string | RegExp) {
  return page.getByRole('article', { name: title });
}

async function saveUrl(page: Page, url: string) {
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  const dialog = page.getByRole('dialog', { name: 'Save a URL' });
  await dialog.waitFor();
  await dialog.getByLabel('URL', { exact: true }).fill(url);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function titles(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

async function cardAction(page: Page, title: string | RegExp, action: string) {
  const target = card(page, title);
  const inline = target.getByRole('button', { name: action, exact: true });
  if (await inline.count()) {
    await inline.click();
    return;
  }
  await target.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The toast region (Radix's viewport, "Notifications (F8)"). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The save's status and favorite flag as the server has them. */
async function serverState(page: Page, id: string) {
  const data = await gql<{ readerSlug: { savedItem: { status: string; isFavorite: boolean } } }>(
    page,
    `query ($id: ID!) { readerSlug(slug: $id) { savedItem { status isFavorite } } }`,
    { id },
  );
  return data.readerSlug.savedItem;
}

/** One GraphQL request of a page load: its operation and variables. */
interface SentOperation {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * Loads `path` cold (a full page load) and lists, in the order the browser saw them, the
 * requests of `operationName` whose variables match `isFirstQuery` and the arrival of the
 * `/v3/getuser` answer (the sign-in check), until `ready` and half a second more (a second
 * request from the page, at its mount, would be sent by then).
 */
async function bootOrder(
  page: Page,
  path: string,
  operationName: string,
  isFirstQuery: (variables: Record<string, unknown>) => boolean,
  ready: () => Promise<unknown>,
): Promise<string[]> {
  const events: string[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = request.postDataJSON() as SentOperation | null;
    if (body?.operationName === operationName && isFirstQuery(body.variables ?? {})) {
      events.push(`${operationName} sent`);
    }
  };
  const onResponse = (response: { url(): string }) => {
    if (new URL(response.url()).pathname === '/v3/getuser') events.push('getuser answered');
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await ready();
    await page.waitForTimeout(500);
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return events;
}

describe('saves views', () => {
  test('the start page asks for its data beside the sign-in check, once (saves, reader)', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'saves-boot-prefetch');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page, newAccount('boot'));
    await page.waitForURL((url) => url.pathname === '/saves');
    const id = await saveUrlAs(page, fixtures.url('/articles/001/'));
    // Parsed first, so both pages show the article (and the reader does not poll).
    await expect
      .poll(
        async () =>
          (
            await gql<{ readerSlug: { savedItem: { item: { parseStatus?: string } } } }>(
              page,
              `query ($id: ID!) {
                readerSlug(slug: $id) { savedItem { item { ... on Item { parseStatus } } } }
              }`,
              { id },
            )
          ).readerSlug.savedItem.item.parseStatus,
        { timeout: 30_000 },
      )
      .toBe('PARSED');

    // /saves: the first page of unread saves (the offline copies ask for 50, not 30).
    const saves = await bootOrder(
      page,
      '/saves',
      'GetSavedItems',
      (variables) =>
        JSON.stringify(variables.pagination) === '{"first":30}' &&
        JSON.stringify(variables.filter) === '{"statuses":["UNREAD"]}',
      () => card(page, new RegExp(FIRST)).waitFor(),
    );
    expect(saves).toEqual(['GetSavedItems sent', 'getuser answered']);

    // Oldest first, as chosen in the header (localStorage): the same one request, sorted so.
    await page.evaluate(() => localStorage.setItem('pocket-sort-options', '{"saves":"ASC"}'));
    const oldestFirst = await bootOrder(
      page,
      '/saves',
      'GetSavedItems',
      (variables) =>
        JSON.stringify(variables.pagination) === '{"first":30}' &&
        (variables.sort as { sortOrder?: string } | undefined)?.sortOrder === 'ASC',
      () => card(page, new RegExp(FIRST)).waitFor(),
    );
    expect(oldestFirst).toEqual(['GetSavedItems sent', 'getuser answered']);
    await page.evaluate(() => localStorage.removeItem('pocket-sort-options'));

    // /read/{id}: the reader's item (the offline copies ask for it by its reader slug).
    const reader = await bootOrder(
      page,
      `/read/${id}`,
      'GetReaderItemBySlug',
      (variables) => variables.id === id,
      () => page.getByTestId('article-content').waitFor({ timeout: 15_000 }),
    );
    expect(reader).toEqual(['GetReaderItemBySlug sent', 'getuser answered']);
    expect(errors).toEqual([]);
  });

  test('archive and favorite on a card say so, and Undo puts the save back', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'saves-undo');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page, newAccount('undo'));
    await page.waitForURL((url) => url.pathname === '/saves');
    const firstId = await saveUrlAs(page, fixtures.url('/articles/001/'));
    await saveUrlAs(page, fixtures.url('/articles/firefox-nightly-blog/'));
    await page.reload();
    await expect
      .poll(() => titles(page), { timeout: 30_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);

    // Archive: the card leaves Saves, "Archived · Undo"; Undo puts it back in its place.
    await cardAction(page, new RegExp(FIRST), 'Archive');
    const archived = toasts(page).getByRole('listitem').filter({ hasText: 'Archived' });
    await archived.waitFor();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND)]);
    await page.screenshot({ path: join(RESULTS_DIR, 'toast-archived-undo-1280.png') });
    await archived.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);
    await expect.poll(() => serverState(page, firstId)).toMatchObject({ status: 'UNREAD' });
    await page.reload();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);

    // Favorite: "Added to Favorites · Undo"; Undo takes the star off again.
    await cardAction(page, new RegExp(FIRST), 'Favorite');
    const favorited = toasts(page).getByRole('listitem').filter({ hasText: 'Added to Favorites' });
    await favorited.waitFor();
    await card(page, new RegExp(FIRST)).getByRole('img', { name: 'Favorite' }).waitFor();
    expect(await serverState(page, firstId)).toMatchObject({ isFavorite: true });
    await favorited.getByRole('button', { name: 'Undo' }).click();
    await card(page, new RegExp(FIRST))
      .getByRole('img', { name: 'Favorite' })
      .waitFor({ state: 'detached' });
    await expect.poll(() => serverState(page, firstId)).toMatchObject({ isFavorite: false });

    // A phone: the toast fits the screen and Undo works the same.
    await page.setViewportSize({ width: 390, height: 800 });
    // The grid lays its cards out again after the 100 ms resize debounce (docs/PRODUCT.md §9).
    await page.waitForTimeout(400);
    await cardAction(page, new RegExp(FIRST), 'Archive');
    const again = toasts(page).getByRole('listitem').filter({ hasText: 'Archived' });
    await again.waitFor();
    const box = await again.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(RESULTS_DIR, 'toast-archived-undo-390.png') });
    await again.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);
    await expect.poll(() => serverState(page, firstId)).toMatchObject({ status: 'UNREAD' });
    expect(errors).toEqual([]);
  });

  test('save, read titles, archive, favorite, delete with undo, layouts, sort', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'saves-views');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page, newAccount('views'));
    await page.waitForURL((url) => url.pathname === '/saves');
    await page.getByText('Your saves will show up here').waitFor();

    // Two real articles, saved through "g u"; they become readable with the page's title.
    await saveUrl(page, fixtures.url('/articles/001/'));
    await saveUrl(page, fixtures.url('/articles/firefox-nightly-blog/'));
    await expect
      .poll(() => titles(page), { timeout: 30_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);
    const firstLink = card(page, new RegExp(FIRST)).getByRole('link');
    expect(await firstLink.getAttribute('href')).toMatch(/^\/read\//);
    expect(await card(page, new RegExp(FIRST)).textContent()).toMatch(/\d+ min/);

    // Archive → leaves Saves, shows in Archive.
    await cardAction(page, new RegExp(FIRST), 'Archive');
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND)]);
    await page
      .getByRole('navigation', { name: 'Saves views' })
      .getByRole('link', { name: 'Archive' })
      .click();
    await page.waitForURL('**/saves/archive');
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(FIRST)]);

    // Favorite → shows in Favorites (archived favorites count; the Unread tab leaves it out).
    await cardAction(page, new RegExp(FIRST), 'Favorite');
    await card(page, new RegExp(FIRST)).getByRole('img', { name: 'Favorite' }).waitFor();
    await page.goto('/saves/favorites');
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(FIRST)]);
    await page
      .getByRole('navigation', { name: 'Filter Favorites' })
      .getByRole('link', { name: 'Unread' })
      .click();
    await page.getByText('No favorites yet').waitFor();

    // Delete → toast → Undo → back.
    await page.goto('/saves');
    await card(page, new RegExp(SECOND)).waitFor();
    await cardAction(page, new RegExp(SECOND), 'Delete');
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND)]);
    await page.reload();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND)]);

    // Layouts: chosen in the header, remembered across reloads.
    const layout = page.getByRole('group', { name: 'Layout' });
    for (const mode of ['List', 'Detail', 'Grid']) {
      await layout.getByRole('button', { name: `${mode} view` }).click();
      await page.reload();
      await card(page, new RegExp(SECOND)).waitFor();
      expect(
        await layout.getByRole('button', { name: `${mode} view` }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('pocket-list-mode'))).toBe(
        mode.toLowerCase(),
      );
    }

    // Sort oldest first in Archive + unread: put both in Saves, flip, reload.
    await page.goto('/saves/archive');
    await cardAction(page, new RegExp(FIRST), 'Re-add to Saves');
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual([]);
    await page.goto('/saves');
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);
    await page
      .getByRole('group', { name: 'Sort order' })
      .getByRole('button', { name: 'Oldest' })
      .click();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(FIRST), expect.stringContaining(SECOND)]);
    await page.reload();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(FIRST), expect.stringContaining(SECOND)]);
    expect(await page.evaluate(() => localStorage.getItem('pocket-sort-options'))).toBe(
      '{"saves":"ASC"}',
    );
    await page
      .getByRole('group', { name: 'Sort order' })
      .getByRole('button', { name: 'Newest' })
      .click();

    // A page that cannot be fetched: "Couldn't load this page" with Retry.
    await saveUrl(page, fixtures.url('/missing'));
    const failed = card(page, /missing/);
    await failed.getByText('Couldn’t load this page').waitFor({ timeout: 30_000 });
    await failed.getByRole('button', { name: 'Retry' }).click();
    await failed.getByText('Couldn’t load this page').waitFor({ timeout: 30_000 });

    // Unknown views are not found; ?pl_i opens the reader.
    await page.goto('/saves/tags/news/videos');
    await page.getByText(/couldn.t find that page/i).waitFor();
    await page.goto('/library/?pl_i=12345');
    await page.waitForURL('**/read/12345');
    expect(errors).toEqual([]);
  });

  test('screenshots of each layout in light and dark', async ({ onTestFailed }) => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await app.newPage({ colorScheme: scheme });
      screenshotOnFailure(onTestFailed, page, `saves-shots-${scheme}`);
      await signUp(page, newAccount(`shots${scheme}`));
      await page.waitForURL((url) => url.pathname === '/saves');
      await page.evaluate((mode) => localStorage.setItem('pocket-color-mode', mode), scheme);
      await page.reload();
      const field = page.getByLabel('URL', { exact: true });
      const names =
        scheme === 'light'
          ? [
              '/articles/001/',
              '/articles/firefox-nightly-blog/',
              '/articles/mozilla-1/',
              '/articles/medium-1/',
              '/articles/wikipedia-2/',
              '/missing',
            ]
          : ['/articles/wikipedia-4/', '/xss.html', '/articles/bbc-1/', '/missing'];
      for (const path of names) {
        await field.fill(fixtures.url(path));
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('');
      }
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Fetching' }).count(), {
          timeout: 30_000,
        })
        .toBe(0);
      for (const mode of ['Grid', 'List', 'Detail']) {
        await page.getByRole('button', { name: `${mode} view` }).click();
        await page.waitForTimeout(300);
        await screenshot(page, `saves-${mode.toLowerCase()}-${scheme}`);
      }
    }
  });
});
