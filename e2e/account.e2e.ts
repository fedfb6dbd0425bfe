import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { join } from 'node:path';
import {
  newAccount,
  RESULTS_DIR,
  screenshot,
  screenshotOnFailure,
  signUp,
  slug,
  startApp,
} from './harness.js';
import type { TestApp } from './harness.js';

// /account (docs/PRODUCT.md §2, §4 Account): the profile saves itself, the avatar shows in the
// menu, the sign-in details need the current password, and "Clear saved data" and "Delete account"
// do what they say, against the built server.

let app: TestApp;

beforeAll(async () => {
  // One retry: on a busy machine the first start can miss the harness's readiness deadline.
  app = await startApp().catch(() => startApp());
});
afterAll(async () => {
  await app?.stop();
});

async function expectPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
}

/** Lets the page settle (fonts, dialog animation) before a screenshot. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

/** A dialog as the user sees it: the viewport only (a full-page capture re-lays out the page). */
async function dialogShot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(RESULTS_DIR, `${slug(name)}.png`) });
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
}

async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

describe('/account', () => {
  test('profile, avatar, sign-in details, clearing and deleting the account', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'account');
    const account = newAccount('acct');
    await signUp(page, account);
    await expectPath(page, '/saves');

    // "Account settings" is the first link of the account menu.
    await openMenu(page);
    const items = page.getByRole('menuitem');
    await expect(items.first().textContent()).resolves.toBe('Account settings');
    await items.first().click();
    await expectPath(page, '/account');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    for (const section of ['Profile', 'Sign-in', 'Your data', 'Danger zone']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await expect(page.getByText(/^Member since /).textContent()).resolves.toMatch(/\d{4}/);
    await shot(page, 'account-light');

    // The first name saves itself, says "Saved", and is there after a reload.
    const firstName = page.getByLabel('First name');
    await firstName.fill('Augusta');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: 10_000 });
    await page.getByLabel('Bio').fill('I read about engines.');
    await expect(page.getByText('21/300').count()).resolves.toBe(1);
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: 10_000 });
    await page.reload();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Augusta');
    await expect(page.getByLabel('Bio').inputValue()).resolves.toBe('I read about engines.');

    // An avatar (a real PNG) shows on the page and in the menu at once.
    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: '#2f7a6b' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('status').filter({ hasText: 'Avatar updated' }).waitFor({
      timeout: 15_000,
    });
    const avatarSrc = await page.getByRole('img', { name: 'Your avatar' }).getAttribute('src');
    expect(avatarSrc).toBeTruthy();
    const menuAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await expect(menuAvatar.getAttribute('src')).resolves.toBe(avatarSrc);
    const image = await page.request.get(avatarSrc!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    // The username: a wrong password is refused by its field, the right one changes it.
    const newUsername = `${account.username}x`;
    await page.getByRole('button', { name: 'Change username' }).click();
    const usernameForm = page.getByRole('form', { name: 'Change username' });
    await usernameForm.getByLabel('New username').fill(newUsername);
    await usernameForm.getByLabel('Current password').fill('not my password');
    await usernameForm.getByRole('button', { name: 'Save username' }).click();
    const refusal = usernameForm.getByRole('alert');
    await refusal.waitFor({ timeout: 10_000 });
    await expect(refusal.textContent()).resolves.toMatch(/password/i);
    await expect(
      usernameForm.getByLabel('Current password').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await shot(page, 'account-wrong-password');
    await usernameForm.getByLabel('Current password').fill(account.password);
    await usernameForm.getByRole('button', { name: 'Save username' }).click();
    await page.getByText(`Your username is now ${newUsername}.`).waitFor({ timeout: 10_000 });
    await openMenu(page);
    await expect(page.getByRole('menu').textContent()).resolves.toContain(newUsername);
    await page.keyboard.press('Escape');

    // The password: changed, then logging out and in again takes the new one.
    const newPassword = 'a brand new passphrase';
    await page.getByRole('button', { name: 'Change password' }).click();
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('New password').fill(newPassword);
    await passwordForm.getByLabel('Current password').fill(account.password);
    await passwordForm.getByRole('button', { name: 'Save password' }).click();
    await page
      .getByText('Password changed. Your other devices and browsers were signed out.')
      .waitFor({ timeout: 10_000 });
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/login');
    await logIn(page, newUsername, newPassword);
    // Logging in lands on Home (docs/PRODUCT.md §2).
    await expectPath(page, '/home');
    await page.goto('/saves');

    // Clear saved data: a save goes, the account stays.
    const url = 'https://example.com/articles/to-be-cleared';
    await page.getByLabel('URL', { exact: true }).fill(url);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saves = page.getByRole('list', { name: 'Saves' });
    await saves.locator(`a[href^="${url}?"]`).first().waitFor({ timeout: 10_000 });
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expectPath(page, '/account');
    await page.getByRole('button', { name: 'Clear saved data' }).click();
    const clearDialog = page.getByRole('dialog', { name: 'Clear saved data?' });
    await clearDialog.waitFor();
    await expect(clearDialog.textContent()).resolves.toMatch(/saves.*tags.*highlights/);
    await expect(clearDialog.textContent()).resolves.toContain('Your account stays');
    await clearDialog.getByLabel('Current password').fill(newPassword);
    await dialogShot(page, 'account-clear-dialog');
    await clearDialog.getByRole('button', { name: 'Clear saved data' }).click();
    await toasts(page).getByText('Cleared 1 save.').waitFor({ timeout: 10_000 });
    await clearDialog.waitFor({ state: 'detached' });
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Augusta');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Saves' })
      .click();
    await expectPath(page, '/saves');
    await page.getByText('Your saves will show up here').waitFor({ timeout: 10_000 });
    await expect(saves.count()).resolves.toBe(0);

    // A handset and dark mode.
    await page.goto('/account');
    await page.getByRole('heading', { level: 2, name: 'Danger zone' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'account-narrow');
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'dark'));
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Danger zone' }).waitFor();
    await shot(page, 'account-narrow-dark');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Change email' }).click();
    await shot(page, 'account-dark');

    // Delete the account: the login page says so, and the account cannot log in any more.
    await page.getByRole('button', { name: 'Delete account' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await deleteDialog.getByLabel('Current password').fill(newPassword);
    await dialogShot(page, 'account-delete-dialog-dark');
    await deleteDialog.getByRole('button', { name: 'Delete account' }).click();
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('src')).toBe('web-delete-success');
    await page.getByRole('status').filter({ hasText: 'Your account was deleted.' }).waitFor();
    await shot(page, 'account-deleted-login-dark');
    await logIn(page, newUsername, newPassword);
    await page.getByRole('alert').first().waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
