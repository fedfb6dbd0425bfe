import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount, screenshot, screenshotOnFailure, signUp, startApp } from './harness.js';
import type { TestApp } from './harness.js';

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.stop();
});

async function expectPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
}

async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts and saves', () => {
  test('sign up, save, log out, log back in', async ({ onTestFailed }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'auth-and-saves');
    const account = newAccount();
    // Script errors and CSP violations show up on the console; failed fetches (the expected 401 of
    // a signed-out /v3/getuser) are left out.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    await signUp(page, account);
    await expectPath(page, '/saves');
    await expect
      .poll(() => page.getByText('Your saves will show up here').isVisible(), { timeout: 10_000 })
      .toBe(true);

    // An invalid URL is refused inline, before anything is sent.
    const urlField = page.getByLabel('URL', { exact: true });
    await urlField.fill('not a url');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const form = page.getByRole('form', { name: 'Save a URL' });
    await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/\S/);
    expect(await urlField.getAttribute('aria-invalid')).toBe('true');

    // A valid URL appears at the top of the list and the field clears.
    const url = 'https://example.com/articles/first-save';
    await urlField.fill(url);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saves = page.getByRole('list', { name: 'Saves' });
    // Cards of pages that are not readable link to the original, with Satchel's utm_source.
    const link = saves.locator(`a[href^="${url}?"]`).first();
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await saves.textContent()).toContain('example.com');
    expect(await urlField.inputValue()).toBe('');
    expect(await form.getByRole('alert').count()).toBe(0);

    // The global "Save a URL" dialog saves too, and the new item goes first.
    const second = 'https://example.net/essays/second-save';
    await page.getByRole('button', { name: 'Save a URL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save a URL' });
    await dialog.getByLabel('URL', { exact: true }).fill(second);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => saves.locator('a').first().getAttribute('href'), { timeout: 10_000 })
      .toMatch(new RegExp(`^${second.replace(/[.]/g, '\\.')}\\?`));

    // Log out through the account menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menu').textContent()).toContain(account.username);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/login');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    // Saves now requires logging in, with a return address.
    await page.goto('/saves');
    await expectPath(page, '/login');
    const loginUrl = new URL(page.url());
    expect(loginUrl.searchParams.get('src')).toBe('web-auth');
    expect(loginUrl.search).toContain('utm_source=%2Fsaves');

    // Logging in returns to /saves, and the save is still there.
    await logIn(page, account.email, account.password);
    await expectPath(page, '/saves');
    await page.getByRole('list', { name: 'Saves' }).locator(`a[href^="${url}?"]`).first().waitFor();
    expect(await saves.locator(`a[href^="${second}?"]`).count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong password shows an error', async ({ onTestFailed }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'wrong-password');
    const account = newAccount('wrongpw');
    await signUp(page, account);
    await expectPath(page, '/saves');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/login');

    await logIn(page, account.username, 'not the right password');
    const alert = page.getByRole('alert');
    await alert.first().waitFor({ timeout: 10_000 });
    expect((await alert.first().textContent())?.trim()).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('signed-out visitors are sent from / to /login; unknown routes show a 404 page', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'redirects');
    await page.goto('/');
    await expectPath(page, '/login');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: /couldn.t find that page/ }).waitFor();
    await screenshot(page, 'not-found-light');
  });

  test('feature assignments from the URL: forceFxaRedirect sends Saves to /learn-more', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'flags');
    await signUp(page, newAccount('flags'));
    await expectPath(page, '/saves');

    // A "control" variant is inactive.
    await page.goto('/saves?assign=forceFxaRedirect:control');
    await page
      .getByRole('list', { name: 'Saves' })
      .or(page.getByText('Your saves will show up here'))
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/saves');

    // Active, and sticky: kept in the query_assignments cookie.
    await page.goto('/saves?assign=forceFxaRedirect&sticky=true');
    await expectPath(page, '/learn-more');
    await page.getByRole('heading', { name: /signs you in through your organisation/ }).waitFor();
    await screenshot(page, 'learn-more-light');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'query_assignments')?.value).toContain(
      'forceFxaRedirect',
    );

    // Without `assign`, the stored cookie becomes the `assign` query and is cleared.
    await page.goto('/learn-more');
    await page.waitForURL((url) => url.searchParams.get('assign') === 'forceFxaRedirect');
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'query_assignments')).toBeUndefined();
  });
});
