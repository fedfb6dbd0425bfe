/**
 * Sharing and moderation end to end in Chromium: Share on a save creates a share link, "Copy
 * link" confirms and puts the /share/ URL on the clipboard, and that page opens; the Mastodon
 * sub-dialog checks the instance, opens its share screen, and remembers the instance across a
 * reload; a highlight's Share sends its quote; an administrator hides a reported list on
 * /admin/moderation (and restores it) while a non-admin is refused. Screenshots of the dialogs
 * and the page at desktop and handset widths, light and dark, go to test-results/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import { RESULTS_DIR, signedInPage, slug, startApp } from './harness.js';
import { gql, saveUrlAs } from './page-graphql.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  const env = { ALLOW_PRIVATE_FETCH: '1', SIGNUP_RATE_LIMIT: '50' };
  app = await startApp(env).catch(() => startApp(env));
});

afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

const ARTICLE = '/articles/mozilla-1/';
const TITLE = /Firefox/;
const HANDSET = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A screenshot of the viewport once animations are over (dialogs are fixed to it). */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `${RESULTS_DIR}/${slug(name)}.png` });
}

async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((mode) => localStorage.setItem('pocket-color-mode', mode), scheme);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.className))
    .toContain(`colormode-${scheme}`);
}

const shareDialog = (page: Page) => page.getByRole('dialog', { name: /^Share/ });
const linkField = (page: Page) => shareDialog(page).getByLabel('Link', { exact: true });

/** Opens Share from the save's card menu (grid view) and waits for the share link. */
async function openShareFromCard(page: Page): Promise<string> {
  const card = page.getByRole('main').getByRole('article', { name: TITLE });
  await card.waitFor({ timeout: 30_000 });
  await card.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await shareDialog(page).waitFor();
  await expect.poll(() => linkField(page).inputValue(), { timeout: 15_000 }).toMatch(/\/share\//);
  return linkField(page).inputValue();
}

interface ShareInfo {
  shareSlug: { targetUrl?: string; context?: { highlights: { quote: string }[] | null } | null };
}

async function shareBySlug(page: Page, shareUrl: string) {
  const id = new URL(shareUrl).pathname.split('/').pop() ?? '';
  const data = await gql<ShareInfo>(
    page,
    `query ($slug: ID!) { shareSlug(slug: $slug) { ... on PocketShare { targetUrl context { highlights { quote } } } } }`,
    { slug: id },
  );
  return data.shareSlug;
}

let adminPage: Page;

describe('sharing', () => {
  test('Share on a save: copy link confirms, the clipboard holds the /share/ URL, and it opens', async ({
    onTestFailed,
  }) => {
    // The first account of the instance is its administrator (used again below).
    adminPage = await signedInPage(app, onTestFailed, 'sharer');
    const page = adminPage;
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await saveUrlAs(page, fixtures.url(ARTICLE));
    await page.goto('/saves');

    const shareUrl = await openShareFromCard(page);
    expect(shareUrl).toMatch(/\/share\/[0-9a-f-]{36}$/);
    const dialog = shareDialog(page);
    // Every network is labelled and opens in a new tab without an opener.
    for (const name of ['Facebook', 'X', 'LinkedIn', 'Reddit', 'Bluesky']) {
      const link = dialog.getByRole('link', { name: `Share on ${name}` });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toContain(encodeURIComponent(shareUrl));
    }
    expect(await dialog.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=.+&body=.+/,
    );

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByText('Copied to your clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await shot(page, 'share-dialog-desktop-light');

    // Keyboard: Escape closes it and focus is back on the page.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The share exists for the save's URL, and its public page opens.
    expect((await shareBySlug(page, shareUrl)).targetUrl).toBe(fixtures.url(ARTICLE));
    const visitor = await app.newPage();
    const response = await visitor.goto(new URL(shareUrl).pathname);
    expect(response?.status()).toBe(200);
    await visitor.getByText(TITLE).first().waitFor();
  });

  test('Mastodon: the instance is checked, its share screen opens, and it is remembered', async () => {
    const page = adminPage;
    // No request leaves the machine: the instance answers locally.
    await page
      .context()
      .route('https://mastodon.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Mastodon</title>' }),
      );
    const shareUrl = await openShareFromCard(page);
    await shareDialog(page).getByRole('button', { name: 'Share on Mastodon' }).click();
    const sub = page.getByRole('dialog', { name: 'Share on Mastodon' });
    const field = sub.getByLabel('Your Mastodon instance');
    expect(await field.inputValue()).toBe('');
    await shot(page, 'share-mastodon-desktop-light');

    await field.fill('not an instance');
    await sub.getByRole('button', { name: 'Share on Mastodon' }).click();
    await sub
      .getByRole('alert')
      .getByText(/not an instance address/)
      .waitFor();

    await field.fill('https://Mastodon.Example/');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      sub.getByRole('button', { name: 'Share on Mastodon' }).click(),
    ]);
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe('https://mastodon.example/share');
    expect(opened.searchParams.get('text')).toMatch(new RegExp(`${shareUrl}$`));
    await popup.close();
    await sub.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('preferred-mastodon-instance'))).toBe(
      'mastodon.example',
    );

    // After a reload the sub-dialog offers the same instance.
    await page.keyboard.press('Escape');
    await page.reload();
    await openShareFromCard(page);
    await shareDialog(page).getByRole('button', { name: 'Share on Mastodon' }).click();
    expect(
      await page
        .getByRole('dialog', { name: 'Share on Mastodon' })
        .getByLabel('Your Mastodon instance')
        .inputValue(),
    ).toBe('mastodon.example');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // The dialogs in the other widths and schemes.
    for (const [scheme, size] of [
      ['dark', DESKTOP],
      ['light', HANDSET],
      ['dark', HANDSET],
    ] as const) {
      await page.setViewportSize(size);
      await setScheme(page, scheme);
      await openShareFromCard(page);
      const width = size === HANDSET ? 'handset' : 'desktop';
      await shot(page, `share-dialog-${width}-${scheme}`);
      await shareDialog(page).getByRole('button', { name: 'Share on Mastodon' }).click();
      await page.getByRole('dialog', { name: 'Share on Mastodon' }).waitFor();
      await shot(page, `share-mastodon-${width}-${scheme}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize(DESKTOP);
    await setScheme(page, 'light');
  });

  test('a share link that fails to be created shows the error and "Try again" works', async () => {
    const page = adminPage;
    await page.goto('/saves');
    // The first request for a share link fails as an unreachable server would.
    let failures = 1;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'ShareCreateLinkMutation' && failures > 0) {
        failures -= 1;
        await route.abort('connectionrefused');
        return;
      }
      await route.fallback();
    });
    const card = page.getByRole('main').getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = shareDialog(page);
    await dialog
      .getByRole('alert')
      .getByText(/couldn’t create a share link/)
      .waitFor();
    await shot(page, 'share-dialog-error-desktop-light');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => linkField(page).inputValue(), { timeout: 15_000 }).toMatch(/\/share\//);
    await page.unroute('**/graphql');
    await page.keyboard.press('Escape');
  });

  test("a highlight's Share sends its quote with the link", async () => {
    const page = adminPage;
    const id = await saveUrlAs(page, fixtures.url(ARTICLE));
    await page.goto(`/read/${id}`);
    await page.getByTestId('article-content').locator('p').first().waitFor({ timeout: 30_000 });
    const quote = await selectPassage(page);
    await page.keyboard.press('Shift');
    await page
      .getByTestId('selection-popover')
      .getByRole('button', { name: 'Highlight', exact: true })
      .click();
    const span = page.locator('[data-testid="article-content"] span.highlight').first();
    await span.waitFor();
    await span.click();
    await page.getByTestId('highlight-menu').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share highlight' });
    await dialog.waitFor();
    await dialog.getByText(quote.trim()).waitFor();
    await expect.poll(() => linkField(page).inputValue(), { timeout: 15_000 }).toMatch(/\/share\//);
    const share = await shareBySlug(page, await linkField(page).inputValue());
    expect(share.context?.highlights?.map((h) => h.quote)).toEqual([quote.trim()]);
    await shot(page, 'share-highlight-desktop-light');
    await page.keyboard.press('Escape');
  });

  test("a selection's Share sends the passage without highlighting it; the toolbar shares the save", async () => {
    const page = adminPage;
    const id = await saveUrlAs(page, fixtures.url(ARTICLE));
    await page.goto(`/read/${id}`);
    await page.getByTestId('article-content').locator('p').first().waitFor({ timeout: 30_000 });
    const highlightsBefore = await page
      .locator('[data-testid="article-content"] span.highlight')
      .count();
    const quote = await selectPassage(page);
    await page.keyboard.press('Shift');
    await page.getByTestId('selection-popover').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share highlight' });
    await dialog.getByText(quote.trim()).waitFor();
    await expect.poll(() => linkField(page).inputValue(), { timeout: 15_000 }).toMatch(/\/share\//);
    const share = await shareBySlug(page, await linkField(page).inputValue());
    expect(share.context?.highlights?.map((h) => h.quote)).toEqual([quote.trim()]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="article-content"] span.highlight').count()).toBe(
      highlightsBefore,
    );

    await page
      .getByRole('toolbar', { name: 'Reader' })
      .getByRole('button', { name: 'Share' })
      .click();
    const plain = page.getByRole('dialog', { name: 'Share', exact: true });
    await plain.waitFor();
    await expect.poll(() => linkField(page).inputValue(), { timeout: 15_000 }).toMatch(/\/share\//);
    const saveShare = await shareBySlug(page, await linkField(page).inputValue());
    expect(saveShare.context ?? null).toBeNull();
    expect(saveShare.targetUrl).toBe(fixtures.url(ARTICLE));
    await page.keyboard.press('Escape');
  });
});

/** Selects the start of a long paragraph as the keyboard would (press Shift after); its text. */
function selectPassage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const paragraph = [...document.querySelectorAll('[data-testid="article-content"] p')].find(
      (p) => (p.textContent ?? '').trim().length > 80 && !p.querySelector('a'),
    )!;
    paragraph.scrollIntoView({ block: 'center', behavior: 'instant' });
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    const node = walker.nextNode() as Text;
    const start = node.data.search(/\S/);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + 30);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    return range.toString();
  });
}

describe('moderation', () => {
  test('an admin hides a reported list on /admin/moderation and restores it; a non-admin is refused', async ({
    onTestFailed,
  }) => {
    const ownerPage = await signedInPage(app, onTestFailed, 'owner');
    const created = await gql<{ createShareableList: { externalId: string } }>(
      ownerPage,
      `mutation ($title: String!) { createShareableList(listData: { title: $title, description: "Deals" }) { externalId } }`,
      { title: 'Suspicious deals' },
    );
    const externalId = created.createShareableList.externalId;
    const published = await gql<{ updateShareableList: { slug: string } }>(
      ownerPage,
      `mutation ($id: ID!) { updateShareableList(data: { externalId: $id, status: PUBLIC }) { slug } }`,
      { id: externalId },
    );
    const publicPath = `/sharedlists/${externalId}/${published.updateShareableList.slug}`;

    const reporterPage = await signedInPage(app, onTestFailed, 'reporter');
    await gql(
      reporterPage,
      `mutation ($id: ID!) { reportShareableList(externalId: $id, reason: SPAM, comment: "Every item links to the same shop.") }`,
      { id: externalId },
    );

    // A non-admin: no Moderation in the account menu, and a refusal on the page.
    await reporterPage.getByRole('button', { name: 'Account menu' }).click();
    await reporterPage.getByRole('menuitem', { name: 'Premium' }).waitFor();
    expect(await reporterPage.getByRole('menuitem', { name: 'Moderation' }).count()).toBe(0);
    await reporterPage.keyboard.press('Escape');
    await reporterPage.goto('/admin/moderation');
    await reporterPage.getByRole('heading', { name: 'You need administrator rights' }).waitFor();
    expect(await reporterPage.getByRole('button', { name: /^Hide / }).count()).toBe(0);

    // The admin reaches the page from the account menu.
    const page = adminPage;
    await page.goto('/saves');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await page.waitForURL('**/admin/moderation');
    await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const card = page.getByRole('article', { name: 'Suspicious deals' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Suspicious deals' }).getAttribute('href')).toBe(
      publicPath,
    );
    await card.getByText('Spam', { exact: true }).waitFor();
    await card.getByText('Every item links to the same shop.').waitFor();
    await card.getByText(/1 report\b/).waitFor();
    await card.getByText('Visible', { exact: true }).waitFor();
    await shot(page, 'moderation-desktop-light');

    // Hide: a reason is required.
    await card.getByRole('button', { name: 'Hide Suspicious deals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this list?' });
    await dialog.getByRole('button', { name: 'Hide list' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByLabel('Reason').fill('Spam: every item links to the same shop.');
    await shot(page, 'moderation-hide-dialog-desktop-light');
    await dialog.getByRole('button', { name: 'Hide list' }).click();
    await card.getByText('Hidden', { exact: true }).waitFor();
    await card.getByText(/^Hidden by sharer/).waitFor();
    await card.getByText('Spam: every item links to the same shop.').waitFor();

    // The server agrees: the list is hidden, and its public view is refused.
    await page.reload();
    await page
      .getByRole('article', { name: 'Suspicious deals' })
      .getByText('Hidden', { exact: true })
      .waitFor();
    const publicView = await reporterPage.evaluate(
      async (id) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            query: `query ($id: ID!, $slug: String!) { shareableListPublic(externalId: $id, slug: $slug) { title } }`,
            variables: { id: id.externalId, slug: id.slug },
          }),
        });
        return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      },
      { externalId, slug: published.updateShareableList.slug },
    );
    expect(publicView.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Screens in dark and at handset width.
    await setScheme(page, 'dark');
    await page.getByRole('article', { name: 'Suspicious deals' }).waitFor();
    await shot(page, 'moderation-desktop-dark');
    await page.setViewportSize(HANDSET);
    await shot(page, 'moderation-handset-dark');
    await setScheme(page, 'light');
    await page.getByRole('article', { name: 'Suspicious deals' }).waitFor();
    await shot(page, 'moderation-handset-light');
    await page.setViewportSize(DESKTOP);

    // Restore puts it back at once.
    const again = page.getByRole('article', { name: 'Suspicious deals' });
    await again.getByRole('button', { name: 'Restore Suspicious deals' }).click();
    await again.getByText('Visible', { exact: true }).waitFor();
    const data = await gql<{
      adminReportedLists: { lists: { externalId: string; moderationStatus: string }[] };
    }>(page, `{ adminReportedLists { lists { externalId moderationStatus } } }`);
    expect(data.adminReportedLists.lists).toContainEqual({
      externalId,
      moderationStatus: 'VISIBLE',
    });
  });
});
