/**
 * /feeds end to end, with the loopback feed server (src/server/test/feed-server.ts; the app may
 * fetch private addresses). One account for the whole file: Feeds from the main navigation, the
 * empty page; subscribe by a page that links to two feeds and choose one; the inbox fills from the
 * poll that follows the subscription; j selects, s saves (Saved, and the save is in Saves), m
 * toggles seen, o opens the saved entry in the reader; the legend lists the Feed Actions; an
 * unsaved entry opens in the reader (its article, a note offering Save; j / k walk the inbox) and
 * is saved from there, the reader staying on it (screenshots at 1280 and 390 px, light, dark and
 * sepia); an OPML
 * file with folders and two bad outlines is imported (counts and every problem listed, its feeds
 * in the list); the export downloads OPML; unsubscribe asks first. axe on the empty page and the
 * inbox (light); screenshots at 1280 and 390 px, light and dark.
 */
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { FEED_PATHS, startFeedServer } from '../src/server/test/feed-server.js';
import type { FeedServer } from '../src/server/test/feed-server.js';
import { axeViolations, formatFindings } from './axe.js';
import {
  newAccount,
  RESULTS_DIR,
  screenshot,
  screenshotOnFailure,
  signUp,
  startApp,
  switchTheme,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let feeds: FeedServer;
let page: Page;
let dir: string;

beforeAll(async () => {
  feeds = await startFeedServer();
  dir = await mkdtemp(join(tmpdir(), 'satchel-feeds-e2e-'));
  const env = { ALLOW_PRIVATE_FETCH: '1' };
  // One retry: on a busy machine the first start can miss the harness's readiness deadline.
  app = await startApp(env).catch(() => startApp(env));
  // axe is injected as an inline script, which the app's Content-Security-Policy refuses.
  const context = await app.browser.newContext({
    baseURL: app.baseUrl,
    bypassCSP: true,
    viewport: { width: 1280, height: 800 },
  });
  page = await context.newPage();
  await signUp(page, newAccount('feeds'));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Saves' }).waitFor();
});

afterAll(async () => {
  await page?.context().close();
  await app?.stop();
  await feeds?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const inboxEntries = () => page.getByRole('list', { name: /^Entries of/ }).getByRole('article');
const subscriptions = () => page.getByRole('navigation', { name: 'Subscriptions' });

/** The theme through its shortcut (c then d / c then l), outside any field. */
async function setTheme(theme: 'dark' | 'light') {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('c');
  await page.keyboard.press(theme === 'dark' ? 'd' : 'l');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.className))
    .toContain(`colormode-${theme}`);
}

async function expectNoAxeViolations(where: string) {
  const findings = await axeViolations(page);
  expect(findings, formatFindings(where, findings)).toEqual([]);
}

describe('/feeds', () => {
  test('empty, then subscribe by a page that links to two feeds and read the inbox', async ({
    onTestFailed,
  }) => {
    screenshotOnFailure(onTestFailed, page, 'feeds-subscribe');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Feeds' })
      .click();
    await page.waitForURL((url) => url.pathname === '/feeds');
    await page.getByRole('heading', { level: 2, name: 'Follow the sites you read' }).waitFor();
    await expectNoAxeViolations('/feeds empty');

    await page.getByLabel('Add a feed').fill(feeds.url(FEED_PATHS.site));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const choice = page.getByRole('group', { name: /This site has 2 feeds/ });
    await choice.waitFor();
    await expect.poll(() => choice.getByRole('radio').count()).toBe(2);
    // Each choice shows its title, format and address: take the RSS one by its address.
    await choice.getByRole('radio', { name: new RegExp(`RSS.*${FEED_PATHS.rss}`) }).check();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();

    // The new subscription is selected, and the poll that follows the subscription fills it.
    await page.waitForURL((url) => url.searchParams.has('feed'));
    await expect.poll(() => inboxEntries().count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /Fixture News/ }).count())
      .toBe(1);
    await expect.poll(() => subscriptions().getByRole('link').count()).toBe(2);
    // The pane follows the first poll on its own (asked again every 2 s while it is pending).
    await expect
      .poll(
        () =>
          subscriptions()
            .getByRole('link', { name: /Fixture News/ })
            .textContent(),
        // The list is asked again every 2 s (WATCH_INTERVAL_MS), so wait for more than one round.
        { timeout: 10_000 },
      )
      .toMatch(/unread/);
    await expectNoAxeViolations('/feeds inbox');
  });

  test('keys: j selects, s saves into Saves, m toggles seen, o opens the reader; the legend lists them', async ({
    onTestFailed,
  }) => {
    screenshotOnFailure(onTestFailed, page, 'feeds-keys');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('j');
    const first = inboxEntries().first();
    await expect.poll(() => first.getAttribute('data-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('ARTICLE');
    const url = await first
      .getByRole('link', { name: /^Open the original of/ })
      .getAttribute('href');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/articles\//);

    await page.keyboard.press('s');
    await first.getByRole('link', { name: /^Saved: read/ }).waitFor();
    // Saving twice is harmless: the row stays Saved and there is one save of the URL.
    await page.keyboard.press('s');
    const saves = await gql<{
      user: { savedItems: { edges: { node: { url: string; title: string | null } }[] } };
    }>(page, '{ user { savedItems(pagination: { first: 30 }) { edges { node { url title } } } } }');
    const saved = saves.user.savedItems.edges.filter((edge) => edge.node.url === url);
    expect(saved).toHaveLength(1);

    await page.keyboard.press('m');
    await expect.poll(() => first.getAttribute('data-seen')).toBe('true');
    await page.keyboard.press('m');
    await expect.poll(() => first.getAttribute('data-seen')).toBeNull();

    await page.keyboard.press('?');
    const legend = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await legend.getByRole('table', { name: 'Feed Actions' }).waitFor();
    await page.keyboard.press('?');
    await legend.waitFor({ state: 'hidden' });

    // o on a saved entry opens the reader; it is now seen.
    const feedsUrl = page.url();
    await first.focus();
    await page.keyboard.press('o');
    await page.waitForURL((address) => address.pathname.startsWith('/read/'));
    await page.goto(feedsUrl);
    await expect.poll(() => inboxEntries().first().getAttribute('data-seen')).toBe('true');

    // The save is in Saves.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Saves' })
      .click();
    await page.waitForURL((address) => address.pathname === '/saves');
    const words = (saved[0]!.node.title ?? '').slice(0, 24);
    await expect.poll(() => page.getByRole('main').getByText(words).count()).toBeGreaterThan(0);
    await page.goto(feedsUrl);
    await inboxEntries().first().waitFor();
  });

  test('an unsaved entry opens in the reader, j / k walk the inbox, and Save keeps the reader on it', async ({
    onTestFailed,
  }) => {
    screenshotOnFailure(onTestFailed, page, 'feeds-entry-reader');
    const feedsUrl = page.url();
    // The first entry was saved above; the second is not.
    const entry = inboxEntries().nth(1);
    await entry.getByRole('button', { name: /^Save: / }).waitFor();
    const title = (await entry.getByRole('heading', { level: 3 }).textContent())!;
    const url = await entry
      .getByRole('link', { name: /^Open the original of/ })
      .getAttribute('href');
    await entry.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL((address) => address.pathname.startsWith('/read/'));
    const readerPath = new URL(page.url()).pathname;
    expect(new URL(page.url()).searchParams.get('from')).toBe('feeds');

    const note = page.getByRole('complementary', { name: 'Not saved yet' });
    await note.waitFor({ timeout: 20_000 });
    await expect(note.textContent()).resolves.toMatch(/Fixture News.*keep your place/);
    await expect
      .poll(async () => (await page.getByTestId('article-content').textContent())?.length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(500);
    await page.getByRole('link', { name: 'Back to Feeds' }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark', 'sepia'] as const) {
        await switchTheme(page, theme);
        await page.evaluate(() => document.fonts.ready);
        // The first screen: toolbar, the note and the article's start (the page is long).
        await page.screenshot({
          path: join(RESULTS_DIR, `feeds-entry-reader-${width}-${theme}.png`),
        });
      }
    }
    await switchTheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Highlighting asks for a save instead of doing nothing.
    await page.getByRole('button', { name: 'Highlights' }).click();
    await page
      .getByText('Highlights are kept with your saves. Save this entry to highlight it.')
      .first()
      .waitFor();

    // j and k walk the inbox's entries in its order.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const heading = page.locator('#reader-title');
    const shown = await heading.textContent();
    await page.keyboard.press('j');
    await page.waitForURL((address) => address.pathname !== readerPath);
    // The next entry is on screen (a navigation keeps the old view until the new one renders).
    await expect.poll(() => heading.textContent()).not.toBe(shown);
    await page.keyboard.press('k');
    await page.waitForURL((address) => address.pathname === readerPath);
    await note.waitFor();

    await note.getByRole('button', { name: 'Save' }).click();
    await note.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Archive' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(readerPath);
    await expect
      .poll(async () => (await page.getByTestId('article-content').textContent())?.length)
      .toBeGreaterThan(500);
    const saves = await gql<{ user: { savedItems: { edges: { node: { url: string } }[] } } }>(
      page,
      '{ user { savedItems(pagination: { first: 30 }) { edges { node { url } } } } }',
    );
    expect(saves.user.savedItems.edges.map((edge) => edge.node.url)).toContain(url);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: join(RESULTS_DIR, 'feeds-entry-reader-saved-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Back to Feeds' }).click();
    await page.waitForURL((address) => address.pathname === '/feeds');
    await inboxEntries()
      .nth(1)
      .getByRole('link', { name: /^Saved: read/ })
      .waitFor();
    expect(page.url()).toBe(feedsUrl);
  });

  test('OPML: import lists its feeds and every problem; export downloads OPML', async ({
    onTestFailed,
  }) => {
    screenshotOnFailure(onTestFailed, page, 'feeds-opml');
    const opml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<opml version="2.0"><head><title>From another reader</title></head><body>',
      '<outline text="Tech &amp; “Science”">',
      `<outline type="rss" text="JSON tech" xmlUrl="${feeds.url(FEED_PATHS.json)}"/>`,
      `<outline type="rss" text="Fixture News again" xmlUrl="${feeds.url(FEED_PATHS.rss)}"/>`,
      '</outline>',
      `<outline type="rss" text="日本語のフィード" xmlUrl="${feeds.url(FEED_PATHS.ttl)}"/>`,
      '<outline type="rss" text="No address at all"/>',
      '<outline type="rss" text="A gopher hole" xmlUrl="gopher://example.com/feed"/>',
      '</body></opml>',
    ].join('\n');
    const file = join(dir, 'subscriptions.opml');
    await writeFile(file, opml);
    await page.getByLabel('Import OPML').setInputFiles(file);

    const result = page.getByRole('status').filter({ hasText: /Subscribed to/ });
    await result.waitFor({ timeout: 20_000 });
    await expect(result.textContent()).resolves.toContain(
      'Subscribed to 2 feeds, 1 already subscribed.',
    );
    const problems = result.getByRole('listitem');
    await expect.poll(() => problems.count()).toBe(2);
    await expect(problems.filter({ hasText: 'No address at all' }).count()).resolves.toBe(1);
    await expect(problems.filter({ hasText: 'A gopher hole' }).count()).resolves.toBe(1);
    await expect.poll(() => subscriptions().getByRole('link').count()).toBe(4);
    await subscriptions()
      .getByRole('link', { name: /JSON tech/i })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export OPML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('satchel-feeds.opml');
    const exported = await readFile(await download.path(), 'utf8');
    expect(exported).toContain('<opml');
    expect(exported).toContain(feeds.url(FEED_PATHS.json));
    expect(exported).toContain(feeds.url(FEED_PATHS.rss));
  });

  test('screenshots at 1280 and 390 px, light and dark; then unsubscribe asks first', async ({
    onTestFailed,
  }) => {
    screenshotOnFailure(onTestFailed, page, 'feeds-unsubscribe');
    await page.goto('/feeds');
    await expect.poll(() => inboxEntries().count(), { timeout: 20_000 }).toBeGreaterThan(2);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(theme);
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `feeds-${width}-${theme}`);
      }
    }
    await setTheme('light');
    await page.setViewportSize({ width: 1280, height: 800 });

    await subscriptions()
      .getByRole('link', { name: /JSON tech/i })
      .click();
    await page.waitForURL((url) => url.searchParams.has('feed'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe from this feed?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(
      subscriptions()
        .getByRole('link', { name: /JSON tech/i })
        .count(),
    ).resolves.toBe(1);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.searchParams.has('feed'));
    await expect
      .poll(() =>
        subscriptions()
          .getByRole('link', { name: /JSON tech/i })
          .count(),
      )
      .toBe(0);
    await expect.poll(() => subscriptions().getByRole('link').count()).toBe(3);
  });
});
