/**
 * End-to-end harness: starts the BUILT server (run `npm run build` first) on a free port with a
 * fresh data directory (a copy of the migrated template e2e/global-setup.ts makes), and Chromium
 * through playwright-core. One app per test file.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(ROOT, 'dist/node/server/main.js');
/** The same build with test faults read from its environment (TEST_FAIL_SAVES_MATCHING). */
const FAULTS_ENTRY = ['--import', 'tsx', join(ROOT, 'src/server/test/e2e-server.ts')];
export const RESULTS_DIR = join(ROOT, 'test-results');
// A start from the migrated template takes ~10 s on a busy machine (a cold one, migrating a
// fresh PGlite, took over 30 s).
const READY_TIMEOUT_MS = 60_000;

export interface TestApp {
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with one page. */
  newPage: (options?: { colorScheme?: 'light' | 'dark' }) => Promise<Page>;
  /** Server output so far (for failure messages). */
  logs: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForReady(baseUrl: string, child: ChildProcess, logs: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${logs()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${logs()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built server (with `extraEnv` on top of the defaults) and a Chromium to drive it;
 * with `testFaults`, through src/server/test/e2e-server.ts, which injects the faults `extraEnv` names.
 */
export async function startApp(
  extraEnv: Record<string, string> = {},
  options: { testFaults?: boolean } = {},
): Promise<TestApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'satchel-e2e-'));
  const template = inject('e2eDataDirTemplate');
  if (template) await cp(template, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  Object.assign(env, extraEnv);

  let output = '';
  const args = options.testFaults ? FAULTS_ENTRY : [SERVER_ENTRY];
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'pipe' });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logs = () => output.slice(-8_000);

  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  const stop = async () => {
    await Promise.allSettled(contexts.map((c) => c.close()));
    if (browser) await browser.close().catch(() => undefined);
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  // Chromium starts while the server does: the server is mostly one busy core, so on two
  // cores the browser's start is nearly free.
  const [ready, launch] = await Promise.allSettled([
    waitForReady(baseUrl, child, logs),
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }),
  ]);
  if (launch.status === 'fulfilled') browser = launch.value;
  if (ready.status === 'rejected' || launch.status === 'rejected') {
    await stop();
    throw ready.status === 'rejected' ? ready.reason : (launch as PromiseRejectedResult).reason;
  }
  const launched = launch.value;

  return {
    baseUrl,
    browser: launched,
    logs,
    stop,
    newPage: async (options = {}) => {
      const context = await launched.newContext({
        baseURL: baseUrl,
        colorScheme: options.colorScheme ?? 'light',
        viewport: { width: 1280, height: 800 },
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * The fixture pages server and an app allowed to fetch them (ALLOW_PRIVATE_FETCH), for a test
 * file's beforeAll; a slow first start is tried once more. Stop both with stopAppWithFixtures.
 */
export async function startAppWithFixtures(): Promise<{ app: TestApp; fixtures: FixtureServer }> {
  const fixtures = await startFixtureServer();
  const env = { ALLOW_PRIVATE_FETCH: '1' };
  try {
    return { app: await startApp(env).catch(() => startApp(env)), fixtures };
  } catch (error) {
    await fixtures.close();
    throw error;
  }
}

/** For afterAll: stops what startAppWithFixtures started (either may be missing). */
export async function stopAppWithFixtures(app?: TestApp, fixtures?: FixtureServer): Promise<void> {
  await app?.stop();
  await fixtures?.close();
}

/** A file-name-safe version of a test name. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** Saves a full-page screenshot into test-results/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${slug(name)}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * The theme as another tab would set it (the stored preference and its storage event): works on
 * every screen, the reader too, which has no app shell and so no c l / c d / c s.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark' | 'sepia'): Promise<void> {
  await page.evaluate((mode) => {
    localStorage.setItem('pocket-color-mode', mode);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'pocket-color-mode',
        newValue: mode,
        storageArea: localStorage,
      }),
    );
  }, theme);
  await page.waitForFunction(
    (name) => document.documentElement.classList.contains(name),
    `colormode-${theme}`,
  );
}

type OnTestFailed = (handler: () => Promise<void> | void) => void;

/** Registers a screenshot of `page` into test-results/ when the current test fails. */
export function screenshotOnFailure(onTestFailed: OnTestFailed, page: Page, name: string): void {
  onTestFailed(async () => {
    await screenshot(page, `failed-${name}`).catch(() => undefined);
  });
}

let counter = 0;
/** A unique account for one test. */
export function newAccount(prefix = 'reader') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { email: `${id}@example.com`, username: id, password: 'correct horse battery' };
}

/**
 * Fills and submits the sign-up form (the caller waits for where it lands). It returns to /saves
 * (`utm_source`), where these tests start; a bare sign-up lands on /home (e2e/home.e2e.ts).
 */
export async function signUp(page: Page, account: ReturnType<typeof newAccount>): Promise<void> {
  await page.goto(`/signup?utm_source=${encodeURIComponent('/saves')}`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Username (optional)').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * A new account signed up in a fresh page, landed on /saves. With `dark`, the browser prefers
 * dark and the app's colour mode is dark too.
 */
export async function signedInPage(
  app: TestApp,
  onTestFailed: OnTestFailed,
  name: string,
  scheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const page = await app.newPage({ colorScheme: scheme });
  screenshotOnFailure(onTestFailed, page, name);
  await signUp(page, newAccount(name.replace(/[^a-z]/g, '')));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  if (scheme === 'dark') {
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'dark'));
  }
  return page;
}
