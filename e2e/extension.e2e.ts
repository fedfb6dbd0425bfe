/**
 * The browser extension (docs/EXTENSION.md) loaded unpacked into Chromium, against the built
 * server: connect through the real consent page, save by the toolbar panel and by the context
 * menu, tag in the panel, the saved state on revisit, a page built by its script saved with that
 * content, and a save queued while the server can't be reached, sent once it can.
 *
 * The extension talks to the server through a TCP relay the test can switch off and on, which is
 * what "the server can't be reached" means here. Run `node scripts/build-extension.mjs` (or
 * `npm run build:extension`) first; it runs here when dist/extension/chromium is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ARABIC_TITLE } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import {
  newAccount,
  screenshotOnFailure,
  signUp,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql } from './page-graphql.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSION_DIR = join(ROOT, 'dist/extension/chromium');
const SAVED_TITLE = 'Saved in Satchel (click to tag, archive or open it)';
const SCRIPTED_SENTENCE = 'Only the page’s own script wrote this sentence — 只有脚本写了这句话.';

/** A page whose article exists only once its script ran (the server's fetch sees an empty body). */
const SCRIPTED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Built by a script: «Ночные поезда»</title></head><body><div id="root"></div>
<script>
  const article = document.createElement('article');
  const heading = document.createElement('h1');
  heading.textContent = 'Ночные поезда';
  article.append(heading);
  for (let i = 0; i < 6; i++) {
    const p = document.createElement('p');
    p.textContent = ${JSON.stringify(SCRIPTED_SENTENCE)} + ' Night trains cross the continent slowly, and people read on them for hours, with the lights low and the landscape going by.';
    article.append(p);
  }
  document.getElementById('root').append(article);
</script></body></html>`;

/** A TCP relay to the app that can stop answering (and refuse connections) and start again. */
interface Relay {
  origin: string;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  close: () => Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<Socket>();
  const open = (port: number) =>
    new Promise<Server>((resolveListen, reject) => {
      const server = createServer((client) => {
        const upstream = createConnection(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolveListen(server));
    });
  let server: Server | null = await open(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const pause = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => (closing ? closing.close(() => done()) : done()));
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    pause,
    resume: async () => {
      server ??= await open(port);
    },
    close: pause,
  };
}

/** What the test calls inside the extension's service worker (its globals, typed here). */
interface ExtensionWorld {
  chrome: {
    tabs: {
      query(filter: object): Promise<{ id?: number; url?: string }[]>;
      create(properties: { url: string }): Promise<{ id?: number }>;
    };
    action: { getTitle(details: { tabId: number }): Promise<string> };
    storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  };
  /** The background's test hook (extension/src/background/main.ts). */
  satchelTest: {
    onMenuClick(
      info: { menuItemId: string; linkUrl?: string },
      tab?: { id: number },
    ): Promise<{ kind: string; captured?: boolean }>;
    flushQueue(): Promise<void>;
  };
}

let app: TestApp;
let fixtures: FixtureServer;
let relay: Relay;
let pages: { origin: string; close: () => void };
let context: BrowserContext;
let worker: Worker;
let extensionId: string;
/** A tab signed in to Satchel (through the relay), for checks with its own session. */
let satchel: Page;

beforeAll(async () => {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build-extension.mjs')], { cwd: ROOT });
  }
  ({ app, fixtures } = await startAppWithFixtures());
  relay = await startRelay(new URL(app.baseUrl));
  pages = await new Promise((resolveListen) => {
    const server = createHttpServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(SCRIPTED_PAGE);
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolveListen({ origin: `http://127.0.0.1:${port}`, close: () => void server.close() });
    });
  });
  context = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: relay.origin,
    viewport: { width: 1100, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  worker =
    context.serviceWorkers().find((sw) => sw.url().startsWith('chrome-extension://')) ??
    (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
  extensionId = new URL(worker.url()).host;
}, 150_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  pages?.close();
  await relay?.close();
  await stopAppWithFixtures(app, fixtures);
});

/** GraphQL as the signed-in Satchel tab (its cookie, through the relay). */
const satchelGraphql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  gql<T>(satchel, query, variables);

interface ItemAnswer {
  itemByUrl: {
    article: string | null;
    savedItem: { id: string; tags: { name: string }[] | null } | null;
  } | null;
}

const itemByUrl = (url: string) =>
  satchelGraphql<ItemAnswer>(
    `query ($url: String!) { itemByUrl(url: $url) { article savedItem { id tags { name } } } }`,
    { url },
  );

/** Opens `url` in a new tab and answers with the page and its tab id. */
async function openTab(url: string): Promise<{ page: Page; tabId: number }> {
  const page = await context.newPage();
  await page.goto(url);
  const tabId = await worker.evaluate(async (address) => {
    const { chrome } = globalThis as unknown as ExtensionWorld;
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === address)?.id ?? -1;
  }, page.url());
  expect(tabId).toBeGreaterThan(0);
  return { page, tabId };
}

/** The toolbar panel, opened as a tab aimed at `tabId` (what a click on the button shows). */
async function openPanel(tabId: number): Promise<Page> {
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
  return panel;
}

describe('Satchel extension', () => {
  test('connects through the consent page, then the toolbar panel saves and tags a page', async ({
    onTestFailed,
  }) => {
    satchel = await context.newPage();
    screenshotOnFailure(onTestFailed, satchel, 'extension-connect');
    const account = newAccount('extension');
    await signUp(satchel, account);
    await satchel.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });

    // Not connected yet: the panel asks for the address instead of saving.
    const notConnected = await openPanel(1);
    await notConnected.getByRole('heading', { name: 'Connect to your Satchel' }).waitFor();
    await notConnected.close();

    const options = await context.newPage();
    screenshotOnFailure(onTestFailed, options, 'extension-options');
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.getByLabel('Your Satchel’s address').fill(relay.origin);
    const consentOpened = context.waitForEvent('page');
    await options.getByRole('button', { name: 'Connect' }).click();
    const consent = await consentOpened;
    // Satchel knows its own extension's key (src/server/oauth/known-apps.ts) and names it.
    await consent.getByText('Satchel for Chromium', { exact: true }).waitFor({ timeout: 15_000 });
    await consent.getByRole('button', { name: 'Allow' }).click({ timeout: 15_000 });
    await options
      .getByText(`Connected to ${relay.origin.replace('http://', '')} as ${account.username}.`)
      .waitFor({ timeout: 15_000 });

    const { page: article, tabId } = await openTab(fixtures.url('/arabic.html?via=toolbar'));
    const panel = await openPanel(tabId);
    screenshotOnFailure(onTestFailed, panel, 'extension-panel');
    await panel.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await expect(panel.locator('.page-title').textContent()).resolves.toBe(ARABIC_TITLE);
    // The reader path of this save, on the user's instance.
    const open = await panel.getByRole('link', { name: 'Open in Satchel' }).getAttribute('href');
    expect(open).toMatch(new RegExp(`^${relay.origin}/read/`));

    await panel.getByLabel('Tags', { exact: true }).fill('قراءة ليلية');
    await panel.getByLabel('Tags', { exact: true }).press('Enter');
    await panel.getByRole('button', { name: 'Remove tag قراءة ليلية' }).waitFor();
    const saved = await itemByUrl(article.url());
    expect(saved.itemByUrl?.savedItem?.tags?.map((tag) => tag.name)).toEqual(['قراءة ليلية']);

    // Revisit: the icon's title says saved, and the panel says when it was saved first.
    const again = await openTab(article.url());
    await expect
      .poll(
        () =>
          worker.evaluate(
            (id) => (globalThis as unknown as ExtensionWorld).chrome.action.getTitle({ tabId: id }),
            again.tabId,
          ),
        { timeout: 10_000 },
      )
      .toBe(SAVED_TITLE);
    const revisit = await openPanel(again.tabId);
    await revisit.getByText(/^Already saved on .+, moved to the top$/).waitFor({ timeout: 15_000 });
  });

  test('the context menu saves a link, and a page with the content its script built', async () => {
    const link = fixtures.url('/articles/001/?via=menu');
    const linkOutcome = await worker.evaluate(
      (linkUrl) =>
        (globalThis as unknown as ExtensionWorld).satchelTest.onMenuClick({
          menuItemId: 'satchel-save-link',
          linkUrl,
        }),
      link,
    );
    expect(linkOutcome.kind).toBe('saved');
    expect((await itemByUrl(link)).itemByUrl?.savedItem).not.toBeNull();

    const { page, tabId } = await openTab(`${pages.origin}/night-trains`);
    await page.getByRole('heading', { name: 'Ночные поезда' }).waitFor();
    const outcome = await worker.evaluate(
      (id) =>
        (globalThis as unknown as ExtensionWorld).satchelTest.onMenuClick(
          { menuItemId: 'satchel-save-page' },
          { id },
        ),
      tabId,
    );
    expect(outcome).toMatchObject({ kind: 'saved', captured: true });
    // The parse job turns the captured HTML into the article: the script's sentence is in it.
    await expect
      .poll(async () => (await itemByUrl(page.url())).itemByUrl?.article ?? '', {
        timeout: 20_000,
        interval: 500,
      })
      .toContain('Only the page’s own script wrote this sentence');
  });

  test('a save made while the server is unreachable is queued and sent later', async ({
    onTestFailed,
  }) => {
    const { page, tabId } = await openTab(fixtures.url('/articles/002/?via=queue'));
    await relay.pause();
    const panel = await openPanel(tabId);
    screenshotOnFailure(onTestFailed, panel, 'extension-queue');
    await panel
      .getByText(`Queued: will be saved when ${relay.origin.replace('http://', '')} can be reached`)
      .waitFor({ timeout: 20_000 });
    await relay.resume();
    // The alarm sends the queue every minute; the test runs the same function at once.
    await worker.evaluate(() => (globalThis as unknown as ExtensionWorld).satchelTest.flushQueue());
    expect((await itemByUrl(page.url())).itemByUrl?.savedItem).not.toBeNull();
    const left = await worker.evaluate(
      async () =>
        (await (globalThis as unknown as ExtensionWorld).chrome.storage.local.get('queue')).queue,
    );
    expect(left).toEqual([]);
  });

  test('a page of the browser itself is refused in words', async () => {
    const tabId = await worker.evaluate(
      async () =>
        (
          await (globalThis as unknown as ExtensionWorld).chrome.tabs.create({
            url: 'chrome://version/',
          })
        ).id ?? -1,
    );
    const panel = await openPanel(tabId);
    await panel
      .getByRole('alert')
      .getByText(
        'Pages with chrome: addresses belong to the browser and can’t be saved; only web pages (http and https) can.',
        { exact: true },
      )
      .waitFor({ timeout: 10_000 });
  });

  test('revoked in Connected apps: the panel asks to connect again and says why', async ({
    onTestFailed,
  }) => {
    screenshotOnFailure(onTestFailed, satchel, 'extension-revoke');
    await satchel.goto('/account/apps');
    // The token is named after the Chromium package's app (src/server/oauth/known-apps.ts).
    const row = satchel.getByRole('listitem', { name: 'Satchel for Chromium' });
    await row.getByRole('button', { name: 'Disconnect' }).click({ timeout: 10_000 });
    await satchel
      .getByRole('dialog', { name: 'Disconnect this app?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await satchel
      .getByText('No apps are connected.', { exact: false })
      .waitFor({ timeout: 10_000 });

    const { tabId } = await openTab(fixtures.url('/articles/003/?via=revoked'));
    const panel = await openPanel(tabId);
    screenshotOnFailure(onTestFailed, panel, 'extension-revoked-panel');
    await panel
      .getByRole('heading', { name: 'Connect to your Satchel' })
      .waitFor({ timeout: 15_000 });
    await expect(panel.getByRole('alert').textContent()).resolves.toMatch(
      /revoked in Connected apps/,
    );
    await expect(panel.getByLabel('Your Satchel’s address').inputValue()).resolves.toBe(
      relay.origin,
    );
  });
});
