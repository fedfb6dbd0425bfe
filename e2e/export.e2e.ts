/**
 * "Export your library" end to end: a user saves a fixture page and tags it, opens /account,
 * clicks the export link, and the download is a ZIP in Pocket's export format holding that save.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';
import { screenshot, signedInPage, startApp, type TestApp } from './harness.js';
import { saveUrlAs } from './page-graphql.js';

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

const TITLE = 'Get your Frontend JavaScript Code Covered';

const card = (page: Page) =>
  page.getByRole('main').getByRole('article', { name: new RegExp(TITLE) });

describe('export', () => {
  test('the /account export link downloads the library as a Pocket-format ZIP', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'export');
    const url = fixtures.url('/articles/001/');
    await saveUrlAs(page, url);
    await page.goto('/saves');
    await card(page).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Detail view' }).click();

    // Tag it through the tagging dialog, as a user would.
    await card(page).getByRole('button', { name: 'Tag', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tags' });
    const field = dialog.getByRole('combobox');
    await field.fill('Exported');
    await field.press('Enter');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Tags saved').first().waitFor();

    await page.goto('/account');
    const link = page.getByRole('link', { name: /Export your library/ });
    await link.waitFor();
    await expect(link.textContent()).resolves.toContain(
      "A ZIP in Pocket's export format: your saves, tags, highlights and lists.",
    );
    await screenshot(page, 'account-export');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^satchel-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'part_000000.csv']));
    const rows = parse<Record<string, string>>(strFromU8(files['part_000000.csv']!), {
      columns: true,
    });
    expect(rows).toEqual([
      {
        title: expect.stringContaining(TITLE) as string,
        url,
        time_added: expect.stringMatching(/^\d{10}$/) as string,
        tags: 'exported',
        status: 'unread',
        favorite: '0',
      },
    ]);
    // The page is still the account page: the download did not navigate away.
    expect(new URL(page.url()).pathname).toBe('/account');
  });
});
