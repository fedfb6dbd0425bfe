import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount, screenshot, screenshotOnFailure, startApp } from './harness.js';
import type { TestApp } from './harness.js';

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.stop();
});

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

async function pickTheme(page: Page, name: 'Light' | 'Dark' | 'Sepia' | 'System') {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('theme', () => {
  test('the picked theme applies to <html>, survives a reload, and System follows the OS', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage({ colorScheme: 'dark' });
    screenshotOnFailure(onTestFailed, page, 'theme');
    const account = newAccount('theme');

    await page.goto('/login');
    expect(await htmlClass(page)).toContain('colormode-light');
    await screenshot(page, 'login-light');
    await page.goto('/signup');
    await screenshot(page, 'signup-light');

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto('/saves');
    await page.getByText('Your saves will show up here').waitFor();
    await screenshot(page, 'saves-empty-light');

    await pickTheme(page, 'Dark');
    expect(await htmlClass(page)).toContain('colormode-dark');
    expect(await page.evaluate(() => localStorage.getItem('pocket-color-mode'))).toBe('dark');
    await page.reload();
    await page.getByText('Your saves will show up here').waitFor();
    expect(await htmlClass(page)).toContain('colormode-dark');
    await screenshot(page, 'saves-empty-dark');

    for (const path of ['one', 'two', 'three']) {
      await page.getByLabel('URL', { exact: true }).fill(`https://example.org/notes/${path}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.locator(`a[href^="https://example.org/notes/${path}?"]`).first().waitFor();
    }
    await screenshot(page, 'saves-items-dark');
    // The menu's code loads on first use after the reload: wait for it to open, or Escape
    // would come first and the next click would close the menu it then opens.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
    await screenshot(page, 'account-menu-dark');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await pickTheme(page, 'Sepia');
    expect(await htmlClass(page)).toContain('colormode-sepia');
    await screenshot(page, 'saves-items-sepia');

    await pickTheme(page, 'System');
    expect(await htmlClass(page)).toContain('colormode-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlClass(page)).toContain('colormode-light');
    await screenshot(page, 'saves-items-light');

    // Signed-out pages in dark.
    await pickTheme(page, 'Dark');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await htmlClass(page)).toContain('colormode-dark');
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').first().waitFor();
    await screenshot(page, 'login-error-dark');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('alert').first().waitFor();
    await screenshot(page, 'signup-errors-dark');
  });
});
