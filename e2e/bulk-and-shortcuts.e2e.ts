/**
 * Keyboard shortcuts and bulk edit end to end: key sequences and their 1000 ms timeout, the j / k
 * selection ring, the help overlay with its three tables and locked premium shortcuts, premium
 * shortcuts unbound in the reader for a free user, shift+click range selection, and bulk archive
 * of 75 saves in three batches with progress, including a run stopped by a failing batch (a
 * fault the harness injects: TEST_FAIL_SAVES_MATCHING, read by src/server/test/e2e-server.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  RESULTS_DIR,
  screenshot,
  screenshotOnFailure,
  signUp,
  slug,
  startApp,
} from './harness.js';
import { gql } from './page-graphql.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  // Seven accounts: more sign-ups than the default limit allows.
  const env = {
    ALLOW_PRIVATE_FETCH: '1',
    TEST_FAIL_SAVES_MATCHING: 'fail-me',
    SIGNUP_RATE_LIMIT: '50',
  };
  // One retry: on a busy machine the first start can miss the harness's readiness deadline.
  app = await startApp(env, { testFaults: true }).catch(() => startApp(env, { testFaults: true }));
});

afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

/** A screenshot of one element (the bar, the legend) next to the harness's full-page ones. */
async function elementShot(locator: Locator, name: string): Promise<void> {
  await locator.screenshot({ path: join(RESULTS_DIR, `${slug(name)}.png`) });
}

type OnTestFailed = Parameters<typeof screenshotOnFailure>[0];

async function signedInPage(onTestFailed: OnTestFailed, name: string): Promise<Page> {
  const page = await app.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  await signUp(page, newAccount(name.replace(/[^a-z]/g, '').slice(0, 10)));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  // The signed-in shell (and its shortcuts) is up once the heading shows.
  await page.getByRole('heading', { level: 1, name: 'Saves' }).waitFor();
  return page;
}

/** Saves the URLs in this order (so the last is the newest), 25 per request. */
async function seed(page: Page, urls: readonly string[]): Promise<void> {
  for (let start = 0; start < urls.length; start += 25) {
    const batch = urls.slice(start, start + 25);
    const fields = batch
      .map((url, i) => `s${i}: upsertSavedItem(input: { url: ${JSON.stringify(url)} }) { id }`)
      .join('\n');
    await gql(page, `mutation Seed {\n${fields}\n}`);
  }
}

/** Every save's URL and status, straight from the API. */
async function allSaves(page: Page): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  let after: string | null = null;
  for (;;) {
    const data: {
      user: {
        savedItems: {
          edges: Array<{ node: { url: string; status: string } }>;
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
    } = await gql(
      page,
      `query All($after: String) { user { savedItems(
        filter: { statuses: [UNREAD, ARCHIVED] }, pagination: { first: 100, after: $after }
      ) { edges { node { url status } } pageInfo { hasNextPage endCursor } } } }`,
      { after },
    );
    for (const edge of data.user.savedItems.edges) result.set(edge.node.url, edge.node.status);
    if (!data.user.savedItems.pageInfo.hasNextPage) return result;
    after = data.user.savedItems.pageInfo.endCursor;
  }
}

const bulkUrl = (n: number, extra = '') =>
  fixtures.url(`/bulk/item-${String(n).padStart(2, '0')}${extra}`);

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

async function titles(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

/** The card at a 1-based position in page order (it must be rendered). */
function cardAt(page: Page, position: number) {
  return page.locator(`[role="listitem"][aria-posinset="${position}"]`).getByRole('article');
}

async function selectedTitle(page: Page): Promise<string | null> {
  const selected = page.locator('article[aria-current="true"]');
  if ((await selected.count()) !== 1) return null;
  return selected.getAttribute('aria-label');
}

/** Scrolls down until the card at `position` is rendered (pages of 30 load on the way). */
async function scrollUntilCard(page: Page, position: number): Promise<void> {
  const target = page.locator(`[role="listitem"][aria-posinset="${position}"]`);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return target.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

function bulkBar(page: Page) {
  return page.getByRole('toolbar', { name: 'Bulk edit' });
}

/**
 * The bar's buttons whose box overlaps the "N selected" text, that leave the screen, or that
 * wrap below it (the bar then covers the page's first lines).
 */
async function bulkBarOverlaps(page: Page): Promise<string[]> {
  return bulkBar(page).evaluate((bar) => {
    const count = [...bar.querySelectorAll('p')].find((p) => / selected$/.test(p.textContent));
    if (!count) return ['no count'];
    // The text itself, not its paragraph (which may stretch under the buttons).
    const range = document.createRange();
    range.selectNodeContents(count);
    const text = range.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    return [...bar.querySelectorAll('button')].flatMap((button) => {
      const box = button.getBoundingClientRect();
      const name = button.getAttribute('title') ?? button.textContent ?? '';
      const overlaps =
        box.left < text.right &&
        text.left < box.right &&
        box.top < text.bottom &&
        text.top < box.bottom;
      if (overlaps) return [`${name} covers the count`];
      if (box.left < 0 || box.right > width) return [`${name} is off screen`];
      return box.top >= text.bottom ? [`${name} wraps below the count`] : [];
    });
  });
}

/** Selects every save of the view: the first card, then shift+click on the last. */
async function selectAll(page: Page, total: number): Promise<void> {
  await cardAt(page, 1).getByRole('checkbox').click();
  await scrollUntilCard(page, total);
  await cardAt(page, total)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await bulkBar(page).getByText(`${total} selected`).waitFor();
}

describe('keyboard shortcuts', () => {
  test('sequences navigate; a second key after 1000 ms does not', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'sequences');
    // The page's clock (performance.now) can then jump past the sequence timeout.
    await page.clock.install();
    await page.reload();
    await page.getByText('Your saves will show up here').waitFor();

    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await page.waitForURL('**/saves/archive');
    await page.getByRole('heading', { level: 1, name: 'Archive' }).waitFor();

    await page.keyboard.press('g');
    await page.keyboard.press('l');
    await page.waitForURL((url) => url.pathname === '/saves');

    // g, more than 1000 ms, then a: no navigation. g f afterwards proves keys are still read.
    await page.keyboard.press('g');
    await page.clock.fastForward(1500);
    await page.keyboard.press('a');
    await page.keyboard.press('g');
    await page.keyboard.press('f');
    await page.waitForURL('**/saves/favorites');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/saves');

    // A wrong key in between resets: g x a stays; typing in a field never triggers.
    await page.keyboard.press('g');
    await page.keyboard.press('x');
    await page.keyboard.press('a');
    const field = page.getByLabel('URL', { exact: true });
    await field.click();
    await field.pressSequentially('ga');
    expect(await field.inputValue()).toBe('ga');
    await field.blur();
    expect(new URL(page.url()).pathname).toBe('/saves');
    // Layout and theme sequences, then g r as the sync point.
    await page.keyboard.press('v');
    await page.keyboard.press('l');
    await page.keyboard.press('c');
    await page.keyboard.press('d');
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    await page.waitForURL('**/saves/articles');
    expect(await page.evaluate(() => localStorage.getItem('pocket-list-mode'))).toBe('list');
    expect(await page.evaluate(() => document.documentElement.className)).toContain(
      'colormode-dark',
    );
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.getByRole('dialog', { name: 'Save a URL' }).waitFor();
  });

  test('j / k move the selection ring; archiving moves it on', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'selection');
    await seed(page, [bulkUrl(1), bulkUrl(2), bulkUrl(3)]);
    await page.reload();
    await expect
      .poll(() => titles(page), { timeout: 15_000 })
      .toEqual(['item-03', 'item-02', 'item-01']);
    expect(await selectedTitle(page)).toBeNull();

    await page.keyboard.press('j');
    await expect.poll(() => selectedTitle(page)).toBe('item-03');
    await page.keyboard.press('j');
    await expect.poll(() => selectedTitle(page)).toBe('item-02');
    const ring = await page
      .locator('article[aria-current="true"]')
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe('none');
    await page.keyboard.press('k');
    await expect.poll(() => selectedTitle(page)).toBe('item-03');
    await page.keyboard.press('j');
    await expect.poll(() => selectedTitle(page)).toBe('item-02');

    // a archives item-02: it leaves Saves and the selection moves to the next item.
    await page.keyboard.press('a');
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(['item-03', 'item-01']);
    await expect.poll(() => selectedTitle(page)).toBe('item-01');
    // f favorites the selected item.
    await page.keyboard.press('f');
    await page
      .getByRole('article', { name: 'item-01' })
      .getByRole('img', { name: 'Favorite' })
      .waitFor();
    await screenshot(page, 'shortcuts-selection-ring');
  });

  test('? opens the legend: three tables, premium shortcuts locked', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'legend');
    await page.keyboard.press('Shift+Slash');
    const legend = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await legend.waitFor();
    const tables = legend.getByRole('table');
    // The three tables of docs/PRODUCT.md §2 "Keyboard shortcuts", then the /feeds inbox's keys
    // (docs/PRODUCT.md §10.10).
    expect(await tables.count()).toBe(4);
    for (const name of ['Saves Actions', 'Item Actions', 'Reading Actions', 'Feed Actions']) {
      await legend.getByRole('table', { name }).waitFor();
    }
    const wider = legend.getByRole('row', { name: /Wider column/ });
    expect(await wider.textContent()).toContain('Premium');
    expect(await wider.getAttribute('data-locked')).toBe('true');
    expect(await wider.evaluate((el) => getComputedStyle(el.firstElementChild!).opacity)).toBe(
      '0.55',
    );
    const larger = legend.getByRole('row', { name: /Larger text/ });
    expect(await larger.getAttribute('data-locked')).toBeNull();
    expect(await legend.getByRole('row', { name: /Go to Search/ }).textContent()).not.toContain(
      'Coming with search',
    );
    await screenshot(page, 'shortcuts-help-overlay');
    await legend.getByRole('table', { name: 'Reading Actions' }).scrollIntoViewIfNeeded();
    await elementShot(legend, 'shortcuts-help-overlay-reading');
    // ? toggles it closed; / opens it too.
    await page.keyboard.press('Shift+Slash');
    await legend.waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await legend.waitFor();
    await page.keyboard.press('Escape');
    await legend.waitFor({ state: 'detached' });
  });

  test('a free user: alt+= does not widen the reader column', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'premiumreader');
    const data = await gql<{ upsertSavedItem: { id: string } }>(
      page,
      'mutation ($url: String!) { upsertSavedItem(input: { url: $url }) { id } }',
      { url: fixtures.url('/articles/mozilla-1/') },
    );
    await page.goto(`/read/${data.upsertSavedItem.id}`);
    await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 30_000 });
    const column = page.locator('article[aria-labelledby="reader-title"]');
    const style = () =>
      column.evaluate((el) => ({
        width: getComputedStyle(el).maxWidth,
        size: getComputedStyle(el).fontSize,
      }));
    const before = await style();
    await page.keyboard.press('Alt+Equal');
    // ctrl+= after it is handled in order: once the font grew, alt+= has been seen too.
    await page.keyboard.press('Control+Equal');
    await expect.poll(async () => (await style()).size).not.toBe(before.size);
    expect((await style()).width).toBe(before.width);
    // The reader's legend shows the column width shortcuts locked.
    await page.keyboard.press('Shift+Slash');
    const legend = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await legend.waitFor();
    expect(
      await legend.getByRole('row', { name: /Narrower column/ }).getAttribute('data-locked'),
    ).toBe('true');
  });
});

describe('bulk edit', () => {
  test('shift+click selects and deselects ranges in page order', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'bulkrange');
    await seed(
      page,
      [1, 2, 3, 4, 5, 6].map((n) => bulkUrl(n)),
    );
    await page.reload();
    await expect.poll(() => titles(page), { timeout: 15_000 }).toHaveLength(6);

    await page.getByRole('button', { name: 'Bulk edit' }).click();
    await bulkBar(page).getByText('0 selected').waitFor();
    const box = (title: string) => page.getByRole('checkbox', { name: `Select ${title}` });
    const checked = async () => {
      const states = await Promise.all(
        ['item-06', 'item-05', 'item-04', 'item-03', 'item-02', 'item-01'].map(async (t) =>
          (await box(t).getAttribute('aria-checked')) === 'true' ? t : null,
        ),
      );
      return states.filter(Boolean);
    };

    // A click selects instead of opening.
    await box('item-05').click();
    expect(page.url()).toMatch(/\/saves$/);
    await box('item-02').click({ modifiers: ['Shift'] });
    await bulkBar(page).getByText('4 selected').waitFor();
    expect(await checked()).toEqual(['item-05', 'item-04', 'item-03', 'item-02']);
    await screenshot(page, 'bulk-bar-range');

    // Shift+click on a selected item deselects the range from the previous one (item-02).
    await box('item-04').click({ modifiers: ['Shift'] });
    await bulkBar(page).getByText('1 selected').waitFor();
    expect(await checked()).toEqual(['item-05']);

    // x selects the keyboard-selected card.
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await bulkBar(page).getByText('2 selected').waitFor();
    expect(await checked()).toEqual(['item-06', 'item-05']);
    // On a 390 px phone every control of the bar stays clear of "2 selected".
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => bulkBarOverlaps(page)).toEqual([]);
    await elementShot(bulkBar(page), 'bulk-bar-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Favorite asks first; Cancel favorites nothing and clears the selection (docs/PRODUCT.md §4
    // "Bulk mode"), staying in bulk mode.
    await bulkBar(page).getByRole('button', { name: 'Favorite' }).click();
    const confirm = page.getByRole('dialog', { name: 'Favorite 2 items?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await bulkBar(page).getByText('0 selected').waitFor();
    expect(await checked()).toEqual([]);
    expect(await page.getByRole('img', { name: 'Favorite' }).count()).toBe(0);
    // Escape in the confirmation is a cancel too.
    await box('item-03').click();
    await bulkBar(page).getByText('1 selected').waitFor();
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete 1 item?' });
    await confirmDelete.waitFor();
    await page.keyboard.press('Escape');
    await confirmDelete.waitFor({ state: 'detached' });
    await bulkBar(page).getByText('0 selected').waitFor();
    expect(await titles(page)).toHaveLength(6);

    // Escape leaves bulk mode and clears the selection; g b comes back with none.
    await page.keyboard.press('Escape');
    await bulkBar(page).waitFor({ state: 'detached' });
    await page.keyboard.press('g');
    await page.keyboard.press('b');
    await bulkBar(page).getByText('0 selected').waitFor();
    // Leaving the saves pages leaves bulk mode.
    await page.goto('/read/1');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/saves');
    await expect.poll(() => titles(page), { timeout: 15_000 }).toHaveLength(6);
    expect(await bulkBar(page).count()).toBe(0);
  });

  test('bulk archive of 75 saves runs in 3 batches with progress', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'bulkarchive');
    await seed(
      page,
      Array.from({ length: 75 }, (_, i) => bulkUrl(i + 1)),
    );
    await page.reload();
    await cardAt(page, 1).waitFor({ timeout: 15_000 });

    const batches: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('ItemsBulkArchive')) {
        batches.push(request.postData() ?? '');
      }
    });
    // Hold the second batch until the progress after the first one has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let seen = 0;
    await page.route('**/graphql', async (route: Route) => {
      if (route.request().postData()?.includes('ItemsBulkArchive')) {
        seen += 1;
        if (seen === 2) await held;
      }
      await route.continue();
    });

    await page.keyboard.press('g');
    await page.keyboard.press('b');
    await bulkBar(page).getByText('0 selected').waitFor();
    await selectAll(page, 75);
    await screenshot(page, 'bulk-bar-75-selected');
    await elementShot(bulkBar(page), 'bulk-bar-75-selected-bar');

    await bulkBar(page).getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive 75 items?' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    const progress = bulkBar(page).getByRole('status');
    await expect
      .poll(() => progress.textContent(), { timeout: 15_000 })
      .toBe('Archiving 30 of 75…');
    await screenshot(page, 'bulk-bar-progress');
    await elementShot(bulkBar(page), 'bulk-bar-progress-bar');
    release();

    await toasts(page).getByText('Archived: 75 items').waitFor({ timeout: 20_000 });
    await bulkBar(page).getByText('0 selected').waitFor();
    expect(batches).toHaveLength(3);
    const aliasCounts = batches.map(
      (body) =>
        (JSON.parse(body) as { query: string }).query.match(/updateSavedItemArchive\(/g)?.length,
    );
    expect(aliasCounts).toEqual([30, 30, 15]);

    await page.getByText('Your saves will show up here').waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await page.waitForURL('**/saves/archive');
    // Newest archived first: the last batch's last item leads.
    await page.getByRole('article', { name: 'item-01' }).waitFor({ timeout: 10_000 });
    const saves = await allSaves(page);
    expect([...saves.values()].filter((status) => status === 'ARCHIVED')).toHaveLength(75);
  });

  test('a failing batch stops the run', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'bulkfail');
    // Newest first: the 45th saved is 31st on the page, the first item of the second batch.
    const urls = Array.from({ length: 75 }, (_, i) =>
      i + 1 === 45 ? bulkUrl(i + 1, '?fail-me=1') : bulkUrl(i + 1),
    );
    await seed(page, urls);
    await page.reload();
    await cardAt(page, 1).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    await selectAll(page, 75);
    expect(await cardAt(page, 75).getAttribute('aria-label')).toBe('item-01');

    await bulkBar(page).getByRole('button', { name: 'Archive' }).click();
    await page
      .getByRole('dialog', { name: 'Archive 75 items?' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await toasts(page)
      .getByText(/Couldn't archive all 75 items: .+ Archived 30 of 75\./)
      .waitFor({
        timeout: 20_000,
      });
    await bulkBar(page).getByText('0 selected').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'bulk-failed-batch');

    const saves = await allSaves(page);
    const status = (n: number, extra = '') => saves.get(bulkUrl(n, extra));
    // Page positions 1–30 (saves 75…46) were the first batch: archived.
    for (let n = 46; n <= 75; n += 1) expect(status(n), `item-${n}`).toBe('ARCHIVED');
    // The failing save and the third batch (positions 61–75: saves 15…1) were not.
    expect(status(45, '?fail-me=1')).toBe('UNREAD');
    for (let n = 1; n <= 15; n += 1) expect(status(n), `item-${n}`).toBe('UNREAD');
  });
});
