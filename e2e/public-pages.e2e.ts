/**
 * The server-rendered public pages in Chromium: a public list opened logged out (signup
 * prompts, meta tags), a second user saving an item and reporting the list through the page,
 * an administrator hiding it, and the page answering 403; a share link carrying a highlight
 * quote opening at /share/{slug}.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { FixtureServer } from './fixture-server.js';
import {
  screenshot,
  screenshotOnFailure,
  signedInPage,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let fixtures: FixtureServer;
let adminPage: Page;

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
});
afterAll(() => stopAppWithFixtures(app, fixtures));

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

async function publishList(page: Page, title: string, urls: string[]) {
  const created = await gql<{ createAndAddToShareableList: { externalId: string } }>(
    page,
    `mutation ($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!) {
      createAndAddToShareableList(listData: $listData, itemData: $itemData) { externalId } }`,
    {
      listData: { title, description: 'Three long reads for a rainy afternoon.' },
      itemData: urls.map((url, index) => ({
        itemId: String(index + 1),
        url,
        title: `Rainy read ${index + 1}`,
        excerpt: `Why rainy read ${index + 1} is worth your time.`,
        publisher: 'Fixture Press',
        imageUrl: fixtures.url('/image.png'),
      })),
    },
  );
  const externalId = created.createAndAddToShareableList.externalId;
  const published = await gql<{ updateShareableList: { slug: string } }>(
    page,
    `mutation ($id: ID!) { updateShareableList(data: { externalId: $id, status: PUBLIC }) { slug } }`,
    { id: externalId },
  );
  return { externalId, path: `/sharedlists/${externalId}/${published.updateShareableList.slug}` };
}

describe('public pages', () => {
  test('a public list: logged out, reported through the page, hidden by an admin → 403', async ({
    onTestFailed,
  }) => {
    // The first account of the instance is its administrator.
    adminPage = await signedInPage(app, onTestFailed, 'ppadmin');
    const ownerPage = await signedInPage(app, onTestFailed, 'ppowner');
    const urls = ['/articles/001/', '/articles/bbc-1/', '/articles/ars-1/'].map((path) =>
      fixtures.url(path),
    );
    const list = await publishList(ownerPage, 'Rainy afternoon', urls);

    // In the app, a signed-in reader's thumbnails are rendered on demand (the image cache makes
    // new variants for a session, or for a URL the server signed).
    await ownerPage.goto('/lists');
    const thumbnail = ownerPage
      .getByRole('article', { name: 'Rainy afternoon' })
      .locator('img')
      .first();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);

    // Logged out: the list, its meta tags and signup prompts; no Save or Report buttons.
    const visitor = await app.newPage();
    screenshotOnFailure(onTestFailed, visitor, 'public-list-visitor');
    const response = await visitor.goto(list.path);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: 'Rainy afternoon' }).waitFor();
    expect(await visitor.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Rainy read 1',
      'Rainy read 2',
      'Rainy read 3',
    ]);
    await visitor.getByText(/A list by\s+ppowner/).waitFor();
    await visitor.getByRole('link', { name: 'Sign up for Satchel' }).waitFor();
    expect(await visitor.getByRole('button', { name: /^Save/ }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: /^Report/ }).count()).toBe(0);
    expect(await meta(visitor, 'og:title')).toMatch(/^Rainy afternoon/);
    expect(await meta(visitor, 'description')).toBe('Three long reads for a rainy afternoon.');
    expect(await meta(visitor, 'og:image')).toMatch(/\/image-cache\?url=.*&sig=/);
    // Logged out, the page's images load too: the server signed their URLs.
    const images = visitor.locator('main img');
    await expect.poll(() => images.count()).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          images.evaluateAll(
            (all: HTMLImageElement[]) =>
              all.length > 0 && all.every((img) => img.complete && img.naturalWidth > 0),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await visitor.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${list.path}$`),
    );
    await screenshot(visitor, 'public-list-logged-out-desktop-light');

    // A second user saves an item from the page, then reports the list.
    const reporter = await signedInPage(app, onTestFailed, 'ppreporter');
    const errors: string[] = [];
    reporter.on('pageerror', (error) => errors.push(error.message));
    await reporter.goto(list.path);
    await reporter.getByRole('button', { name: 'Save Rainy read 2' }).click();
    const save = reporter.getByRole('button', { name: 'Saved Rainy read 2' });
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await reporter.getByRole('status').getByText('Saved to your Saves.').waitFor();
    await reporter.reload();
    expect(
      await reporter
        .getByRole('button', { name: 'Saved Rainy read 2' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await reporter.getByRole('button', { name: 'Report list' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this list' });
    await dialog.waitFor();
    await dialog.getByLabel('Spam').check();
    await dialog.getByLabel(/Anything our moderators should know/).fill('Every link is an ad.');
    await screenshot(reporter, 'public-list-report-dialog-desktop-light');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Send this report?' }).waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('heading', { name: 'Thanks, we’ll review it' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);

    // The report reached the moderators; the admin hides the list.
    const reported = await gql<{
      adminReportedLists: {
        lists: Array<{ externalId: string; reports: Array<{ reason: string; comment: string }> }>;
      };
    }>(adminPage, `{ adminReportedLists { lists { externalId reports { reason comment } } } }`);
    expect(
      reported.adminReportedLists.lists.find((entry) => entry.externalId === list.externalId)
        ?.reports,
    ).toEqual([{ reason: 'SPAM', comment: 'Every link is an ad.' }]);
    await gql(
      adminPage,
      `mutation ($id: ID!) { moderateShareableList(externalId: $id, moderationStatus: HIDDEN, reason: "Advertising") { moderationStatus } }`,
      { id: list.externalId },
    );

    const hidden = await visitor.goto(list.path);
    expect(hidden?.status()).toBe(403);
    await visitor
      .getByRole('heading', { level: 1, name: 'This list has been hidden by moderators' })
      .waitFor();
    expect(await visitor.getByText('Rainy read 1').count()).toBe(0);
    await screenshot(visitor, 'public-list-hidden-desktop-light');
  });

  test('a share link carrying a highlight quote opens at /share/{slug}', async ({
    onTestFailed,
  }) => {
    const quote = 'Reading slowly is a practice of attention.';
    const created = await gql<{ createShareLink: { slug: string; shareUrl: string } }>(
      adminPage,
      `mutation ($target: ValidUrl!, $context: ShareContextInput) {
        createShareLink(target: $target, context: $context) { slug shareUrl } }`,
      { target: fixtures.url('/articles/001/'), context: { highlights: { quotes: [quote] } } },
    );
    const { slug, shareUrl } = created.createShareLink;
    expect(shareUrl).toMatch(new RegExp(`/share/${slug}$`));

    const visitor = await app.newPage({ colorScheme: 'dark' });
    screenshotOnFailure(onTestFailed, visitor, 'share-page-visitor');
    const response = await visitor.goto(`/share/${slug}`);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('blockquote').getByText(quote).waitFor();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.getByRole('link', { name: 'Sign up for Satchel' }).waitFor();
    expect(await meta(visitor, 'og:description')).toBe(quote);
    await screenshot(visitor, 'share-page-logged-out-desktop-dark');

    // The Share menu: copy the link, and share on a Mastodon server (remembered for next time).
    await visitor.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await visitor.locator('summary', { hasText: 'Share' }).click();
    await visitor.getByRole('button', { name: 'Copy link' }).click();
    await visitor.getByRole('status').getByText('Copied to your clipboard!').waitFor();
    expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await visitor.getByLabel('Your Mastodon server').fill('https://Mastodon.Example/@reader');
    // No network here: the Mastodon server's share page is answered by the test.
    const opened: string[] = [];
    await visitor.context().route('https://mastodon.example/**', async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<title>Mastodon</title>' });
    });
    await visitor.getByRole('button', { name: 'Share on Mastodon' }).click();
    await expect.poll(() => opened.length).toBe(1);
    const mastodon = new URL(opened[0]!);
    expect(`${mastodon.origin}${mastodon.pathname}`).toBe('https://mastodon.example/share');
    expect(mastodon.searchParams.get('text')).toMatch(new RegExp(` ${shareUrl}$`));
    expect(await visitor.evaluate(() => localStorage.getItem('preferred-mastodon-instance'))).toBe(
      'mastodon.example',
    );

    // Signed in, the Save button saves the shared page.
    await adminPage.goto(`/share/${slug}`);
    const save = adminPage.locator('button[data-save-url]');
    const before = await save.getAttribute('aria-pressed');
    await save.click();
    await expect
      .poll(() => save.getAttribute('aria-pressed'))
      .toBe(before === 'true' ? 'false' : 'true');

    const missing = await visitor.goto('/share/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'This shared page could not be found' }).waitFor();
  });
});
