/**
 * /save from another site (docs/PRODUCT.md §10.9 "/save links"): a meta refresh or a script's
 * `location.href` on another origin lands on /save without a click, and nothing is saved until
 * the user chooses Save; a link the user clicks there saves at once. The other site is a second
 * local server on `localhost` (the app is on 127.0.0.1, another site to the browser).
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signedInPage, startAppWithFixtures, stopAppWithFixtures } from './harness.js';
import type { TestApp } from './harness.js';
import type { FixtureServer } from './fixture-server.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let fixtures: FixtureServer;
let otherSite: Server;
let otherOrigin: string;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Another site's pages, each sending the browser to `to` in its own way. */
function otherSitePage(kind: string, to: string): string {
  const head = '<!doctype html><html><head><meta charset="utf-8"><title>Elsewhere</title>';
  if (kind === 'meta')
    return `${head}<meta http-equiv="refresh" content="0;url=${escapeHtml(to)}"></head><body>…</body></html>`;
  if (kind === 'script')
    return `${head}</head><body><script>location.href = ${JSON.stringify(to)};</script></body></html>`;
  return `${head}</head><body><p><a href="${escapeHtml(to)}">Save this article to Satchel</a></p></body></html>`;
}

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
  otherSite = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(otherSitePage(url.pathname.slice(1), url.searchParams.get('to') ?? '/'));
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  const address = otherSite.address();
  otherOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => otherSite?.close(resolve));
  await stopAppWithFixtures(app, fixtures);
});

async function savedUrls(page: Page): Promise<string[]> {
  const data = await gql<{ user: { savedItems: { edges: Array<{ node: { url: string } }> } } }>(
    page,
    `{ user { savedItems(pagination: { first: 20 }) { edges { node { url } } } } }`,
  );
  return data.user.savedItems.edges.map((edge) => edge.node.url);
}

const saveLink = (url: string, title: string) =>
  `${app.baseUrl}/save?${new URLSearchParams({ url, title }).toString()}`;

const fromOtherSite = (kind: string, to: string) =>
  `${otherOrigin}/${kind}?${new URLSearchParams({ to }).toString()}`;

async function switchTheme(page: Page, theme: 'light' | 'dark' | 'sepia') {
  await page.evaluate((mode) => {
    localStorage.setItem('pocket-color-mode', mode);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'pocket-color-mode',
        newValue: mode,
        storageArea: localStorage,
      }),
    );
  }, theme);
  await page.waitForFunction(
    (name) => document.documentElement.classList.contains(name),
    `colormode-${theme}`,
  );
}

describe('/save from another site', () => {
  test('a meta refresh or a script lands on "Save this link?" and saves nothing until Save; a clicked link saves at once', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'savelinkconsent');
    const heading = (name: string) => page.getByRole('heading', { name });

    // A meta refresh: the page asks, and nothing is saved.
    const refreshed = fixtures.url('/articles/001/?via=meta-refresh');
    await page.goto(fromOtherSite('meta', saveLink(refreshed, 'Sent by a refresh')));
    await heading('Save this link?').waitFor();
    expect(new URL(page.url()).origin).toBe(app.baseUrl);
    expect(await page.title()).toBe('Save this link? · Satchel');
    await page.getByText(refreshed).waitFor();
    await page.getByText('Sent by a refresh').waitFor();
    for (const theme of ['light', 'dark', 'sepia'] as const) {
      await switchTheme(page, theme);
      await screenshot(page, `save-link-consent-${theme}`);
    }
    await switchTheme(page, 'light');
    expect(await savedUrls(page)).not.toContain(refreshed);

    // The user chooses Save: it saves.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await heading('Saved to Satchel').waitFor();
    expect(await savedUrls(page)).toContain(refreshed);

    // A script's location.href: the same.
    const scripted = fixtures.url('/articles/001/?via=script');
    await page.goto(fromOtherSite('script', saveLink(scripted, 'Sent by a script')));
    await heading('Save this link?').waitFor();
    expect(await savedUrls(page)).not.toContain(scripted);
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL((at) => at.pathname === '/saves');
    expect(await savedUrls(page)).not.toContain(scripted);

    // A link the user clicks on the other site: saved at once.
    const clicked = fixtures.url('/articles/001/?via=click');
    await page.goto(fromOtherSite('link', saveLink(clicked, 'Clicked on purpose')));
    await page.getByRole('link', { name: 'Save this article to Satchel' }).click();
    await heading('Saved to Satchel').waitFor();
    expect(await savedUrls(page)).toContain(clicked);
    expect(await savedUrls(page)).not.toContain(scripted);

    // Typed into the address bar (or a bookmark): the browser's own navigation saves at once.
    const typed = fixtures.url('/articles/001/?via=address-bar');
    await page.goto(saveLink(typed, 'Typed'));
    await heading('Saved to Satchel').waitFor();
    expect(await savedUrls(page)).toContain(typed);
  });
});
