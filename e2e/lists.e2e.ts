/**
 * Shareable lists end to end, as an enrolled user (LISTS_ENROLLMENT=open): a list made from 5
 * saves selected in bulk (3 go with the creation request, 2 in the following
 * addToShareableList), a note (with its counter), a reorder by keyboard that survives a
 * reload, a reorder that fails and reverts, publishing in List Settings and the public link in
 * the share dialog; then screenshots of the pages and dialogs at desktop and handset widths in
 * light and dark.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  screenshot,
  screenshotOnFailure,
  signedInPage,
  signUp,
  startApp,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import { saveUrlAs } from './page-graphql.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
});
afterAll(() => stopAppWithFixtures(app, fixtures));

const ARTICLES = ['001', 'firefox-nightly-blog', 'ars-1', 'bbc-1', 'medium-1'];

interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** Every GraphQL operation the page sends, in order. */
function recordOperations(page: Page): SentOperation[] {
  const sent: SentOperation[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as Partial<SentOperation> | null;
    if (body?.operationName) {
      sent.push({ operationName: body.operationName, variables: body.variables ?? {} });
    }
  });
  return sent;
}

/** True for the answer to a GraphQL request of that operation. */
function isOperation(response: Response, operationName: string): boolean {
  if (!response.url().endsWith('/graphql')) return false;
  const body = response.request().postDataJSON() as Partial<SentOperation> | null;
  return body?.operationName === operationName;
}

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

function cardAt(page: Page, position: number) {
  return page.locator(`[role="listitem"][aria-posinset="${position}"]`).getByRole('article');
}

const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk edit' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const listItems = (page: Page) =>
  page.getByRole('list', { name: 'Items in this list' }).getByRole('listitem');

async function itemOrder(page: Page): Promise<string[]> {
  return listItems(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
}

describe('shareable lists', () => {
  test(
    'create from 5 saves in bulk, note, reorder, publish, share',
    { timeout: 180_000 },
    async ({ onTestFailed }) => {
      const page = await signedInPage(app, onTestFailed, 'lists-flow');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const sent = recordOperations(page);

      for (const article of ARTICLES) await saveUrlAs(page, fixtures.url(`/articles/${article}/`));
      await page.reload();
      await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(5);

      // The Lists entry shows for an enrolled user.
      const sideNav = page.getByRole('navigation', { name: 'Saves views' });
      await sideNav.getByRole('link', { name: 'Lists' }).waitFor();

      // Select all five in bulk, then "Add to list" → "Create new list".
      await page.getByRole('button', { name: 'Bulk edit' }).click();
      await cardAt(page, 1).getByRole('checkbox').click();
      await cardAt(page, 5)
        .getByRole('checkbox')
        .click({ modifiers: ['Shift'] });
      await bulkBar(page).getByText('5 selected').waitFor();
      await bulkBar(page).getByRole('button', { name: 'Add to list' }).click();
      const picker = page.getByRole('dialog', { name: 'Add to list' });
      await picker.getByText('You have no lists yet').waitFor();
      await picker.getByRole('button', { name: 'Create new list' }).click();
      const create = page.getByRole('dialog', { name: 'Create List' });
      await create.getByText('5 items will go into the new list.').waitFor();
      // The title counter and its limit.
      await create.getByLabel('Title').fill('x'.repeat(101));
      await create.getByText('Character Limit Exceeded').waitFor();
      await create.getByText('101/100').waitFor();
      expect(await create.getByRole('button', { name: 'Create List' }).isDisabled()).toBe(true);
      await create.getByLabel('Title').fill('Weekend reading');
      await create.getByText('15/100').waitFor();
      await create.getByLabel('Description (optional)').fill('Long reads for a slow Sunday.');
      await create.getByRole('button', { name: 'Create List' }).click();
      await toasts(page)
        .getByText('Added 5 items to “Weekend reading”')
        .waitFor({ timeout: 15_000 });
      await create.waitFor({ state: 'detached' });

      // Exactly 3 with the creation request, then 2 in one addToShareableList.
      const listOps = sent.filter((op) =>
        ['CreateAndAddToShareableList', 'BulkCreateShareableListItems'].includes(op.operationName),
      );
      expect(listOps.map((op) => op.operationName)).toEqual([
        'CreateAndAddToShareableList',
        'BulkCreateShareableListItems',
      ]);
      expect((listOps[0]?.variables.itemData as unknown[]).length).toBe(3);
      expect((listOps[1]?.variables.items as unknown[]).length).toBe(2);

      // The side navigation shows the newest lists under Lists, and "Create list" (empty).
      await page.keyboard.press('Escape');
      await sideNav.getByRole('link', { name: 'List Weekend reading' }).waitFor();
      await sideNav.getByRole('button', { name: 'Create list' }).click();
      await create.waitFor();
      expect(await create.getByText(/items? will go into the new list/).count()).toBe(0);
      await page.keyboard.press('Escape');
      await create.waitFor({ state: 'detached' });

      // All Lists: the card with its count and status.
      await sideNav.getByRole('link', { name: 'Lists', exact: true }).click();
      await page.waitForURL('**/lists');
      const card = page.getByRole('article', { name: 'Weekend reading' });
      await card.getByText('5 items').waitFor();
      await card.getByText('Private').waitFor();
      await card.getByRole('link', { name: 'Weekend reading' }).click();
      await page.waitForURL(/\/lists\/[^/]+$/);
      const externalId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await expect.poll(() => listItems(page).count(), { timeout: 10_000 }).toBe(5);
      const before = await itemOrder(page);

      // A note, with its counter.
      const first = listItems(page).first();
      await first.getByRole('button', { name: 'Add note' }).click();
      const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
      await noteDialog.getByLabel('Note').fill('n'.repeat(301));
      await noteDialog.getByText('Character Limit Exceeded').waitFor();
      await noteDialog.getByText('301/300').waitFor();
      await noteDialog.getByLabel('Note').fill('Start here: the best of the bunch.');
      await noteDialog.getByRole('button', { name: 'Save note' }).click();
      await noteDialog.waitFor({ state: 'detached' });
      await first.getByText('Start here: the best of the bunch.').waitFor();

      // Reorder by keyboard: focus "Move … down" on the first item and press Enter.
      const moved = before[0] ?? '';
      await first.getByRole('button', { name: `Move ${moved} down` }).focus();
      const saved = page.waitForResponse((response) =>
        isOperation(response, 'UpdateShareableListItems'),
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => itemOrder(page)).toEqual([before[1], before[0], ...before.slice(2)]);
      expect((await (await saved).json()).errors).toBeUndefined();
      await page.reload();
      await expect
        .poll(() => itemOrder(page), { timeout: 10_000 })
        .toEqual([before[1], before[0], ...before.slice(2)]);
      // The note went along with its item.
      await listItems(page).nth(1).getByText('Start here: the best of the bunch.').waitFor();

      // A reorder the server refuses comes back with a toast.
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as SentOperation | null;
        if (body?.operationName !== 'UpdateShareableListItems') return route.fallback();
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'The server is busy.', extensions: { code: 'UNAVAILABLE' } }],
          }),
        });
      });
      const persisted = await itemOrder(page);
      await listItems(page)
        .last()
        .getByRole('button', { name: /^Move .* up$/ })
        .click();
      await toasts(page).getByText("Couldn't save the new order: The server is busy.").waitFor();
      await expect.poll(() => itemOrder(page)).toEqual(persisted);
      await page.unroute('**/graphql');

      // Publish in List Settings; the share dialog shows the public link.
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const settings = page.getByRole('dialog', { name: 'List Settings' });
      await settings.getByLabel('Title').waitFor();
      expect(await settings.getByLabel('Title').inputValue()).toBe('Weekend reading');
      await settings.getByRole('radio', { name: /^Public/ }).check();
      await settings.getByRole('button', { name: 'Save' }).click();
      await settings.waitFor({ state: 'detached' });
      await page.getByRole('main').getByText('Public', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const share = page.getByRole('dialog', { name: 'Share List' });
      const link = `${app.baseUrl}/sharedlists/${externalId}/weekend-reading`;
      await expect.poll(() => share.getByRole('textbox').inputValue()).toBe(link);
      // No opening animation in the picture (a busy machine draws it slowly).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await screenshot(page, 'lists-share-light-desktop');
      await page.keyboard.press('Escape');
      await share.waitFor({ state: 'detached' });

      // Delete Note (confirm), remove an item, then Delete List (confirm) → back to /lists.
      await listItems(page).nth(1).getByRole('button', { name: 'Delete note' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this note?' })
        .getByRole('button', { name: 'Delete note' })
        .click();
      await toasts(page).getByText('Note deleted').waitFor();
      await expect.poll(() => page.getByText('Start here: the best of the bunch.').count()).toBe(0);
      await listItems(page)
        .last()
        .getByRole('button', { name: /^Remove .* from the list$/ })
        .click();
      await expect.poll(() => listItems(page).count()).toBe(4);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete “Weekend reading”?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.getByRole('button', { name: 'Delete list' }).click();
      await page.waitForURL((url) => url.pathname === '/lists');
      await page.getByRole('heading', { name: 'No lists yet' }).waitFor();

      expect(errors).toEqual([]);
    },
  );

  test('adding a save a list already has says so in a sentence', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'lists-duplicate');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const article of ARTICLES.slice(0, 2)) {
      await saveUrlAs(page, fixtures.url(`/articles/${article}/`));
    }
    await page.reload();
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(2);
    const addFromMenu = async (position: number) => {
      await cardAt(page, position)
        .getByRole('button', { name: /^Actions for / })
        .click();
      await page.getByRole('menuitem', { name: 'Add to list' }).click();
    };
    const picker = page.getByRole('dialog', { name: 'Add to list' });
    /** The toasts' texts (the newest last). */
    const toastTexts = () => toasts(page).getByRole('listitem').allTextContents();

    // A list with the first save.
    await addFromMenu(1);
    await picker.getByText('You have no lists').waitFor();
    await page.getByRole('button', { name: 'Create new list' }).click();
    await page.getByLabel('Title').fill('Reading');
    await page.getByRole('button', { name: 'Create List' }).click();
    await toasts(page).getByText('Added 1 item to “Reading”').waitFor({ timeout: 15_000 });

    // The same save again: a sentence, no error, no URL; the list still has one item.
    await addFromMenu(1);
    await picker.getByText('1 item · last used').waitFor();
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await picker.waitFor({ state: 'detached', timeout: 15_000 });
    await toasts(page).getByText('“Reading” already has this save.').waitFor();
    await screenshot(page, 'lists-already-has-this-save');
    const texts = await toastTexts();
    expect(texts.join(' ')).not.toMatch(/https?:|127\.0\.0\.1|Couldn't/);

    // Both saves in bulk: the new one is added, the other one is named as already there.
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    await cardAt(page, 1).getByRole('checkbox').click();
    await cardAt(page, 2)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    await bulkBar(page).getByText('2 selected').waitFor();
    await bulkBar(page).getByRole('button', { name: 'Add to list' }).click();
    await picker.getByText('1 item · last used').waitFor();
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await toasts(page)
      .getByText('Added 1 item to “Reading”; 1 was already there.')
      .waitFor({ timeout: 15_000 });
    expect((await toastTexts()).join(' ')).not.toMatch(/https?:|Couldn't/);
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Saves views' })
      .getByRole('link', { name: 'List Reading' })
      .click();
    await expect.poll(() => listItems(page).count(), { timeout: 15_000 }).toBe(2);
    expect(errors).toEqual([]);
  });

  test(
    'screenshots: pages and dialogs, desktop and handset, light and dark',
    {
      timeout: 240_000,
    },
    async ({ onTestFailed }) => {
      const page = await signedInPage(app, onTestFailed, 'lists-shots');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const article of ARTICLES.slice(0, 3)) {
        await saveUrlAs(page, fixtures.url(`/articles/${article}/`));
      }
      await page.reload();
      await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(3);
      // A list made from the card menu: picker → Create new list.
      await cardAt(page, 1)
        .getByRole('button', { name: /^Actions for / })
        .click();
      await page.getByRole('menuitem', { name: 'Add to list' }).click();
      await page
        .getByRole('dialog', { name: 'Add to list' })
        .getByText('You have no lists')
        .waitFor();
      await page.getByRole('button', { name: 'Create new list' }).click();
      await page.getByLabel('Title').fill('Things to read on the train');
      await page.getByRole('button', { name: 'Create List' }).click();
      await toasts(page)
        .getByText(/Added 1 item/)
        .waitFor({ timeout: 15_000 });
      // The picker now remembers that list.
      await cardAt(page, 2)
        .getByRole('button', { name: /^Actions for / })
        .click();
      await page.getByRole('menuitem', { name: 'Add to list' }).click();
      const picker = page.getByRole('dialog', { name: 'Add to list' });
      await picker.getByText('1 item · last used').waitFor();
      await screenshot(page, 'lists-picker-light-desktop');
      await picker.getByRole('button', { name: 'Add', exact: true }).click();
      await picker.waitFor({ state: 'detached', timeout: 15_000 });

      // The reader's toolbar: "Add to list" for the save being read.
      await cardAt(page, 3).getByRole('link').first().click();
      await page.waitForURL('**/read/**');
      await page
        .getByRole('toolbar', { name: 'Reader' })
        .getByRole('button', { name: 'Add to list' })
        .click();
      await picker.getByText('2 items · last used').waitFor();
      await picker.getByRole('button', { name: 'Add', exact: true }).click();
      await picker.waitFor({ state: 'detached', timeout: 15_000 });

      // Reorder with dnd-kit's keyboard sensor: Space lifts, ArrowDown moves, Space drops.
      await page.goto('/lists');
      // Exact: the side navigation's entry for the list is "List Things to read on the train",
      // and it may already be there when the page's own card is.
      await page.getByRole('link', { name: 'Things to read on the train', exact: true }).click();
      await expect.poll(() => listItems(page).count(), { timeout: 10_000 }).toBe(3);
      const before = await itemOrder(page);
      await listItems(page)
        .first()
        .getByRole('button', { name: /^Reorder / })
        .focus();
      // Each step waits for dnd-kit's screen-reader announcement, so a busy machine keeps up.
      await page.keyboard.press('Space');
      await page.getByText(/is over position 1 of 3\.$/).waitFor({ state: 'attached' });
      // The sensor listens for arrow keys only from a timer task after the pick-up, and Chromium
      // runs input before timers: an arrow sent too soon is lost (CI saw it). A timer of ours,
      // queued after the sensor's, has run only once the sensor listens.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowDown');
      await page.getByText(/is over position 2 of 3\.$/).waitFor({ state: 'attached' });
      const dropped = page.waitForResponse((response) =>
        isOperation(response, 'UpdateShareableListItems'),
      );
      await page.keyboard.press('Space');
      const after = [before[1], before[0], before[2]];
      await expect.poll(() => itemOrder(page)).toEqual(after);
      expect((await (await dropped).json()).errors).toBeUndefined();
      await page.reload();
      await expect.poll(() => itemOrder(page), { timeout: 10_000 }).toEqual(after);

      for (const scheme of ['light', 'dark'] as const) {
        await page.evaluate((mode) => localStorage.setItem('pocket-color-mode', mode), scheme);
        for (const [width, height, label] of [
          [1280, 800, 'desktop'],
          [390, 800, 'handset'],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.goto('/lists');
          await page.getByRole('article', { name: 'Things to read on the train' }).waitFor();
          await screenshot(page, `lists-all-${scheme}-${label}`);
          await page
            .getByRole('link', { name: 'Things to read on the train', exact: true })
            .click();
          await expect.poll(() => listItems(page).count(), { timeout: 10_000 }).toBe(3);
          await screenshot(page, `lists-one-${scheme}-${label}`);
          await page.getByRole('button', { name: 'Settings', exact: true }).click();
          await page.getByRole('dialog', { name: 'List Settings' }).waitFor();
          await screenshot(page, `lists-settings-${scheme}-${label}`);
          await page.keyboard.press('Escape');
          await listItems(page).first().getByRole('button', { name: 'Add note' }).click();
          await page.getByRole('dialog', { name: 'Add Note' }).getByLabel('Note').fill('A note');
          await screenshot(page, `lists-note-${scheme}-${label}`);
          await page.keyboard.press('Escape');
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/lists');
      await page.getByRole('button', { name: 'Create List' }).first().click();
      await page.getByRole('dialog', { name: 'Create List' }).waitFor();
      await screenshot(page, 'lists-create-dark-desktop');
    },
  );
});

describe('lists pilot by invitation', () => {
  let inviteApp: TestApp;

  beforeAll(async () => {
    const env = { ALLOW_PRIVATE_FETCH: '1', LISTS_ENROLLMENT: 'invite' };
    inviteApp = await startApp(env).catch(() => startApp(env));
  });

  afterAll(async () => {
    await inviteApp?.stop();
  });

  test('a user who is not enrolled sees no lists entry points', async ({ onTestFailed }) => {
    const page = await inviteApp.newPage();
    screenshotOnFailure(onTestFailed, page, 'lists-not-enrolled');
    const pilot = page.waitForResponse((response) =>
      isOperation(response, 'GetShareableListPilotStatus'),
    );
    await signUp(page, newAccount('notpilot'));
    await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
    const answer = (await (await pilot).json()) as { data: { shareableListsPilotUser: boolean } };
    expect(answer.data.shareableListsPilotUser).toBe(false);

    await saveUrlAs(page, fixtures.url('/articles/001/'));
    await page.reload();
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(1);
    const sideNav = page.getByRole('navigation', { name: 'Saves views' });
    await sideNav.getByRole('link', { name: 'Tags' }).waitFor();
    expect(await sideNav.getByRole('link', { name: 'Lists' }).count()).toBe(0);
    expect(await sideNav.getByRole('button', { name: 'Create list' }).count()).toBe(0);
    await cardAt(page, 1)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Tag' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Add to list' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    await bulkBar(page).getByRole('button', { name: 'Tag' }).waitFor();
    expect(await bulkBar(page).getByRole('button', { name: 'Add to list' }).count()).toBe(0);
  });
});
