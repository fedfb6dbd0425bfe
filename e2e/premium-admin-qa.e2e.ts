/**
 * Premium, /admin/users and the QA tools end to end: the first account administers the
 * instance; it finds the second account on /admin/users, switches its Premium on, and that
 * person's /premium page then says so. A non-admin is refused at /admin/users, and an admin
 * cannot remove their own admin rights. The QA tools open with q then a only with the lab
 * flag (the harness runs production mode): flag checkboxes, the copy link with the
 * confirmation, the topic reset, a toast, and the server refusing the premium toggle outside
 * dev mode. Screenshots of the three screens in light and dark.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount, screenshot, screenshotOnFailure, signUp, startApp } from './harness.js';
import type { TestApp } from './harness.js';

let app: TestApp;

beforeAll(async () => {
  const env = { SIGNUP_RATE_LIMIT: '50' };
  // One retry: on a busy machine the first start can miss the harness's readiness deadline.
  app = await startApp(env).catch(() => startApp(env));
});

afterAll(async () => {
  await app?.stop();
});

type OnTestFailed = Parameters<typeof screenshotOnFailure>[0];

async function signedIn(
  onTestFailed: OnTestFailed,
  account: ReturnType<typeof newAccount>,
  name: string,
  path = '/saves',
): Promise<Page> {
  const page = await app.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  await signUp(page, account);
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Saves' }).waitFor();
  if (path !== '/saves') await page.goto(path);
  return page;
}

/** The theme through its shortcut (c then d / c then l), outside any dialog and any field. */
async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('c');
  await page.keyboard.press(theme === 'dark' ? 'd' : 'l');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.className))
    .toContain(`colormode-${theme}`);
}

/** Waits for running (finite) animations and transitions, so screenshots show settled screens. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function shot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
}

const admin = newAccount('admin');
const reader = newAccount('reader');
let adminPage: Page;
let readerPage: Page;

describe('premium and /admin/users', () => {
  test('the first account is admin; it grants Premium; the user sees it', async ({
    onTestFailed,
  }) => {
    // Signed up first: the instance's administrator.
    adminPage = await signedIn(onTestFailed, admin, 'admin');
    readerPage = await signedIn(onTestFailed, reader, 'reader');

    // A non-admin: no Admin item in the menu, and a refusal at /admin/users.
    await openAccountMenu(readerPage);
    await readerPage.getByRole('menuitem', { name: 'Premium' }).waitFor();
    expect(await readerPage.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await readerPage.keyboard.press('Escape');
    await readerPage.goto('/admin/users');
    await readerPage.getByRole('heading', { name: 'You need administrator rights' }).waitFor();
    expect(await readerPage.getByRole('switch').count()).toBe(0);
    expect(await readerPage.getByRole('searchbox', { name: 'Search users' }).count()).toBe(0);

    // Free: /premium says so and explains how an administrator grants it.
    await openAccountMenu(readerPage);
    await readerPage.getByRole('menuitem', { name: 'Premium' }).click();
    await readerPage.waitForURL('**/premium');
    await readerPage.getByRole('heading', { name: 'You’re on the free plan' }).waitFor();
    const how = readerPage.getByRole('region', { name: 'How to get it here' });
    await how.getByText('npm run cli -- users:grant <email> premium').waitFor();
    expect(await how.getByRole('link', { name: 'Get Premium' }).count()).toBe(0);
    const search = readerPage.getByRole('listitem').filter({ hasText: 'Full-text search' });
    await search.waitFor();
    expect(await search.getByText('Coming with search').count()).toBe(0);
    await shot(readerPage, 'premium-page-free');

    // The admin reaches /admin/users from the account menu and finds the reader.
    await openAccountMenu(adminPage);
    await adminPage.getByRole('menuitem', { name: 'Admin' }).click();
    await adminPage.waitForURL('**/admin/users');
    await adminPage.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const premiumSwitches = adminPage.getByRole('switch', { name: /^Premium for / });
    await expect.poll(() => premiumSwitches.count()).toBe(2);
    await adminPage.getByText('2 users on this instance').waitFor();
    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(reader.username);
    await expect.poll(() => premiumSwitches.count()).toBe(1);
    await adminPage.getByText(`1 user matching “${reader.username}”`).waitFor();
    const row = adminPage.getByRole('row', { name: new RegExp(reader.username) });
    await row.getByText(reader.email).waitFor();

    // Premium on: the switch moves and the server keeps it.
    const premium = adminPage.getByRole('switch', { name: `Premium for ${reader.username}` });
    expect(await premium.getAttribute('aria-checked')).toBe('false');
    await premium.click();
    await expect.poll(() => premium.getAttribute('aria-checked')).toBe('true');
    await adminPage.reload();
    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(reader.username);
    await expect.poll(() => premiumSwitches.count()).toBe(1);
    await expect
      .poll(() =>
        adminPage
          .getByRole('switch', { name: `Premium for ${reader.username}` })
          .getAttribute('aria-checked'),
      )
      .toBe('true');

    // Removing your own admin rights is refused: error toast, the switch goes back.
    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(admin.username);
    const ownAdmin = adminPage.getByRole('switch', { name: `Admin for ${admin.username}` });
    await ownAdmin.waitFor();
    expect(await ownAdmin.getAttribute('aria-checked')).toBe('true');
    await ownAdmin.click();
    await adminPage.getByText(/^Could not turn Admin off for .*your own admin rights/).waitFor();
    await expect.poll(() => ownAdmin.getAttribute('aria-checked')).toBe('true');

    // The reader now has Premium.
    await readerPage.reload();
    await readerPage.getByRole('heading', { name: 'You have Premium' }).waitFor();
    expect(await readerPage.getByText('Unlocked', { exact: true }).count()).toBe(4);
    await shot(readerPage, 'premium-page-light');
    await setTheme(readerPage, 'dark');
    await shot(readerPage, 'premium-page-dark');
    await setTheme(readerPage, 'light');

    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill('');
    await expect.poll(() => premiumSwitches.count()).toBe(2);
    await shot(adminPage, 'admin-users-light');
    await setTheme(adminPage, 'dark');
    await shot(adminPage, 'admin-users-dark');
    await setTheme(adminPage, 'light');
    // Narrow screens: each user is a card with labelled switches.
    await adminPage.setViewportSize({ width: 390, height: 800 });
    await adminPage.getByRole('switch', { name: `Pilot for ${reader.username}` }).waitFor();
    await shot(adminPage, 'admin-users-narrow');
  });

  test('with a Premium URL, /premium offers the instance’s own page', async ({ onTestFailed }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'premium-url');
    // The instance's setting comes from GET /api/instance (PREMIUM_URL on the server).
    await page.route('**/api/instance', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...body, premiumUrl: 'https://premium.example/satchel' },
      });
    });
    await signUp(page, newAccount('url'));
    await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
    await page.goto('/premium');
    const link = page.getByRole('link', { name: 'Get Premium' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://premium.example/satchel');
    await page.getByRole('heading', { name: 'You’re on the free plan' }).waitFor();
  });
});

describe('QA tools', () => {
  test('q then a opens them only with the lab flag; flags, copy link, reset, toasts', async ({
    onTestFailed,
  }) => {
    const page = await app.newPage();
    screenshotOnFailure(onTestFailed, page, 'qa-tools');
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await signUp(page, newAccount('qa'));
    await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Saves' }).waitFor();
    const qa = page.getByRole('dialog', { name: 'QA Tools' });

    // Production mode, no lab flag: q a does nothing (g u, pressed next, is the sync point).
    await page.keyboard.press('q');
    await page.keyboard.press('a');
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.getByRole('dialog', { name: 'Save a URL' }).waitFor();
    expect(await qa.count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // With the lab flag from the URL.
    await page.goto('/saves?assign=lab');
    await page.getByRole('heading', { level: 1, name: 'Saves' }).waitFor();
    await page.keyboard.press('q');
    await page.keyboard.press('a');
    await qa.waitFor();

    // Flag checkboxes over the flag store: lab is on, omnivore goes on.
    const lab = qa.getByRole('checkbox', { name: 'lab', exact: true });
    const omnivore = qa.getByRole('checkbox', { name: 'omnivore', exact: true });
    expect(await lab.isChecked()).toBe(true);
    expect(await omnivore.isChecked()).toBe(false);
    await omnivore.check();
    expect(await omnivore.isChecked()).toBe(true);
    // The lists pilot (LISTS_ENROLLMENT=open) assigns shareable.lists its pilot.v1 variant.
    await qa
      .getByText('Carries the active flags: lab, omnivore, shareable.lists:pilot.v1.')
      .waitFor();

    // Copy link from Saves: the active flags as repeated assign values.
    await qa.getByRole('button', { name: 'from Saves' }).click();
    await qa.getByText('Copied to your clipboard!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const pilot = 'assign=shareable.lists%3Apilot.v1';
    expect(copied).toBe(`${app.baseUrl}/saves?assign=lab&assign=omnivore&${pilot}`);
    await qa.getByRole('button', { name: 'from Home' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${app.baseUrl}/home?assign=lab&assign=omnivore&${pilot}`,
    );

    // The premium toggle: refused outside dev mode, with the server's message.
    const premium = qa.getByRole('switch', { name: 'Premium for this account' });
    expect(await premium.getAttribute('aria-checked')).toBe('false');
    await premium.click();
    await qa
      .getByRole('alert')
      .getByText(/only works in development mode/)
      .waitFor();
    expect(await premium.getAttribute('aria-checked')).toBe('false');

    // Topic-selector reset removes the stored Home topics.
    await page.evaluate(() => localStorage.setItem('pocket-home-stored-topics', '["food"]'));
    await qa.getByRole('button', { name: 'Reset topic selector' }).click();
    await qa.getByText('Stored topics removed.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pocket-home-stored-topics'))).toBeNull();

    // Toast tester.
    await qa.getByRole('button', { name: 'Error toast' }).click();
    await page.getByText('An error toast from the QA tools.', { exact: true }).waitFor();

    await qa.evaluate((dialog) => dialog.scrollTo(0, 0));
    await shot(page, 'qa-tools-light');
    // The confirmation goes away by itself (docs/PRODUCT.md §9: after 6 seconds).
    await qa.getByText('Copied to your clipboard!').waitFor({ state: 'detached', timeout: 10_000 });

    // Unticking a flag switches it off (for this tab); the lab flag keeps the tools available.
    await omnivore.uncheck();
    await qa.getByText('Carries the active flags: lab, shareable.lists:pilot.v1.').waitFor();
    await page.keyboard.press('Escape');
    await qa.waitFor({ state: 'detached' });
    await setTheme(page, 'dark');
    await page.keyboard.press('q');
    await page.keyboard.press('a');
    await qa.waitFor();
    expect(await qa.getByRole('checkbox', { name: 'omnivore', exact: true }).isChecked()).toBe(
      false,
    );
    await qa.evaluate((dialog) => dialog.scrollTo(0, 0));
    await shot(page, 'qa-tools-dark');
  });
});

describe('QA tools in dev mode', () => {
  test('open without the lab flag; the premium toggle flips premium everywhere', async ({
    onTestFailed,
  }) => {
    const devApp = await startApp({ NODE_ENV: 'development' }).catch(() =>
      startApp({ NODE_ENV: 'development' }),
    );
    try {
      const page = await devApp.newPage();
      screenshotOnFailure(onTestFailed, page, 'qa-dev');
      await signUp(page, newAccount('dev'));
      await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Saves' }).waitFor();
      const qa = page.getByRole('dialog', { name: 'QA Tools' });
      // Dev mode comes from GET /api/instance: wait until the page has it.
      await expect
        .poll(async () => {
          await page.keyboard.press('q');
          await page.keyboard.press('a');
          return qa.count();
        })
        .toBe(1);
      expect(await qa.getByRole('checkbox', { name: 'lab', exact: true }).isChecked()).toBe(false);

      const premium = qa.getByRole('switch', { name: 'Premium for this account' });
      expect(await premium.getAttribute('aria-checked')).toBe('false');
      await premium.click();
      await expect.poll(() => premium.getAttribute('aria-checked')).toBe('true');
      await qa.getByText("premium_status is '1' (premium)").waitFor();
      await page.keyboard.press('Escape');
      await qa.waitFor({ state: 'detached' });

      await page.goto('/premium');
      await page.getByRole('heading', { name: 'You have Premium' }).waitFor();
    } finally {
      await devApp.stop();
    }
  });
});
