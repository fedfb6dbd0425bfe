import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount, screenshotOnFailure, signUp, startApp } from './harness.js';
import type { TestApp } from './harness.js';

// The redirect rules of docs/PRODUCT.md §2 that depend on the server: a session that ends mid-visit
// (web-reauth) and an instance that requires federated login (REQUIRE_FEDERATED_LOGIN).

async function signUpAndLand(page: Page, account: ReturnType<typeof newAccount>) {
  await signUp(page, account);
  await page.waitForURL((url) => url.pathname !== '/signup', { timeout: 10_000 });
}

describe('a session that ends while the page is open', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  test('the next saves request sends the browser to /login with src=web-reauth', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'web-reauth');
    await signUpAndLand(page, newAccount('reauth'));
    // 31 saves, so that the list offers "Load more" after the first page of 30.
    await page.evaluate(async () => {
      for (let i = 1; i <= 31; i++) {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'mutation ItemUpsert($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }',
            variables: { input: { url: `https://example.com/reauth/${i}` } },
          }),
        });
        if (!response.ok) throw new Error(`save ${i} failed: ${response.status}`);
      }
    });
    await page.reload();
    await page
      .getByRole('list', { name: 'Saves' })
      .locator('a')
      .first()
      .waitFor({ timeout: 10_000 });

    // The session ends on the server (as after a logout in another tab); scrolling to the end of
    // the list then asks for the next page of saves.
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
    for (let i = 0; i < 20 && new URL(page.url()).pathname !== '/login'; i++) {
      // The redirect this waits for can land during the scroll: the evaluation then ends with the
      // page it ran in (or finds no body yet), and the loop checks where the page is.
      await page
        .evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        .catch(() => undefined);
      await page.waitForTimeout(250);
    }

    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('src')).toBe('web-reauth');
    expect(url.searchParams.get('utm_source')).toBe('/saves');
  });
});

describe('an instance that requires federated login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ REQUIRE_FEDERATED_LOGIN: '1' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test('pages needing an account send a non-federated account to /learn-more', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'require-federated-login');
    await signUpAndLand(page, newAccount('fed'));
    await page.waitForURL((url) => url.pathname === '/learn-more', { timeout: 10_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
    await page.goto('/saves');
    await page.waitForURL((url) => url.pathname === '/learn-more', { timeout: 10_000 });
  });
});
