/**
 * Tags end to end: the tagging dialog from a card (typed tags, autocomplete, an invalid name),
 * chips on the cards, the All Tags page (counts, filter, pin kept in the app settings across a
 * reload), a tag view with rename (confirm, route replaced) and delete (confirm, back to the
 * tags page), a name over 25 characters refused with the counter and 'Character Limit Exceeded',
 * 250 tags read in three pages, and screenshots in light and dark.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import { RESULTS_DIR, screenshot, signedInPage, startApp } from './harness.js';
import { gql, saveUrlAs } from './page-graphql.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  const env = { ALLOW_PRIVATE_FETCH: '1' };
  app = await startApp(env).catch(() => startApp(env));
});

afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

const FIRST = 'Get your Frontend JavaScript Code Covered';
const SECOND = 'Firefox Nightly';

/** Saves a fixture page as the page's user. */
function save(page: Page, path: string): Promise<string> {
  return saveUrlAs(page, fixtures.url(path));
}

function card(page: Page, title: string | RegExp) {
  return page.getByRole('main').getByRole('article', { name: title });
}

async function titles(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

/** Tag chips shown on a card (detail view). */
async function chips(page: Page, title: string | RegExp): Promise<string[]> {
  const list = card(page, title).getByRole('list', { name: 'Tags' });
  if (!(await list.count())) return [];
  return list.getByRole('link').allTextContents();
}

/** The All Tags page's rows: "name · N saves". */
async function tagRows(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Tags', exact: true })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) =>
        Array.from(link.children)
          .map((child) => child.textContent)
          .join(' · '),
      ),
    );
}

const tagActions = (page: Page) => page.getByRole('group', { name: /^Actions for tag / });

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Saves views' });

async function seedTwoArticles(page: Page) {
  await save(page, '/articles/001/');
  await save(page, '/articles/firefox-nightly-blog/');
  await page.goto('/saves');
  await expect
    .poll(() => titles(page), { timeout: 30_000 })
    .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);
}

describe('tags', () => {
  test('tag from a card, list, filter, pin, rename, delete', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'tags-flow');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await seedTwoArticles(page);
    await page.getByRole('button', { name: 'Detail view' }).click();

    // The dialog from the card: Enter and comma add (normalised); an invalid name says why.
    await card(page, new RegExp(FIRST)).getByRole('button', { name: 'Tag', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tags' });
    await dialog.waitFor();
    const field = dialog.getByRole('combobox');
    await field.fill('Reading');
    await field.press('Enter');
    await field.pressSequentially('Web Dev,');
    await field.fill('_untagged_');
    await field.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'reserved' }).waitFor();
    await field.fill('');
    const chosen = dialog.getByRole('list', { name: 'Chosen tags' });
    expect(await chosen.getByRole('listitem').allTextContents()).toEqual(['reading', 'web dev']);
    // Backspace in the empty field removes the last tag; a chip's × removes that one.
    await field.press('Backspace');
    expect(await chosen.getByRole('listitem').count()).toBe(1);
    await field.fill('web dev');
    await field.press('Enter');
    await field.fill('extra');
    await field.press('Enter');
    await dialog.getByRole('button', { name: 'Remove tag extra' }).click();
    expect(await chosen.getByRole('listitem').allTextContents()).toEqual(['reading', 'web dev']);
    await screenshot(page, 'tags-dialog-light');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Tags saved').first().waitFor();
    await expect
      .poll(() => chips(page, new RegExp(FIRST)), { timeout: 10_000 })
      .toEqual(['reading', 'web dev']);

    // The second article gets "reading" through autocomplete.
    await card(page, new RegExp(SECOND)).getByRole('button', { name: 'Tag', exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole('combobox').fill('rea');
    await dialog.getByRole('option', { name: 'reading' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => chips(page, new RegExp(SECOND)), { timeout: 10_000 })
      .toEqual(['reading']);

    // All Tags: counts, the filter box, pin (stored: survives a reload).
    await sideNav(page).getByRole('link', { name: 'Tags', exact: true }).click();
    await page.waitForURL('**/saves/tags');
    await expect
      .poll(() => tagRows(page), { timeout: 10_000 })
      .toEqual(['reading · 2 saves', 'web dev · 1 save']);
    await page.getByText('2 tags', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Filter tags' }).fill('WEB');
    await expect.poll(() => tagRows(page)).toEqual(['web dev · 1 save']);
    await page.getByRole('searchbox', { name: 'Filter tags' }).fill('zzz');
    await page.getByText('No tags match “zzz”.').waitFor();
    await page.getByRole('searchbox', { name: 'Filter tags' }).fill('');
    await page.getByRole('button', { name: 'Pin web dev' }).click();
    await sideNav(page).getByRole('link', { name: 'Pinned tag web dev' }).waitFor();
    // Pinned first.
    await expect.poll(() => tagRows(page)).toEqual(['web dev · 1 save', 'reading · 2 saves']);
    await page.reload();
    await sideNav(page).getByRole('link', { name: 'Pinned tag web dev' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Unpin web dev' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, 'tags-page-light');

    // A tag view: both articles; the pinned link in the side nav leads to its tag.
    await page
      .getByRole('list', { name: 'Tags', exact: true })
      .getByRole('link', { name: /reading/ })
      .click();
    await page.waitForURL('**/saves/tags/reading');
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);
    await page.getByRole('heading', { level: 1, name: 'reading' }).waitFor();
    await screenshot(page, 'tag-view-light');

    // Rename, with confirmation: the URL is replaced and the items are still there.
    await tagActions(page).getByRole('button', { name: 'Rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename tag' });
    await renameDialog.getByLabel('New name').fill('Long Reads');
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rename “reading” to “long reads”?' });
    await confirm.getByRole('button', { name: 'Rename tag' }).click();
    await page.waitForURL((url) => url.pathname === '/saves/tags/long%20reads');
    await page.getByRole('heading', { level: 1, name: 'long reads' }).waitFor();
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(SECOND), expect.stringContaining(FIRST)]);
    expect(await chips(page, new RegExp(FIRST))).toEqual(['long reads', 'web dev']);
    // Replaced, not pushed: Back goes to the tags page, not to the old tag.
    await page.goBack();
    await page.waitForURL('**/saves/tags');
    await expect
      .poll(() => tagRows(page), { timeout: 10_000 })
      .toEqual(['web dev · 1 save', 'long reads · 2 saves']);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/saves/tags/long%20reads');

    // Delete, with confirmation: back on /saves/tags without it.
    await tagActions(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete the tag “long reads”?' });
    await confirmDelete.getByRole('button', { name: 'Delete tag' }).click();
    await page.waitForURL((url) => url.pathname === '/saves/tags');
    await expect.poll(() => tagRows(page), { timeout: 10_000 }).toEqual(['web dev · 1 save']);

    // Removing a card's tags in a tag view makes it leave that view.
    await sideNav(page).getByRole('link', { name: 'Pinned tag web dev' }).click();
    await page.waitForURL('**/saves/tags/web%20dev');
    await expect
      .poll(() => titles(page), { timeout: 10_000 })
      .toEqual([expect.stringContaining(FIRST)]);
    await card(page, new RegExp(FIRST)).getByRole('button', { name: 'Tag', exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove tag web dev' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No saves with this tag').waitFor();
    expect(errors).toEqual([]);
  });

  test('a tag over 25 characters shows the counter and "Character Limit Exceeded", not cut', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'tags-limit');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const id = await save(page, '/articles/001/');
    await page.goto('/saves');
    await card(page, new RegExp(FIRST)).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Detail view' }).click();

    await card(page, new RegExp(FIRST)).getByRole('button', { name: 'Tag', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tags' });
    await dialog.waitFor();
    const field = dialog.getByRole('combobox');
    const counter = dialog.getByTestId('tag-character-count');
    const long = 'abcdefghijklmnopqrstuvwxyz'; // 26 characters
    await field.pressSequentially(long.slice(0, 25));
    expect(await counter.textContent()).toContain('25/25');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await field.press('z');
    await expect.poll(() => counter.textContent()).toContain('26/25');
    await dialog.getByRole('alert').filter({ hasText: 'Character Limit Exceeded' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // Enter, a comma and Save all refuse it: no chip, the text stays as typed.
    await field.press('Enter');
    await field.press(',');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    const chosen = dialog.getByRole('list', { name: 'Chosen tags' });
    expect(await chosen.getByRole('listitem').count()).toBe(0);
    expect(await field.inputValue()).toBe(long);
    expect(await counter.textContent()).toContain('26/25');
    await dialog.getByRole('alert').filter({ hasText: 'Character Limit Exceeded' }).waitFor();
    await page.screenshot({ path: join(RESULTS_DIR, 'tags-character-limit-1280.png') });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(RESULTS_DIR, 'tags-character-limit-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Back to 25: the error goes, the tag is added whole and saved whole.
    await field.fill(long.slice(0, 25));
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await field.press('Enter');
    expect(await chosen.getByRole('listitem').allTextContents()).toEqual([long.slice(0, 25)]);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const data = await gql<{ readerSlug: { savedItem: { tags: Array<{ name: string }> } } }>(
      page,
      `query ($id: ID!) { readerSlug(slug: $id) { savedItem { tags { name } } } }`,
      { id },
    );
    expect(data.readerSlug.savedItem.tags.map((tag) => tag.name)).toEqual([long.slice(0, 25)]);
    expect(errors).toEqual([]);
  });

  test('250 tags load across three pages', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'tags-many');
    const ids = [
      await save(page, '/articles/001/'),
      await save(page, '/articles/firefox-nightly-blog/'),
      await save(page, '/articles/mozilla-1/'),
    ];
    const names = Array.from({ length: 250 }, (_, i) => `topic ${String(i).padStart(3, '0')}`);
    for (let call = 0; call < 3; call += 1) {
      await gql(
        page,
        `mutation ($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { id } }`,
        { input: [{ savedItemId: ids[call], tags: names.slice(call * 100, call * 100 + 100) }] },
      );
    }
    const requests: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('"operationName":"GetUsersTags"')) {
        requests.push(body);
      }
    });
    await page.goto('/saves/tags');
    await page.getByText('250 tags', { exact: true }).waitFor();
    await expect.poll(() => tagRows(page).then((rows) => rows.length)).toBe(250);
    const rows = await tagRows(page);
    expect(rows[0]).toBe('topic 000 · 1 save');
    expect(rows[249]).toBe('topic 249 · 1 save');
    expect(requests).toHaveLength(3);
    expect(requests[0]).not.toContain('"after"');
    expect(requests[1]).toContain('"after"');
  });

  test('empty state, and screenshots in dark', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'tags-dark', 'dark');
    await page.goto('/saves/tags');
    await page.getByText('No tags yet').waitFor();
    await screenshot(page, 'tags-empty-dark');

    await seedTwoArticles(page);
    const ids = await gql<{ user: { savedItems: { edges: Array<{ node: { id: string } }> } } }>(
      page,
      `{ user { savedItems { edges { node { id } } } } }`,
    );
    await gql(
      page,
      `mutation ($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { id } }`,
      {
        input: ids.user.savedItems.edges.map(({ node }) => ({
          savedItemId: node.id,
          tags: ['essays', 'to share', 'a/b testing'],
        })),
      },
    );
    await page.goto('/saves/tags');
    await page.getByRole('button', { name: 'Pin essays' }).click();
    await sideNav(page).getByRole('link', { name: 'Pinned tag essays' }).waitFor();
    await screenshot(page, 'tags-page-dark');

    // A name with a slash is one encoded segment.
    await page
      .getByRole('list', { name: 'Tags', exact: true })
      .getByRole('link', { name: /a\/b testing/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/saves/tags/a%2Fb%20testing');
    await page.getByRole('heading', { level: 1, name: 'a/b testing' }).waitFor();
    await page.getByRole('button', { name: 'Detail view' }).click();
    await expect.poll(() => titles(page), { timeout: 10_000 }).toHaveLength(2);
    await screenshot(page, 'tag-view-dark');

    await card(page, new RegExp(FIRST)).getByRole('button', { name: 'Tag', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tags' });
    await dialog.getByRole('button', { name: 'to share', exact: true }).click();
    await dialog.getByRole('combobox').fill('new tag');
    await screenshot(page, 'tags-dialog-dark');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The reader shows the tags under the title, and its Tag button opens the dialog.
    await card(page, new RegExp(FIRST))
      .getByRole('link', { name: new RegExp(FIRST) })
      .click();
    await page.waitForURL('**/read/**');
    const header = page.locator('article[aria-labelledby="reader-title"] header');
    await expect
      .poll(() => header.getByRole('list', { name: 'Tags' }).getByRole('link').allTextContents(), {
        timeout: 15_000,
      })
      .toEqual(['a/b testing', 'essays', 'to share']);
    await page
      .getByRole('toolbar', { name: 'Reader' })
      .getByRole('button', { name: 'Tag' })
      .click();
    await dialog.waitFor();
    const field = dialog.getByRole('combobox');
    await field.fill('reader pick');
    await field.press('Enter');
    await dialog.getByRole('button', { name: 'Remove tag essays' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => header.getByRole('list', { name: 'Tags' }).getByRole('link').allTextContents(), {
        timeout: 10_000,
      })
      .toEqual(['a/b testing', 'reader pick', 'to share']);
    await screenshot(page, 'reader-tags-dark');
  });
});
