/**
 * Accessibility as a checked property: axe-core on every route of the web client and every
 * dialog, in the light, dark and sepia themes, at desktop width (1280) and, for the main routes,
 * at phone width (390). Fails on any serious or critical violation with the list of them (rule,
 * impact, element, its HTML and axe's reason).
 *
 * One server and three people: the instance's administrator (who owns the saves, two highlights,
 * a tag, a public list and a share link), a reader (who reports that list from its public page) and a signed-out
 * visitor. The theme is the app's stored colour mode (the key the display settings write): a
 * screen of the web client is loaded once in light, then switched to dark and sepia in place, as
 * the client follows a change made in another tab; the server-rendered public pages apply it at
 * load only, so they are loaded in each theme.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { makePatch } from '../src/common/highlight-patch.js';
import { axeViolations, BLOCKING_IMPACTS, formatFindings } from './axe.js';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  screenshot,
  signUp,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql, saveUrlAs } from './page-graphql.js';

type Theme = 'light' | 'dark' | 'sepia';
const THEMES: Theme[] = ['light', 'dark', 'sepia'];
const ARTICLES = ['firefox-nightly-blog', '001', 'ars-1'];
const LIST_TITLE = 'Rainy afternoon';
/** The colour mode's localStorage key (src/web/features/theme/state/theme-preference.ts). */
const THEME_KEY = 'pocket-color-mode';
// A11Y_IMPACTS=minor,moderate,serious,critical lists the lesser findings too (to look, not to gate).
const IMPACTS = process.env.A11Y_IMPACTS?.split(',') ?? BLOCKING_IMPACTS;

let app: TestApp;
let fixtures: FixtureServer;
let owner: Page;
let reader: Page;
let visitor: Page;
const itemIds: string[] = [];
let listId = '';
let listPath = '';
let sharePath = '';

/** A page whose Content-Security-Policy lets the test inject axe-core's source. */
async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({
    baseURL: app.baseUrl,
    bypassCSP: true,
    viewport: { width: 1280, height: 800 },
  });
  return trackCalls(await context.newPage());
}

async function signedIn(prefix: string): Promise<Page> {
  const page = await newPage();
  await signUp(page, newAccount(prefix));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 30_000 });
  return page;
}

async function waitParsed(page: Page, id: string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const data = await gql<{ user: { savedItemById: { item: { __typename: string } } | null } }>(
      page,
      `query ($id: ID!) { user { savedItemById(id: $id) { item { __typename } } } }`,
      { id },
    );
    if (data.user.savedItemById?.item.__typename === 'Item') return;
    await page.waitForTimeout(500);
  }
  throw new Error(`Save ${id} was not parsed within 45 s`);
}

/**
 * Two highlights on a save, so the reader shows its Highlights button with a count, the marks in
 * the article and the sidebar's list (each anchored by its quote: the patch is a stand-in).
 */
async function highlightTwice(page: Page, id: string) {
  const article = async () => {
    const data = await gql<{ user: { savedItemById: { item: { article?: string | null } } } }>(
      page,
      `query ($id: ID!) { user { savedItemById(id: $id) { item { ... on Item { article } } } } }`,
      { id },
    );
    return data.user.savedItemById.item.article ?? '';
  };
  let html = await article();
  for (const deadline = Date.now() + 45_000; !html && Date.now() < deadline;) {
    await page.waitForTimeout(500);
    html = await article();
  }
  const text = html.replace(/<[^>]*>/g, ' ');
  const quotes = (text.match(/[A-Z][a-z]+(?: [a-z]+){5,9}/g) ?? []).slice(1, 3);
  expect(quotes).toHaveLength(2);
  await gql(
    page,
    `mutation ($input: [CreateHighlightInput!]!) { createSavedItemHighlights(input: $input) { id } }`,
    {
      input: quotes.map((quote) => ({
        itemId: id,
        version: 2,
        quote,
        patch: makePatch(`Intro. ${quote} Outro.`, 7, 7 + quote.length),
      })),
    },
  );
}

async function seed() {
  // The first account of the instance administers it (/admin/users, /admin/moderation).
  owner = await signedIn('a11yowner');
  reader = await signedIn('a11yreader');
  visitor = await newPage();
  await visitor.goto('/login');

  for (const article of ARTICLES) {
    itemIds.push(await saveUrlAs(owner, fixtures.url(`/articles/${article}/`)));
  }
  for (const id of itemIds) await waitParsed(owner, id);
  await gql(
    owner,
    `mutation ($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { id } }`,
    { input: itemIds.slice(0, 2).map((savedItemId) => ({ savedItemId, tags: ['reading'] })) },
  );
  await gql(owner, `mutation ($id: ID!) { updateSavedItemFavorite(id: $id) { id } }`, {
    id: itemIds[0],
  });
  await highlightTwice(owner, itemIds[0]!);
  await gql(owner, `mutation ($id: ID!) { updateSavedItemArchive(id: $id) { id } }`, {
    id: itemIds[2],
  });

  const created = await gql<{ createAndAddToShareableList: { externalId: string } }>(
    owner,
    `mutation ($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!) {
      createAndAddToShareableList(listData: $listData, itemData: $itemData) { externalId } }`,
    {
      listData: { title: LIST_TITLE, description: 'Long reads for a slow Sunday.' },
      itemData: ARTICLES.map((article, index) => ({
        itemId: itemIds[index],
        url: fixtures.url(`/articles/${article}/`),
        title: `Rainy read ${index + 1}`,
        excerpt: `Why rainy read ${index + 1} is worth your time.`,
        publisher: 'Fixture Press',
        imageUrl: fixtures.url('/image.png'),
      })),
    },
  );
  listId = created.createAndAddToShareableList.externalId;
  const published = await gql<{ updateShareableList: { slug: string } }>(
    owner,
    `mutation ($id: ID!) { updateShareableList(data: { externalId: $id, status: PUBLIC }) { slug } }`,
    { id: listId },
  );
  listPath = `/sharedlists/${listId}/${published.updateShareableList.slug}`;
  const share = await gql<{ createShareLink: { slug: string } }>(
    owner,
    `mutation ($target: ValidUrl!, $context: ShareContextInput) {
      createShareLink(target: $target, context: $context) { slug } }`,
    {
      target: fixtures.url(`/articles/${ARTICLES[0]}/`),
      context: { note: 'Worth the read: the second half especially.' },
    },
  );
  sharePath = `/share/${share.createShareLink.slug}`;
  // A report, so /admin/moderation has a list to moderate.
  await gql(
    reader,
    `mutation ($id: ID!) { reportShareableList(externalId: $id, reason: SPAM, comment: "Links to a shop.") }`,
    { id: listId },
  );
}

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
  await seed();
}, 180_000);
afterAll(() => stopAppWithFixtures(app, fixtures));

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's fetch/XHR calls in flight (cheaper than 'networkidle': no 500 ms wait). */
function trackCalls(page: Page): Page {
  const calls = new Set<unknown>();
  inFlight.set(page, calls);
  const isCall = (request: { resourceType: () => string }) =>
    ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => isCall(request) && calls.add(request));
  page.on('requestfinished', (request) => calls.delete(request));
  page.on('requestfailed', (request) => calls.delete(request));
  return page;
}

/** Resolves once no call has been in flight for 150 ms (at most 10 s). */
async function quiet(page: Page) {
  const calls = inFlight.get(page) ?? new Set();
  const deadline = Date.now() + 10_000;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    if (calls.size > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= 150) return;
    await page.waitForTimeout(50);
  }
}

/** Loads `path` in the page's stored theme and waits for the screen to be drawn and quiet. */
async function open(page: Page, path: string, ready?: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  if (ready) await ready(page);
  await quiet(page);
}

async function useTheme(page: Page, theme: Theme) {
  await page.evaluate(({ key, mode }) => localStorage.setItem(key, mode), {
    key: THEME_KEY,
    mode: theme,
  });
}

/**
 * Stores `theme` and tells the web client on `page` as the browser tells it of a change made in
 * another tab (the storage event startThemeSync listens to): it applies the theme without a
 * reload. Storing it from a real second tab made the routes test three times slower (243 s
 * against 82 s): the checked page then runs as a background tab. Throws if the theme is not
 * applied within 10 s.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate(
    ({ key, mode }) => {
      localStorage.setItem(key, mode);
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue: mode, storageArea: localStorage }),
      );
    },
    { key: THEME_KEY, mode: theme },
  );
  await page.waitForFunction(
    (name) => document.documentElement.classList.contains(name),
    `colormode-${theme}`,
    { timeout: 10_000, polling: 50 },
  );
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const firstCard = (page: Page) => cards(page).first().waitFor({ timeout: 30_000 });
const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk edit' });

interface Screen {
  name: string;
  /** Which person's page. */
  as: () => Page;
  path: () => string;
  /** A server-rendered public page: it takes the theme at load only, so it is loaded in each. */
  atLoadOnly?: boolean;
  ready?: (page: Page) => Promise<unknown>;
  /** Opens a dialog (or menu) on the screen; only it is checked then. */
  dialog?: (page: Page) => Promise<Locator>;
  /** Puts the screen in another state (a view mode, bulk edit), checked in full; `undo` ends it. */
  act?: (page: Page) => Promise<unknown>;
  undo?: (page: Page) => Promise<unknown>;
}

async function bulkSelectFirst(page: Page) {
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  await cards(page).first().getByRole('checkbox').click();
  await bulkBar(page).getByText('1 selected').waitFor();
}

/** A key sequence (g u, v l) typed outside any field. */
async function keys(page: Page, ...sequence: string[]) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const key of sequence) await page.keyboard.press(key);
  await page.waitForTimeout(200);
}

async function cardMenu(page: Page, item: string): Promise<void> {
  await cards(page)
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

const ROUTES: Screen[] = [
  { name: 'saves', as: () => owner, path: () => '/saves', ready: firstCard },
  {
    name: 'saves, list view',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    act: (page) => keys(page, 'v', 'l'),
    undo: (page) => keys(page, 'v', 'g'),
  },
  {
    name: 'saves, detail view',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    act: (page) => keys(page, 'v', 'd'),
    undo: (page) => keys(page, 'v', 'g'),
  },
  {
    name: 'saves, bulk edit',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    act: bulkSelectFirst,
    undo: (page) => page.keyboard.press('Escape'),
  },
  { name: 'archive', as: () => owner, path: () => '/saves/archive', ready: firstCard },
  { name: 'favorites', as: () => owner, path: () => '/saves/favorites', ready: firstCard },
  { name: 'highlights', as: () => owner, path: () => '/saves/highlights' },
  { name: 'articles', as: () => owner, path: () => '/saves/articles', ready: firstCard },
  { name: 'all tags', as: () => owner, path: () => '/saves/tags' },
  { name: 'a tag', as: () => owner, path: () => '/saves/tags/reading', ready: firstCard },
  {
    name: 'search results',
    as: () => owner,
    path: () => '/saves/search?query=firefox',
    ready: firstCard,
  },
  {
    name: 'reader',
    as: () => owner,
    path: () => `/read/${itemIds[0]}`,
    ready: (page) => page.getByRole('article').locator('p').nth(3).waitFor(),
  },
  {
    name: 'reader, highlights open',
    as: () => owner,
    path: () => `/read/${itemIds[0]}`,
    ready: (page) => page.getByRole('article').locator('p').nth(3).waitFor(),
    act: async (page) => {
      await page
        .getByRole('toolbar', { name: 'Reader' })
        .getByRole('button', { name: /^Highlights/ })
        .click();
      await page.getByRole('complementary', { name: 'Highlights' }).waitFor();
    },
    undo: (page) =>
      page
        .getByRole('toolbar', { name: 'Reader' })
        .getByRole('button', { name: /^Highlights/ })
        .click(),
  },
  {
    name: 'lists',
    as: () => owner,
    path: () => '/lists',
    ready: (page) => page.getByRole('article', { name: LIST_TITLE }).waitFor(),
  },
  {
    name: 'a list',
    as: () => owner,
    path: () => `/lists/${listId}`,
    ready: (page) => page.getByRole('list', { name: 'Items in this list' }).waitFor(),
  },
  { name: 'account', as: () => owner, path: () => '/account' },
  { name: 'connected apps', as: () => owner, path: () => '/account/apps' },
  { name: 'import', as: () => owner, path: () => '/import' },
  { name: 'premium', as: () => owner, path: () => '/premium' },
  {
    name: 'admin users',
    as: () => owner,
    path: () => '/admin/users',
    ready: (page) => page.getByRole('switch').first().waitFor(),
  },
  {
    name: 'moderation',
    as: () => owner,
    path: () => '/admin/moderation',
    ready: (page) => page.getByText(LIST_TITLE).first().waitFor(),
  },
  {
    name: 'feeds (none yet)',
    as: () => owner,
    path: () => '/feeds',
    ready: (page) => page.getByRole('heading', { name: 'Follow the sites you read' }).waitFor(),
  },
  {
    name: 'corpus',
    as: () => owner,
    path: () => '/admin/corpus',
    ready: (page) => page.getByRole('heading', { name: 'Start with well-known feeds' }).waitFor(),
  },
  { name: 'save a link', as: () => owner, path: () => '/save' },
  {
    name: 'home (no corpus yet)',
    as: () => owner,
    path: () => '/home',
    ready: (page) => page.getByRole('region', { name: 'No recommendations yet' }).waitFor(),
  },
  {
    name: 'discover (signed out, no corpus yet)',
    as: () => visitor,
    path: () => '/discover',
    ready: (page) => page.getByRole('region', { name: 'Nothing to discover yet' }).waitFor(),
  },
  {
    name: 'a topic page',
    as: () => owner,
    path: () => '/discover/technology',
    ready: (page) => page.getByRole('region', { name: 'No Technology stories yet' }).waitFor(),
  },
  { name: 'not found', as: () => owner, path: () => '/no/such/page' },
  { name: 'login', as: () => visitor, path: () => '/login' },
  { name: 'signup', as: () => visitor, path: () => '/signup' },
  { name: 'public list (signed out)', as: () => visitor, path: () => listPath, atLoadOnly: true },
  { name: 'public list (a reader)', as: () => reader, path: () => listPath, atLoadOnly: true },
  { name: 'public share', as: () => visitor, path: () => sharePath, atLoadOnly: true },
];

/** A dialog opened by clicking the button named `button`, found by its own name. */
const opensDialog =
  (button: string, dialog: string, options: { exact?: boolean } = {}) =>
  async (page: Page): Promise<Locator> => {
    await page.getByRole('button', { name: button, ...options }).click();
    return page.getByRole('dialog', { name: dialog });
  };

const DIALOGS: Screen[] = [
  {
    name: 'save a URL (g u)',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await page.keyboard.press('g');
      await page.keyboard.press('u');
      return page.getByRole('dialog', { name: 'Save a URL' });
    },
  },
  {
    name: 'shortcuts help (?)',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await page.keyboard.press('Shift+Slash');
      return page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    },
  },
  {
    name: 'account menu',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      return page.getByRole('menu');
    },
  },
  {
    name: 'card menu',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await cards(page)
        .first()
        .getByRole('button', { name: /^Actions for / })
        .click();
      return page.getByRole('menu');
    },
  },
  {
    name: 'tag editor',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await cardMenu(page, 'Tag');
      return page.getByRole('dialog', { name: 'Edit tags' });
    },
  },
  {
    name: 'share',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await cardMenu(page, 'Share');
      const dialog = page.getByRole('dialog', { name: /^Share/ });
      await expect
        .poll(() => dialog.getByLabel('Link', { exact: true }).inputValue(), { timeout: 15_000 })
        .toMatch(/\/share\//);
      return dialog;
    },
  },
  {
    name: 'bulk favorite confirmation',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await bulkSelectFirst(page);
      await bulkBar(page).getByRole('button', { name: 'Favorite' }).click();
      return page.getByRole('dialog', { name: /^Favorite 1 item/ });
    },
  },
  {
    name: 'bulk delete confirmation',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await bulkSelectFirst(page);
      await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
      return page.getByRole('dialog', { name: /^Delete 1 item/ });
    },
  },
  {
    name: 'list picker',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await bulkSelectFirst(page);
      await bulkBar(page).getByRole('button', { name: 'Add to list' }).click();
      const picker = page.getByRole('dialog', { name: 'Add to list' });
      await picker.getByText(LIST_TITLE).waitFor();
      return picker;
    },
  },
  {
    name: 'create list',
    as: () => owner,
    path: () => '/saves',
    ready: firstCard,
    dialog: async (page) => {
      await bulkSelectFirst(page);
      await bulkBar(page).getByRole('button', { name: 'Add to list' }).click();
      await page
        .getByRole('dialog', { name: 'Add to list' })
        .getByRole('button', { name: 'Create new list' })
        .click();
      return page.getByRole('dialog', { name: 'Create List' });
    },
  },
  {
    name: 'QA tools (q a, lab flag)',
    as: () => owner,
    path: () => '/saves?assign=lab',
    ready: firstCard,
    dialog: async (page) => {
      await page.keyboard.press('q');
      await page.keyboard.press('a');
      return page.getByRole('dialog', { name: 'QA Tools' });
    },
  },
  {
    name: 'search tips',
    as: () => owner,
    path: () => '/saves/search?query=firefox',
    ready: firstCard,
    dialog: opensDialog('Search tips', 'Search tips'),
  },
  {
    name: 'rename tag',
    as: () => owner,
    path: () => '/saves/tags/reading',
    ready: firstCard,
    dialog: async (page) => {
      await page
        .getByRole('group', { name: /^Actions for tag / })
        .getByRole('button', { name: 'Rename' })
        .click();
      return page.getByRole('dialog', { name: 'Rename tag' });
    },
  },
  {
    name: 'delete tag confirmation',
    as: () => owner,
    path: () => '/saves/tags/reading',
    ready: firstCard,
    dialog: async (page) => {
      await page
        .getByRole('group', { name: /^Actions for tag / })
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      return page.getByRole('dialog', { name: 'Delete the tag “reading”?' });
    },
  },
  {
    name: 'reader display settings',
    as: () => owner,
    path: () => `/read/${itemIds[0]}`,
    ready: (page) => page.getByRole('article').locator('p').nth(3).waitFor(),
    dialog: opensDialog('Display settings', 'Display settings'),
  },
  {
    name: 'list settings',
    as: () => owner,
    path: () => `/lists/${listId}`,
    ready: (page) => page.getByRole('list', { name: 'Items in this list' }).waitFor(),
    dialog: opensDialog('Settings', 'List Settings', { exact: true }),
  },
  {
    name: 'share list',
    as: () => owner,
    path: () => `/lists/${listId}`,
    ready: (page) => page.getByRole('list', { name: 'Items in this list' }).waitFor(),
    dialog: opensDialog('Share', 'Share List', { exact: true }),
  },
  {
    name: 'list item note',
    as: () => owner,
    path: () => `/lists/${listId}`,
    ready: (page) => page.getByRole('list', { name: 'Items in this list' }).waitFor(),
    dialog: async (page) => {
      await page
        .getByRole('list', { name: 'Items in this list' })
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Add note' })
        .click();
      return page.getByRole('dialog', { name: 'Add Note' });
    },
  },
  {
    name: 'delete list confirmation',
    as: () => owner,
    path: () => `/lists/${listId}`,
    ready: (page) => page.getByRole('list', { name: 'Items in this list' }).waitFor(),
    dialog: async (page) => {
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      return page.getByRole('dialog', { name: `Delete “${LIST_TITLE}”?` });
    },
  },
  {
    name: 'clear saved data',
    as: () => owner,
    path: () => '/account',
    dialog: opensDialog('Clear saved data', 'Clear saved data?'),
  },
  {
    name: 'delete account',
    as: () => owner,
    path: () => '/account',
    dialog: opensDialog('Delete account', 'Delete your account?'),
  },
  {
    name: 'import upload',
    as: () => owner,
    path: () => '/import',
    dialog: opensDialog('Import from Pocket', 'Import from Pocket'),
  },
  {
    name: 'hide list (moderation)',
    as: () => owner,
    path: () => '/admin/moderation',
    ready: (page) => page.getByText(LIST_TITLE).first().waitFor(),
    dialog: async (page) => {
      await page.getByRole('button', { name: `Hide ${LIST_TITLE}` }).click();
      return page.getByRole('dialog', { name: 'Hide this list?' });
    },
  },
  {
    name: 'report list (public page)',
    as: () => reader,
    path: () => listPath,
    atLoadOnly: true,
    dialog: opensDialog('Report list', 'Report this list'),
  },
  {
    name: 'report an item (public page)',
    as: () => reader,
    path: () => listPath,
    atLoadOnly: true,
    dialog: opensDialog('Report Rainy read 1', 'Report this item'),
  },
];

const PHONE_ROUTES = [
  'saves',
  'a tag',
  'search results',
  'reader',
  'lists',
  'a list',
  'account',
  'login',
  'public list (a reader)',
];

const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], dialog[open]';
/** The path each page shows with nothing open on it, so the next dialog there needs no reload. */
const cleanAt = new Map<Page, string>();

/** Escape closes the dialog (and leaves bulk mode); true when nothing is left open. */
async function closeAll(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = (await page.locator(OVERLAYS).count()) + (await bulkBar(page).count());
    if (open === 0) return true;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
  return false;
}

/**
 * Checks one screen (or its dialog) in `themes`, loaded (or, for a dialog on a page already
 * there, switched) in the first and switched in place to the others; returns the readable
 * findings, none when clean.
 */
async function check(screen: Screen, themes: Theme[], width: number): Promise<string[]> {
  const page = screen.as();
  const path = screen.path();
  const found: string[] = [];
  let where = `${themes[0]} ${width}px ${screen.name}`;
  try {
    if (!screen.dialog || cleanAt.get(page) !== path) {
      await useTheme(page, themes[0]!);
      await open(page, path, screen.ready);
    } else {
      await switchTheme(page, themes[0]!);
    }
    cleanAt.delete(page);
    const theClass = await page.evaluate(() => document.documentElement.className);
    if (!theClass.includes(`colormode-${themes[0]}`))
      return [`${where}: not in the ${themes[0]} theme`];
    let include: string | undefined;
    if (screen.act) await screen.act(page);
    if (screen.dialog) {
      const dialog = await screen.dialog(page);
      await dialog.waitFor();
      include = OVERLAYS;
    }
    for (const [index, theme] of themes.entries()) {
      where = `${theme} ${width}px ${screen.name}`;
      if (index > 0) await switchTheme(page, theme);
      const findings = await axeViolations(page, include, IMPACTS);
      if (process.env.A11Y_SHOTS) await screenshot(page, `a11y-${where}`);
      if (findings.length > 0) found.push(formatFindings(where, findings));
    }
    if (screen.undo) await screen.undo(page);
    else if (await closeAll(page)) cleanAt.set(page, path);
    return found;
  } catch (error) {
    await screenshot(page, `a11y-failed-${where}`).catch(() => undefined);
    return [...found, `${where}: could not be checked: ${(error as Error).message.split('\n')[0]}`];
  }
}

/** Every screen in every theme at `width`. */
async function checkAll(screens: Screen[], width: number): Promise<string> {
  cleanAt.clear();
  for (const page of [owner, reader, visitor]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
  }
  const found: string[] = [];
  for (const screen of screens) {
    if (!screen.atLoadOnly) {
      found.push(...(await check(screen, THEMES, width)));
      continue;
    }
    for (const theme of THEMES) {
      cleanAt.delete(screen.as());
      found.push(...(await check(screen, [theme], width)));
    }
  }
  return found.join('\n');
}

/** Fails with the whole list, so one run shows every violation. */
function report(found: string) {
  if (found) expect.fail(`Serious or critical accessibility violations:\n${found}`);
}

// Each test covers the three themes (light, dark, sepia); a finding names its theme.
describe('accessibility (axe-core: no serious or critical violation)', () => {
  test('every route, 1280 px, in each theme', { timeout: 300_000 }, async () => {
    report(await checkAll(ROUTES, 1280));
  });
  test('every dialog, 1280 px, in each theme', { timeout: 300_000 }, async () => {
    report(await checkAll(DIALOGS, 1280));
  });
  test('main routes, 390 px, in each theme', { timeout: 300_000 }, async () => {
    const phone = ROUTES.filter((screen) => PHONE_ROUTES.includes(screen.name));
    report(await checkAll(phone, 390));
  });
});
