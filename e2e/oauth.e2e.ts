import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newAccount,
  screenshot,
  screenshotOnFailure,
  signedInPage,
  signUp,
  startApp,
} from './harness.js';
import type { TestApp } from './harness.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

// Pocket's OAuth for third-party apps (docs/POCKET-COMPATIBILITY.md §3.2): the app asks for a code,
// the user answers on /auth/authorize, the browser goes to the app's redirect URI, the app trades
// the code for an access token that then works on /v3/get.

const CONSUMER_KEY = '4321-0123456789abcdef01234567';
const ASK = 'Allow this app to use your Satchel?';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  // The fixture server stands for the app's redirect target (it answers 404 for /done: the
  // test looks at the address only). Seven accounts: more sign-ups than the default limit.
  fixtures = await startFixtureServer();
  const env = { SIGNUP_RATE_LIMIT: '50' };
  // One retry: on a busy machine the first start can miss the harness's readiness deadline.
  app = await startApp(env).catch(() => startApp(env));
});
afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

/** What a third-party app does first: POST /v3/oauth/request (JSON reply). */
async function requestCode(redirectUri: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/v3/oauth/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Accept': 'application/json' },
    body: JSON.stringify({ consumer_key: CONSUMER_KEY, redirect_uri: redirectUri }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { code: string; state: string | null };
  expect(body.state).toBeNull();
  return body.code;
}

/** What the app does after the redirect: POST /v3/oauth/authorize. */
function exchange(code: string): Promise<Response> {
  return fetch(`${app.baseUrl}/v3/oauth/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Accept': 'application/json' },
    body: JSON.stringify({ consumer_key: CONSUMER_KEY, code }),
  });
}

function authorizePath(code: string, redirectUri: string): string {
  // Pocket's SDKs also put redirect_uri in the address; the page ignores it.
  return `/auth/authorize?request_token=${code}&redirect_uri=${encodeURIComponent(redirectUri)}`;
}

async function waitForQuestion(page: Page) {
  await page.getByRole('heading', { level: 1, name: ASK }).waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Allow' }).waitFor();
}

describe('/auth/authorize', () => {
  test('Allow: the browser goes to the redirect URI and the code becomes a working token, once', async ({
    onTestFailed,
  }) => {
    const redirectUri = fixtures.url('/done?from=satchel');
    const code = await requestCode(redirectUri);
    const page = await signedInPage(app, onTestFailed, 'oauth-allow');

    await page.goto(authorizePath(code, 'https://evil.example/ignored'));
    await waitForQuestion(page);
    await expect(page.getByText(CONSUMER_KEY, { exact: true }).isVisible()).resolves.toBe(true);
    // Scheme and host of the server's stored URI, not the one in the address.
    const destination = new URL(redirectUri);
    await expect(
      page.getByText(`${destination.protocol}//${destination.host}`, { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('evil.example').count()).resolves.toBe(0);
    // Allow has the focus.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Allow');
    await screenshot(page, 'oauth-authorize-light');

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(redirectUri, { timeout: 10_000 });

    const granted = await exchange(code);
    expect(granted.status).toBe(200);
    const grant = (await granted.json()) as { access_token: string; username: string };
    expect(grant.access_token).toBeTruthy();
    expect(grant.username).toBeTruthy();

    const get = await fetch(
      `${app.baseUrl}/v3/get?consumer_key=${CONSUMER_KEY}&access_token=${encodeURIComponent(grant.access_token)}`,
    );
    expect(get.status).toBe(200);
    const list = (await get.json()) as { status: number; list: unknown };
    expect(list.status).toBeDefined();

    const again = await exchange(code);
    expect(again.status).toBe(403);
    expect(again.headers.get('X-Error-Code')).toBe('159');

    // The page cannot answer the same request twice.
    await page.goto(authorizePath(code, redirectUri));
    await page
      .getByRole('heading', { level: 1, name: 'This request was already answered' })
      .waitFor({ timeout: 10_000 });
  });

  test('Deny: the browser goes to the redirect URI and the app is told the user refused', async ({
    onTestFailed,
  }) => {
    const redirectUri = fixtures.url('/done');
    const code = await requestCode(redirectUri);
    const page = await signedInPage(app, onTestFailed, 'oauth-deny', 'dark');

    await page.goto(authorizePath(code, redirectUri));
    await waitForQuestion(page);
    await screenshot(page, 'oauth-authorize-dark');

    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL(redirectUri, { timeout: 10_000 });

    const refused = await exchange(code);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('X-Error-Code')).toBe('158');
  });

  test('a signed-out visitor logs in and comes back to the question', async ({ onTestFailed }) => {
    const account = newAccount('oauthlogin');
    const first = await app.newPage();
    await signUp(first, account);
    await first.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });

    const redirectUri = fixtures.url('/done');
    const code = await requestCode(redirectUri);
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'oauth-login');
    await page.goto(authorizePath(code, redirectUri));
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/authorize', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('request_token')).toBe(code);
    await waitForQuestion(page);
  });

  test('a new visitor signs up from the login page and comes back to the question', async ({
    onTestFailed,
  }) => {
    const account = newAccount('oauthsignup');
    const redirectUri = fixtures.url('/done');
    const code = await requestCode(redirectUri);
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'oauth-signup');
    await page.goto(authorizePath(code, redirectUri));
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Username (optional)').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/authorize', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('request_token')).toBe(code);
    await waitForQuestion(page);
  });

  test('an unknown or missing request token is not a valid link', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'oauth-unknown');
    await page.goto('/auth/authorize?request_token=00000000-0000-4000-8000-000000000000');
    await page
      .getByRole('heading', { level: 1, name: 'This authorization link is not valid' })
      .waitFor({ timeout: 10_000 });
    await page.goto('/auth/authorize?request_token=not-a-code');
    await page
      .getByRole('heading', { level: 1, name: 'This authorization link is not valid' })
      .waitFor({ timeout: 10_000 });
    await page.goto('/auth/authorize');
    await page
      .getByRole('heading', { level: 1, name: 'This authorization link is not valid' })
      .waitFor({ timeout: 10_000 });
  });

  test('a network failure offers Try again; the buttons wait while the answer is sent', async ({
    onTestFailed,
  }) => {
    const redirectUri = fixtures.url('/done');
    const code = await requestCode(redirectUri);
    const page = await signedInPage(app, onTestFailed, 'oauth-network');

    // The connection drops on the first load (the browser's network, not our server).
    const lookup = `**/api/oauth/requests/${code}`;
    await page.route(lookup, (route) => route.abort('internetdisconnected'));
    await page.goto(authorizePath(code, redirectUri));
    await page
      .getByRole('heading', { level: 1, name: 'We couldn’t load this request' })
      .waitFor({ timeout: 10_000 });
    await screenshot(page, 'oauth-authorize-load-error');
    await page.unroute(lookup);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForQuestion(page);

    // The first answer is lost; the page says so and the buttons work again.
    const decision = `**/api/oauth/requests/${code}/decision`;
    await page.route(decision, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your answer was not sent.' }).waitFor();
    await expect(page.getByRole('button', { name: 'Deny' }).isEnabled()).resolves.toBe(true);
    await page.unroute(decision);

    // A slow answer: both buttons are disabled until it is through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(decision, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.locator('button:disabled', { hasText: 'Allow' }).waitFor({ timeout: 5_000 });
    await page.locator('button:disabled[aria-busy="true"]', { hasText: 'Deny' }).waitFor();
    release();
    await page.waitForURL(redirectUri, { timeout: 10_000 });
    const refused = await exchange(code);
    expect(refused.headers.get('X-Error-Code')).toBe('158');
  });

  test('fits a 360 px phone without sideways scrolling', async ({ onTestFailed }) => {
    const code = await requestCode('pocketapp4321:authorizationFinished');
    const page = await signedInPage(app, onTestFailed, 'oauth-narrow');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(authorizePath(code, 'pocketapp4321:authorizationFinished'));
      await waitForQuestion(page);
      // An app's own scheme has no host: the scheme is what is shown.
      await expect(page.getByText('pocketapp4321:', { exact: true }).isVisible()).resolves.toBe(
        true,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(page, `oauth-authorize-${width}`);
    }
  });
});
