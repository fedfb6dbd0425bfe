/**
 * /admin/corpus end to end, with the loopback feed server (src/server/test/feed-server.ts; the
 * app may fetch private addresses): the first account, the administrator, finds Corpus in the
 * account menu, adds an instance feed with a topic, sees its health and its entries arrive as
 * corpus items with that topic; a "Review first" feed fills Prospects, one of which is rejected
 * (with Undo offered); a URL added by hand is approved at once. A plain user is refused and has
 * no Corpus in the menu. axe on the page; screenshots at 1280 and 390 px, light and dark.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { FEED_PATHS, startFeedServer } from '../src/server/test/feed-server.js';
import type { FeedServer } from '../src/server/test/feed-server.js';
import { axeViolations, formatFindings } from './axe.js';
import { newAccount, screenshot, screenshotOnFailure, signUp, startApp } from './harness.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  const env = { ALLOW_PRIVATE_FETCH: '1', SIGNUP_RATE_LIMIT: '50' };
  // One retry: on a busy machine the first start can miss the harness's readiness deadline.
  app = await startApp(env).catch(() => startApp(env));
});

afterAll(async () => {
  await app?.stop();
  await feeds?.close();
});

type OnTestFailed = Parameters<typeof screenshotOnFailure>[0];

/** A signed-up account's page; its Content-Security-Policy lets the test inject axe-core. */
async function signedIn(onTestFailed: OnTestFailed, name: string): Promise<Page> {
  const context = await app.browser.newContext({
    baseURL: app.baseUrl,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  await signUp(page, newAccount(name));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Saves' }).waitFor();
  return page;
}

/** The theme through its shortcut (c then d / c then l), outside any field. */
async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('c');
  await page.keyboard.press(theme === 'dark' ? 'd' : 'l');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.className))
    .toContain(`colormode-${theme}`);
}

/** Screenshots at 1280 and 390 px, light and dark (the page is left light at 1280 px). */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `corpus-${name}-${width}-${theme}`);
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
}

/** Reloads `path` until `locator` (built on the fresh page) shows; background work fills it. */
async function reloadUntil(page: Page, path: string, visible: () => ReturnType<Page['locator']>) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        await page.getByRole('tablist', { name: 'Corpus' }).waitFor();
        await page.waitForLoadState('networkidle');
        return visible().count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBeGreaterThan(0);
}

async function addFeed(page: Page, path: string, topic: string, tier: string) {
  await page.getByLabel('Feed or site URL').fill(feeds.url(path));
  await page.getByLabel('Topic', { exact: true }).selectOption({ label: topic });
  await page.getByLabel('Quality tier', { exact: true }).selectOption({ label: tier });
  await page.getByRole('button', { name: 'Add feed' }).click();
}

describe('/admin/corpus', () => {
  test('instance feeds with health, their items with the feed’s topic, review and a hand-added URL', async ({
    onTestFailed,
  }) => {
    // Signed up first: the instance's administrator.
    const admin = await signedIn(onTestFailed, 'admin');
    const reader = await signedIn(onTestFailed, 'reader');

    // A plain user: no Corpus in the menu, and a refusal at the address.
    await openAccountMenu(reader);
    await reader.getByRole('menuitem', { name: 'Premium' }).waitFor();
    expect(await reader.getByRole('menuitem', { name: 'Corpus' }).count()).toBe(0);
    await reader.keyboard.press('Escape');
    await reader.goto('/admin/corpus');
    await reader
      .getByRole('heading', { name: 'You need administrator or curator rights' })
      .waitFor();
    await reader
      .getByText('Ask an administrator of this instance to make you a curator.')
      .waitFor();
    expect(await reader.getByText(/npm run cli|users:grant/).count()).toBe(0);
    expect(await reader.getByRole('tablist').count()).toBe(0);

    // The administrator reaches the page from the account menu; the tab is in the address.
    await openAccountMenu(admin);
    await admin.getByRole('menuitem', { name: 'Corpus' }).click();
    await admin.waitForURL('**/admin/corpus');
    await admin.getByRole('heading', { level: 1, name: 'Corpus' }).waitFor();
    // An empty instance opens on the starter set, on the Prospects tab too.
    await admin.getByRole('heading', { name: 'Start with well-known feeds' }).waitFor();
    await admin.getByRole('tab', { name: /^Instance feeds/ }).click();
    await admin.waitForURL((url) => url.search === '?tab=feeds');
    await admin.getByRole('heading', { name: 'Start with well-known feeds' }).waitFor();

    // A feed with a topic: it is fetched, healthy, and brings items.
    await addFeed(admin, FEED_PATHS.atom, 'Travel', 'Standard');
    const atomRow = admin.getByRole('row', { name: /Le monde et ailleurs/ });
    await atomRow.getByText('Healthy').waitFor({ timeout: 20_000 });
    await atomRow.getByText(/^Fetched (just now|\d+ minutes? ago)$/).waitFor();
    expect(await atomRow.getByLabel('Topic of Le monde et ailleurs').inputValue()).toBe('travel');

    // A feed whose entries wait for review: they become prospects.
    await addFeed(admin, FEED_PATHS.json, 'Technology', 'Review first');
    await admin
      .getByRole('row', { name: /JSON Tech Digest/ })
      .getByText('Healthy')
      .waitFor({
        timeout: 20_000,
      });

    // The first feed's entries are corpus items with its topic, from the feed.
    const fromAtom = () =>
      admin.getByRole('row').filter({ hasText: 'Instance feed: Le monde et ailleurs' });
    await reloadUntil(admin, '/admin/corpus?tab=corpus&topic=travel', fromAtom);
    await fromAtom().first().getByText('(from its feed').waitFor();
    await fromAtom().first().getByText('Travel', { exact: true }).waitFor();
    expect(await admin.getByLabel('Topic', { exact: true }).inputValue()).toBe('travel');

    // Prospects: reject one; its card leaves at once and the toast offers Undo.
    const cards = () =>
      admin.getByRole('article').filter({ hasText: 'Instance feed: JSON Tech Digest' });
    await reloadUntil(admin, '/admin/corpus', cards);
    // Its URL is its identity: the title changes once the page is read.
    const id = await cards().first().getAttribute('data-prospect');
    const card = admin.locator(`[data-prospect="${id}"]`);
    const url = await card
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .getAttribute('href');
    await card.getByText('Not until approved').waitFor();
    await shots(admin, 'prospects');
    const findings = await axeViolations(admin);
    expect(findings, formatFindings('/admin/corpus', findings)).toEqual([]);

    await card.getByRole('button', { name: 'Reject' }).click();
    // .first(): the toast's text, then its announcement for screen readers.
    await admin
      .getByText(/^Rejected “.*”\. Its URL will not be proposed again\.$/)
      .first()
      .waitFor();
    await admin.getByRole('button', { name: 'Undo' }).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await admin.goto('/admin/corpus?tab=corpus&state=REJECTED');
    await admin.locator(`tr[data-item="${url}"]`).getByText('Rejected', { exact: true }).waitFor();

    // A URL added by hand is a curator's pick: approved at once, with the chosen topic.
    await admin.goto('/admin/corpus');
    await admin.getByLabel('Add a URL').fill(feeds.url(FEED_PATHS.nothing));
    await admin.getByLabel('Topic', { exact: true }).selectOption({ label: 'Science' });
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.getByText(/is in the corpus: approved\.$/).waitFor();
    await admin.goto('/admin/corpus?tab=corpus&state=APPROVED&source=CURATOR');
    const added = admin.getByRole('row').filter({ hasText: 'Added by a curator' });
    await added.first().waitFor();
    await added.first().getByText('Science', { exact: true }).waitFor();
    await screenshot(admin, 'corpus-corpus-1280-light');
    await admin.goto('/admin/corpus?tab=feeds');
    await atomRow.waitFor();
    await screenshot(admin, 'corpus-feeds-1280-light');
  }, 90_000);
});
