/**
 * Import end to end: /import from the account menu, a Pocket CSV uploaded through the Import
 * modal ("Your file has been accepted…"), the import followed to Done in "Your imports" with
 * its counts and the row that could not be imported, then the imported saves in Saves with their
 * tags and archive state. A file that is not an export shows the server's reason. A Linkwarden
 * backup through the same dialog: the page names the newer sources, the backup's collections
 * become tags, its uploaded file is listed, and a JSON of another kind is refused with the reason.
 * Screenshots in light, dark and on a 390 px handset.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  RESULTS_DIR,
  screenshotOnFailure,
  signUp,
  slug,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;
let dir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
  dir = await mkdtemp(join(tmpdir(), 'satchel-import-e2e-'));
});
afterAll(async () => {
  await Promise.allSettled(contexts.map((context) => context.close()));
  await stopAppWithFixtures(app, fixtures);
  if (dir) await rm(dir, { recursive: true, force: true });
});

// Titles as the CSV gives them; once the page is parsed, its own title may win, so matches
// are on the common start.
const FRONTEND = /Get your Frontend JavaScript Code Covered/;
const MINECRAFT = /Just-released Minecraft exploit/;
const OBAMA = /Obama admits US gun laws/;

/**
 * A Pocket export's saves CSV (docs/POCKET-COMPATIBILITY.md §5.2):
 * title,url,time_added,tags,status.
 */
function pocketCsv(): string {
  return [
    'title,url,time_added,tags,status',
    `Get your Frontend JavaScript Code Covered,${fixtures.url('/articles/001/')},1700000000,javascript|testing,unread`,
    `"Just-released Minecraft exploit, crashing servers",${fixtures.url('/articles/ars-1/')},1700000100,security,archive`,
    `Obama admits US gun laws are his 'biggest frustration',${fixtures.url('/articles/bbc-1/')},1700000200,,unread`,
    'A broken row,not a url,1700000300,,unread',
  ].join('\n');
}

/** A Linkwarden backup (docs/IMPORT.md): collections with their links, one an uploaded PDF. */
function linkwardenBackup(): string {
  const link = (id: number, name: string, url: string | null, tags: string[] = []) => ({
    id,
    name,
    type: url ? 'url' : 'pdf',
    description: '',
    url,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    tags: tags.map((tag, i) => ({ id: id * 10 + i, name: tag })),
  });
  return JSON.stringify({
    name: 'Dana',
    username: 'dana',
    collections: [
      {
        id: 1,
        name: 'Unorganized',
        parentId: null,
        links: [
          link(10, 'Get your Frontend JavaScript Code Covered', fixtures.url('/articles/001/')),
        ],
      },
      { id: 2, name: 'Research', parentId: null, links: [] },
      {
        id: 3,
        name: 'Security',
        parentId: 2,
        links: [
          link(11, 'Just-released Minecraft exploit', fixtures.url('/articles/ars-1/'), ['games']),
          link(12, 'scan.pdf', null),
        ],
      },
    ],
    pinnedLinks: [],
  });
}

async function writeTemp(name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

type OnTestFailed = Parameters<typeof screenshotOnFailure>[0];

/**
 * A new account signed up and landed on /saves. The page is on 127.0.0.1 while PUBLIC_URL says
 * localhost: the upload link must still be on the page's own origin.
 */
async function signedInPage(
  onTestFailed: OnTestFailed,
  name: string,
  scheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await app.browser.newContext({
    baseURL: app.baseUrl,
    colorScheme: scheme,
    viewport: { width: 1280, height: 800 },
  });
  contexts.push(context);
  const page = await context.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  await signUp(page, newAccount(name.replace(/[^a-z]/g, '')));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  if (scheme === 'dark')
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'dark'));
  return page;
}

/** A full-page screenshot into test-results/<name>.png once fonts are in. */
async function shot(page: Page, name: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Full-page shots of a scrolled page draw the sticky header mid-page.
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(200);
  await mkdir(RESULTS_DIR, { recursive: true });
  // The full-page capture resizes the viewport, which restarts the dialog's fade-in: finish
  // animations rather than catch the dialog half-drawn.
  await page.screenshot({
    path: join(RESULTS_DIR, `${slug(name)}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

async function openModal(page: Page, service: string) {
  await page.getByRole('button', { name: `Import from ${service}` }).click();
  const dialog = page.getByRole('dialog', { name: `Import from ${service}` });
  await dialog.waitFor();
  return dialog;
}

function cards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

describe('/import', () => {
  test('a Pocket CSV is imported, followed to Done, and its saves show in Saves', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'import');

    // A new user's empty Saves points at the import.
    await page.getByRole('link', { name: 'Import your saves' }).waitFor({ timeout: 10_000 });
    await shot(page, 'import-saves-empty-light');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Import' }).click();
    await page.waitForURL((url) => url.pathname === '/import');
    await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
    await page.getByText('Nothing imported yet.', { exact: false }).waitFor({ timeout: 10_000 });
    await shot(page, 'import-page-light');

    const dialog = await openModal(page, 'Pocket');
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await dialog
      .getByLabel('Export file')
      .setInputFiles(await writeTemp('pocket-export.csv', pocketCsv()));
    expect(await importButton.isDisabled()).toBe(false);
    await shot(page, 'import-modal-file-chosen-light');
    await importButton.click();
    await dialog
      .getByText('Your file has been accepted and will be processed shortly.')
      .waitFor({ timeout: 15_000 });
    await shot(page, 'import-modal-accepted-light');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('listitem', { name: 'Import from Pocket, pocket-export.csv' });
    await row.getByRole('status').filter({ hasText: 'Done' }).waitFor({ timeout: 30_000 });
    await expect(row.textContent()).resolves.toContain('Pocket export');
    await expect(row.textContent()).resolves.toContain('3 new saves · 0 already saved · 1 failed');
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await row.getByText('1 row could not be imported').click();
    const problem = row.getByRole('row').filter({ hasText: 'not a url' });
    await problem.waitFor();
    const cells = await problem.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('5');
    expect(cells[2]?.length).toBeGreaterThan(0);
    await shot(page, 'import-done-light');

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'import-done-handset');
    await openModal(page, 'Instapaper');
    await shot(page, 'import-modal-handset');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'dark'));
    await page.reload();
    await row.getByRole('status').filter({ hasText: 'Done' }).waitFor({ timeout: 10_000 });
    await shot(page, 'import-done-dark');
    await openModal(page, 'Pocket');
    await shot(page, 'import-modal-dark');
    await page.keyboard.press('Escape');

    // Saves: the unread ones; Archive: the archived one; the tags came along.
    await page.goto('/saves');
    await page
      .getByRole('main')
      .getByRole('article', { name: FRONTEND })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('main').getByRole('article', { name: OBAMA }).waitFor();
    expect((await cards(page)).some((title) => MINECRAFT.test(title))).toBe(false);
    await page.goto('/saves/archive');
    await page
      .getByRole('main')
      .getByRole('article', { name: MINECRAFT })
      .waitFor({ timeout: 15_000 });
    await page.goto('/saves/tags/javascript');
    await page
      .getByRole('main')
      .getByRole('article', { name: FRONTEND })
      .waitFor({ timeout: 15_000 });
    expect(await cards(page)).toHaveLength(1);
    await page.goto('/saves/tags/security');
    await page
      .getByRole('main')
      .getByRole('article', { name: MINECRAFT })
      .waitFor({ timeout: 15_000 });
  });

  test('a file that is not an export shows the server’s reason, and another try is possible', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'import-bad', 'dark');
    await page.goto('/import');
    const dialog = await openModal(page, 'Pocket');
    await dialog
      .getByLabel('Export file')
      .setInputFiles(await writeTemp('holiday.zip', 'These are my holiday notes, not an export.'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    const text = (await alert.textContent()) ?? '';
    // The server's own message, then the status (docs/PRODUCT.md §8: the status and text of the
    // failure).
    expect(text).toMatch(/^\S.{5,} \(error 400\)$/);
    expect(text).not.toContain('An unknown error occurred');
    expect(await dialog.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
    await shot(page, 'import-modal-error-dark');

    // Nothing was started: no import in the list.
    await page.keyboard.press('Escape');
    await page.getByText('Nothing imported yet.', { exact: false }).waitFor({ timeout: 10_000 });
  });

  test('a Linkwarden backup through the dialog: collections as tags, its PDF listed; other JSON refused', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'import-linkwarden');
    await page.goto('/import');
    // The sources name the newer formats.
    for (const service of ['Linkwarden', 'Pinboard', 'Matter', 'wallabag', 'Browser bookmarks']) {
      await page.getByRole('button', { name: `Import from ${service}` }).waitFor();
    }
    const browser = page.getByRole('button', { name: 'Import from Browser bookmarks' });
    // The hint is the button's description (beside its name, so the name matches the label).
    const hint = page.locator(`#${await browser.getAttribute('aria-describedby')}`);
    await expect(hint.textContent()).resolves.toMatch(/Firefox backup.*Chrome’s Bookmarks/);

    // Another kind of JSON is refused with the reason, and nothing starts.
    let dialog = await openModal(page, 'Linkwarden');
    await dialog
      .getByLabel('Export file')
      .setInputFiles(await writeTemp('package.json', '{"name": "app", "version": "1.0.0"}'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    await expect(alert.textContent()).resolves.toMatch(
      /^This JSON file is not an export we can read\. .*Linkwarden backups.* \(error 400\)$/,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openModal(page, 'Linkwarden');
    await dialog
      .getByLabel('Export file')
      .setInputFiles(await writeTemp('linkwarden-backup.json', linkwardenBackup()));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog
      .getByText('Your file has been accepted and will be processed shortly.')
      .waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Uploaded as Linkwarden (its own import type); the detected format says what the file was.
    const row = page.getByRole('listitem', {
      name: 'Import from Linkwarden, linkwarden-backup.json',
    });
    await row.getByRole('status').filter({ hasText: 'Done' }).waitFor({ timeout: 30_000 });
    await expect(row.textContent()).resolves.toContain('Linkwarden backup (JSON)');
    await expect(row.textContent()).resolves.toContain('2 new saves · 0 already saved · 1 failed');
    await row.getByText('1 row could not be imported').click();
    const problem = row.getByRole('row').filter({ hasText: 'uploaded file' });
    await problem.waitFor();
    expect((await problem.getByRole('cell').allTextContents())[0]).toBe('3');
    await shot(page, 'import-linkwarden-done-light');

    // The collections on the way to a link are its tags (not the default "Unorganized").
    await page.goto('/saves/tags/security');
    await page
      .getByRole('main')
      .getByRole('article', { name: MINECRAFT })
      .waitFor({ timeout: 15_000 });
    await page.goto('/saves/tags/research');
    await page.getByRole('main').getByRole('article', { name: MINECRAFT }).waitFor();
    expect(await cards(page)).toHaveLength(1);
  });

  test('a slow upload shows the bar following what has been sent', async ({ onTestFailed }) => {
    const page = await signedInPage(onTestFailed, 'import-slow');
    await page.goto('/import');
    const dialog = await openModal(page, 'another app');
    // 1.5 MB of lines that are not URLs, sent at 512 KB/s: about three seconds of upload.
    const notes = 'just a note, no link here\n'.repeat(60_000);
    await dialog.getByLabel('Export file').setInputFiles(await writeTemp('notes.txt', notes));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    await page.waitForFunction(
      () => {
        const now = Number(
          document.querySelector('[aria-label="Upload progress"]')?.getAttribute('aria-valuenow'),
        );
        return now > 5 && now < 95;
      },
      null,
      { timeout: 10_000, polling: 20 },
    );
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(
      true,
    );
    await shot(page, 'import-modal-uploading-light');
    // Then the server reads it and says why it is not an import.
    await dialog.getByRole('alert').waitFor({ timeout: 20_000 });
    await expect(dialog.getByRole('alert').textContent()).resolves.toMatch(/\(error 400\)$/);
    await cdp.detach();
  });
});
