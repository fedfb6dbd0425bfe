import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signedInPage, startApp } from './harness.js';
import type { TestApp } from './harness.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

// /account/apps closes the OAuth loop (docs/DECISIONS.md §15): an app the user allowed shows
// there, and "Disconnect" revokes its token.

const CONSUMER_KEY = '5678-abcdef0123456789abcdef01';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  // One retry: on a busy machine the first start can miss the harness's readiness deadline.
  app = await startApp().catch(() => startApp());
});
afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

/** The app's side of Pocket's OAuth: a code, the user's Allow on /auth/authorize, the exchange. */
async function allowApp(page: Page): Promise<string> {
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Accept': 'application/json' },
      body: JSON.stringify({ consumer_key: CONSUMER_KEY, ...body }),
    });
  const redirectUri = fixtures.url('/done');
  const { code } = (await (
    await post('/v3/oauth/request', { redirect_uri: redirectUri })
  ).json()) as {
    code: string;
  };
  await page.goto(`/auth/authorize?request_token=${code}`);
  await page.getByRole('button', { name: 'Allow' }).click({ timeout: 10_000 });
  await page.waitForURL(redirectUri, { timeout: 10_000 });
  const granted = await post('/v3/oauth/authorize', { code });
  expect(granted.status).toBe(200);
  return ((await granted.json()) as { access_token: string }).access_token;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const getWith = (token: string) =>
  fetch(
    `${app.baseUrl}/v3/get?premium=1&consumer_key=${CONSUMER_KEY}&access_token=${encodeURIComponent(token)}`,
  );

/** Lets the page settle (fonts, dialog animation) before a screenshot. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

describe('/account/apps', () => {
  test('an allowed app shows, and Disconnect revokes its token', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'connected-apps');
    const token = await allowApp(page);
    expect((await getWith(token)).status).toBe(200);

    await page.goto('/saves');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Connected apps' }).waitFor();
    await shot(page, 'connected-apps-menu');
    await page.getByRole('menuitem', { name: 'Connected apps' }).click();
    await page.waitForURL((url) => url.pathname === '/account/apps');
    await page.getByRole('heading', { level: 1, name: 'Connected apps' }).waitFor();

    const row = page.getByRole('listitem', { name: `App ${CONSUMER_KEY}` });
    await row.waitFor({ timeout: 10_000 });
    await expect(row.locator('code').textContent()).resolves.toBe(CONSUMER_KEY);
    await expect(row.textContent()).resolves.toMatch(
      /Allowed (just now|today) · Last used (just now|today)/,
    );
    await shot(page, 'connected-apps-light');

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'connected-apps-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'dark'));
    await page.reload();
    await row.waitFor({ timeout: 10_000 });
    await shot(page, 'connected-apps-dark');

    await row.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect this app?' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(`App ${CONSUMER_KEY} will no longer`);
    await shot(page, 'connected-apps-confirm-dark');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();

    await row.waitFor({ state: 'detached', timeout: 10_000 });
    // Scoped to the toasts: Radix also announces a toast's text in a live region of its own.
    await toasts(page).getByText('App disconnected').waitFor({ timeout: 10_000 });
    await page
      .getByText('No apps are connected. When you allow an app, it shows here.')
      .waitFor({ timeout: 10_000 });
    await shot(page, 'connected-apps-empty-dark');
    expect((await getWith(token)).status).toBe(401);

    // The server agrees after a reload.
    await page.reload();
    await page.getByText('No apps are connected.', { exact: false }).waitFor({ timeout: 10_000 });
  });

  test('a failed disconnect shows an error toast, then the list as the server has it', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'connected-apps-fail');
    await allowApp(page);
    await page.goto('/account/apps');
    const row = page.getByRole('listitem', { name: `App ${CONSUMER_KEY}` });
    await row.waitFor({ timeout: 10_000 });

    // Disconnected meanwhile elsewhere (another tab): the page's own request then gets a 404.
    const id = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.json() as Promise<{ apps: { id: number }[] }>);
      const { apps } = await post('/v3/getConnectedServices', {});
      await post('/v3/setConnectedServices', { revoke: apps[0]!.id });
      return apps[0]!.id;
    });
    expect(id).toBeGreaterThan(0);

    await row.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect this app?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await toasts(page).getByText('Unable to disconnect the app').waitFor({ timeout: 10_000 });
    await shot(page, 'connected-apps-failed');
    // Then the list is asked again, and the server has no such app any more.
    await page
      .getByText('No apps are connected. When you allow an app, it shows here.')
      .waitFor({ timeout: 10_000 });
  });
});
