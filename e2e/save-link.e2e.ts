/**
 * /save links (Pocket's getpocket.com/save pattern), the share target's `text`, and the
 * "Save to Satchel" bookmarklet: a visitor goes to log in and comes back to a save; non-Latin
 * titles and URLs with a query and fragment survive; a link inside shared text is found; a bad URL
 * saves nothing; a tag added on the confirmation shows in Saves; the bookmarklet opens its small
 * window and saves from a page whose Content-Security-Policy forbids every script. Three tests, so
 * that the file stays near a minute: each sign-up costs seconds.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newAccount,
  screenshot,
  screenshotOnFailure,
  signedInPage,
  signUp,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { axeViolations, formatFindings } from './axe.js';
import type { FixtureServer } from './fixture-server.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let fixtures: FixtureServer;
/** Serves one page with the strictest Content-Security-Policy there is. */
let strictSite: Server;
let strictUrl: string;

const STRICT_CSP = "default-src 'none'; script-src 'none'";
const STRICT_TITLE = 'Strict page — 厳格なページ';

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
  strictSite = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': STRICT_CSP,
    });
    res.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>${STRICT_TITLE}</title></head>` +
        `<body><h1>Strict</h1><script>document.title = 'scripts ran'</script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => strictSite.listen(0, '127.0.0.1', resolve));
  const address = strictSite.address();
  strictUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/strict?x=1`;
});

afterAll(async () => {
  await new Promise((resolve) => strictSite?.close(resolve));
  await stopAppWithFixtures(app, fixtures);
});

interface SaveRow {
  url: string;
  title: string | null;
  status: string;
  tags: Array<{ name: string }> | null;
}

/** The user's saves, newest first. */
async function saves(page: Page): Promise<SaveRow[]> {
  const data = await gql<{ user: { savedItems: { edges: Array<{ node: SaveRow }> } } }>(
    page,
    `{ user { savedItems(pagination: { first: 20 }, sort: { sortBy: CREATED_AT, sortOrder: DESC }) {
        edges { node { url title status tags { name } } } } } }`,
  );
  return data.user.savedItems.edges.map((edge) => edge.node);
}

function saveLink(params: Record<string, string>): string {
  return `/save?${new URLSearchParams(params).toString()}`;
}

const saved = (page: Page) => page.getByRole('heading', { name: 'Saved to Satchel' });

describe('/save', () => {
  test('a visitor logs in and comes back to the save, which shows in Saves', async ({
    onTestFailed,
  }) => {
    const account = newAccount('savelink');
    const signup = await app.newPage();
    await signUp(signup, account);
    await signup.waitForURL((url) => url.pathname === '/saves');
    await signup.context().close();

    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'save-link-login');
    const url = fixtures.url('/articles/001/');
    const link = saveLink({ url, title: 'Saved while logged out' });
    await page.goto(link);
    await page.waitForURL((at) => at.pathname === '/login');
    // The return address is this /save link, same-origin.
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe(link);
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await saved(page).waitFor();
    expect(page.url()).toBe(`${app.baseUrl}${link}`);
    expect(await page.title()).toBe('Saved to Satchel');

    await page.goto('/saves');
    await page.getByRole('article', { name: 'Saved while logged out' }).waitFor();
    expect((await saves(page)).map((save) => save.url)).toEqual([url]);
  });

  test('a non-Latin title, a query and a fragment; shared text; a bad URL; a tag', async ({
    onTestFailed,
    onTestFinished,
  }) => {
    // axe-core is added to the page as a script: this context lets it past Satchel's CSP.
    const context = await app.browser.newContext({
      baseURL: app.baseUrl,
      bypassCSP: true,
      viewport: { width: 390, height: 760 },
    });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    screenshotOnFailure(onTestFailed, page, 'save-link-params');
    await signUp(page, newAccount('savelinkparams'));
    await page.waitForURL((at) => at.pathname === '/saves');
    // The empty Saves view offers the bookmarklet.
    await page.getByTestId('save-bookmarklet').waitFor();
    await screenshot(page, 'save-link-empty-saves-phone');

    const url = fixtures.url(
      '/articles/003-metadata-preferred/?lang=ja&q=%E6%9D%B1%E4%BA%AC#part-2',
    );
    const title = '東京の朝 — مرحبا — Ünïcode';
    await page.goto(saveLink({ url, title }));
    await saved(page).waitFor();
    await page.getByText(title).waitFor();
    await screenshot(page, 'save-link-phone');
    expect(formatFindings('/save', await axeViolations(page))).toBe('');
    // Saved again: it says since when (and the save moves back to the top, unread).
    await page.goto(saveLink({ url, title }));
    await page.getByRole('heading', { name: 'Already saved' }).waitFor();
    await page
      .getByText(/You saved this on .+\. It is back at the top of your Saves, unread\./)
      .waitFor();

    const shared = fixtures.url('/articles/001/?from=share');
    await page.goto(
      saveLink({ title: 'From my phone', text: `Look at this ${shared} great`, url: '' }),
    );
    await saved(page).waitFor();

    for (const bad of ['javascript:alert(document.cookie)', 'file:///etc/passwd']) {
      await page.goto(saveLink({ url: bad }));
      await page
        .getByRole('alert')
        .filter({ hasText: 'Only http:// and https:// links can be saved.' })
        .waitFor();
      expect(await page.title()).toBe('Not saved · Satchel');
    }
    expect(formatFindings('/save refused', await axeViolations(page))).toBe('');
    await page.goto('/save?text=no+link+here');
    await page.getByRole('alert').filter({ hasText: 'No web link was found' }).waitFor();
    await page.getByLabel('Link to save').waitFor();

    const rows = await saves(page);
    expect(rows.map((row) => row.url)).toEqual([shared, url]);
    expect(rows[1]?.title).toBe(title);

    // The server cannot be reached: the page says so, and Retry saves once it can.
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    const unreachable = fixtures.url('/articles/001/?offline');
    await page.goto(saveLink({ url: unreachable }));
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await saved(page).waitFor();
    expect((await saves(page))[0]?.url).toBe(unreachable);

    // A tag added on the confirmation shows in Saves.
    await page.goto(saveLink({ url: fixtures.url('/articles/001/?tagged'), title: 'Tag me' }));
    await saved(page).waitFor();
    await page.getByRole('button', { name: 'Add tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tags' });
    const field = dialog.getByRole('combobox');
    await field.fill('Later');
    await field.press('Enter');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Tags' }).getByText('later').waitFor();
    await page.goto('/saves');
    await page.getByRole('button', { name: 'Detail view' }).click();
    await page
      .getByRole('article', { name: 'Tag me' })
      .getByRole('list', { name: 'Tags' })
      .getByText('later')
      .waitFor();
  });

  test('the bookmarklet saves from a page whose CSP forbids scripts, in a small window', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'save-link-bookmarklet', 'dark');
    await page.goto('/account');
    const href = await page.getByTestId('save-bookmarklet').getAttribute('href');
    expect(href).toMatch(/^javascript:/);
    const script = decodeURIComponent(href!.slice('javascript:'.length));
    await page.getByTestId('save-bookmarklet').scrollIntoViewIfNeeded();
    await screenshot(page, 'save-link-account-dark');

    await page.goto(strictUrl);
    expect(await page.title()).toBe(STRICT_TITLE); // the page's own script did not run
    // The bookmarklet's body is run in the page, as the browser runs a bookmark's javascript:
    // URL (page.evaluate of its decoded script). The CSP is in force there: a request the page
    // makes is refused, so the bookmarklet must not (and does not) fetch or inject anything.
    expect(
      await page.evaluate(
        (origin) =>
          fetch(origin).then(
            () => 'sent',
            () => 'blocked',
          ),
        app.baseUrl,
      ),
    ).toBe('blocked');
    const popupOpened = page.context().waitForEvent('page');
    await page.evaluate(script);
    const popup = await popupOpened;
    await saved(popup).waitFor();
    // Playwright gives every page of a context its viewport: the window's own size is set here.
    await popup.setViewportSize({ width: 520, height: 600 });
    await popup.getByText(STRICT_TITLE).waitFor();
    await screenshot(popup, 'save-link-popup-dark');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Close' }).click();
    await closed;

    // A popup blocker: the bookmarklet goes to /save in the same tab instead (no Close there).
    const blockedUrl = strictUrl.replace('x=1', 'x=2');
    await page.goto(blockedUrl);
    await page.evaluate(`window.open = () => null; ${script}`);
    await page.waitForURL((url) => url.pathname === '/save');
    await saved(page).waitFor();
    expect(await page.getByRole('button', { name: 'Close' }).count()).toBe(0);

    const rows = await saves(page);
    expect(rows.map((row) => [row.url, row.title])).toEqual([
      [blockedUrl, STRICT_TITLE],
      [strictUrl, STRICT_TITLE],
    ]);
  });
});
