// Save a URL under pressure: URLs pasted and submitted while earlier ones are still saving are
// all sent, in order, each with its own state; a refusal keeps its text and error; a host that
// cannot be reached shows "Couldn't load this page" within seconds, not after minutes of retries.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { screenshot, signedInPage, startAppWithFixtures, stopAppWithFixtures } from './harness.js';
import type { TestApp } from './harness.js';
import type { FixtureServer } from './fixture-server.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
});

afterAll(async () => {
  await stopAppWithFixtures(app, fixtures);
});

/**
 * Holds every ItemUpsert request for `ms` before it goes on to the real server, as a slow network
 * would, so that later submissions are made while earlier ones are still on their way.
 */
async function slowSaves(page: Page, ms: number): Promise<void> {
  await page.unroute('**/graphql');
  await page.route('**/graphql', async (route: Route) => {
    if (route.request().postData()?.includes('ItemUpsert')) {
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await route.continue();
  });
}

/** The URLs of the user's saves, newest first. */
async function savedUrls(page: Page): Promise<string[]> {
  const data = await gql<{ user: { savedItems: { edges: Array<{ node: { url: string } }> } } }>(
    page,
    `{ user { savedItems(pagination: { first: 50 }, sort: { sortBy: CREATED_AT, sortOrder: DESC }) {
        edges { node { url } } } } }`,
  );
  return data.user.savedItems.edges.map((edge) => edge.node.url);
}

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const FIXTURES = ['001', '003-metadata-preferred', '005-unescape-html-entities', 'aktualne'];

describe('Save a URL', () => {
  test('five URLs submitted in quick succession are all saved, in order', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'save-burst');
    const bar = page.getByRole('region', { name: 'Save a URL' });
    const field = bar.getByLabel('URL', { exact: true });
    const pending = bar.getByRole('list', { name: 'Saves in progress' });
    await slowSaves(page, 700);

    const urls = [
      ...FIXTURES.map((name) => fixtures.url(`/articles/${name}/`)),
      fixtures.url('/missing/fifth-page'),
    ];
    for (const url of urls) {
      await field.fill(url);
      await field.press('Enter');
    }
    // Each earlier URL has its own "Saving…" row; the last one is in the field, its button busy.
    await expect.poll(() => pending.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await field.inputValue()).toBe(urls[4]);
    expect(await pending.textContent()).toContain('Saving…');
    await screenshot(page, 'save-a-url-pending-1280');

    // All five reach the server, in the order submitted (newest first in the list), and the
    // field clears once the URL it holds is accepted.
    await expect.poll(() => savedUrls(page), { timeout: 20_000 }).toHaveLength(5);
    expect(await savedUrls(page)).toEqual([...urls].reverse());
    await page.waitForFunction(
      () => document.querySelectorAll('main article').length === 5,
      undefined,
      { timeout: 10_000 },
    );
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await pending.getByRole('listitem').count()).toBe(0);
    expect(await bar.getByRole('alert').count()).toBe(0);

    // On a phone, the same bar with several saves on their way.
    await page.setViewportSize({ width: 390, height: 844 });
    await slowSaves(page, 1_500);
    const more = ['/missing/phone-one', '/missing/phone-two', '/missing/phone-three'].map((path) =>
      fixtures.url(path),
    );
    for (const url of more) {
      await field.fill(url);
      await field.press('Enter');
    }
    await expect.poll(() => pending.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    // The card grid re-lays itself out after a debounced resize, so wait for that to settle;
    // the bar itself must then fit the phone without sideways scrolling.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { timeout: 5_000 },
      )
      .toBe(0);
    await screenshot(page, 'save-a-url-pending-390');
    await expect.poll(() => savedUrls(page), { timeout: 20_000 }).toHaveLength(8);
  });

  test('the g u dialog sends every URL too, and closes once they are saved', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'save-dialog-burst');
    await slowSaves(page, 500);
    await page.getByRole('button', { name: 'Save a URL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save a URL' });
    const field = dialog.getByLabel('URL', { exact: true });
    const urls = ['/missing/dialog-one', '/missing/dialog-two', '/missing/dialog-three'].map(
      (path) => fixtures.url(path),
    );
    // Pasted one after another: the text submitted stays selected, so a paste replaces it.
    await field.click();
    for (const url of urls) {
      await page.keyboard.insertText(url);
      await page.keyboard.press('Enter');
    }
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await savedUrls(page)).toEqual([...urls].reverse());
  });

  test('a refused URL keeps its text and shows why', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'save-refused');
    const bar = page.getByRole('region', { name: 'Save a URL' });
    const field = bar.getByLabel('URL', { exact: true });

    // Not a URL: refused before anything is sent.
    await field.fill('not a url');
    await field.press('Enter');
    await expect.poll(() => bar.getByRole('alert').count()).toBe(1);
    expect(await field.inputValue()).toBe('not a url');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    // The network drops the request: the text stays, with the error, and Save sends it again.
    const url = fixtures.url('/missing/dropped-once');
    let drop = true;
    await page.route('**/graphql', async (route) => {
      if (drop && route.request().postData()?.includes('ItemUpsert')) {
        drop = false;
        return route.abort('connectionrefused');
      }
      return route.continue();
    });
    await field.fill(url);
    await field.press('Enter');
    await expect
      .poll(() => bar.getByRole('alert').textContent())
      .toMatch(/Could not save this URL/);
    expect(await field.inputValue()).toBe(url);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await savedUrls(page)).toEqual([url]);

    // A refusal that comes back after the user moved on stays listed, with its text and error.
    const refused = fixtures.url('/missing/refused-later');
    let droppedLater = false;
    await page.unroute('**/graphql');
    await page.route('**/graphql', async (route) => {
      if (!droppedLater && route.request().postData()?.includes('refused-later')) {
        droppedLater = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
        return route.abort('connectionrefused');
      }
      return route.continue();
    });
    await field.fill(refused);
    await field.press('Enter');
    await field.fill('https://example.org/still-typing');
    const row = bar.getByRole('list', { name: 'Saves in progress' }).getByRole('listitem');
    await expect.poll(() => row.textContent()).toMatch(/Could not save this URL/);
    expect(await row.textContent()).toContain(refused);
    expect(await field.inputValue()).toBe('https://example.org/still-typing');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'save-a-url-refused-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole('button', { name: `Retry saving ${refused}` }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await savedUrls(page)).toEqual([refused, url]);

    // A signed-out session: the server refuses, the text stays with the server's reason.
    await page.unroute('**/graphql');
    await page.context().clearCookies();
    const late = fixtures.url('/missing/signed-out');
    await field.fill(late);
    await field.press('Enter');
    await expect.poll(() => bar.getByRole('alert').count(), { timeout: 10_000 }).toBe(1);
    expect(await bar.getByRole('alert').textContent()).toMatch(/\S/);
    expect(await field.inputValue()).toBe(late);
  });

  test('unreachable hosts show "Couldn\'t load this page" within 5 s', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'save-unreachable');
    const bar = page.getByRole('region', { name: 'Save a URL' });
    const field = bar.getByLabel('URL', { exact: true });
    const saves = page.getByRole('list', { name: 'Saves' });

    const unreachable = [
      'http://nothing.invalid/article', // a name that never resolves
      `http://127.0.0.1:${await closedPort()}/article`, // a refused connection
    ];
    for (const url of unreachable) {
      await field.fill(url);
      await field.press('Enter');
      const deadline = Date.now() + 5_000;
      const card = saves.locator('article').filter({ has: page.locator(`a[href^="${url}"]`) });
      await card.waitFor({ timeout: 5_000 });
      await card
        .getByText(/Couldn.t load this page/)
        .waitFor({ timeout: Math.max(1, deadline - Date.now()) });
    }
    expect(await saves.getByText('Fetching…').count()).toBe(0);
    await screenshot(page, 'save-a-url-unreachable');
  });
});
