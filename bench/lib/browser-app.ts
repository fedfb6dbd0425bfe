/**
 * What the in-browser benchmarks share: the BUILT server on a fresh PGlite data directory with
 * a premium user made by the CLI before it starts (the data directory is locked while the server
 * runs), Chromium signed in as that user, GraphQL from inside the page, and a loopback HTTP
 * server for the pages they save.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';
import { benchServerEnv, freePort, ROOT } from './env.js';
import { waitForServerReady } from './spawned-server.js';

const SERVER = join(ROOT, 'dist', 'node', 'server', 'main.js');
const CLI = join(ROOT, 'dist', 'node', 'server', 'cli', 'main.js');
const PASSWORD = 'correct horse battery staple';

export interface BrowserBenchApp {
  /** A page signed in as the premium user, with `baseURL` set to the app. */
  page: Page;
  close: () => Promise<void>;
}

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

async function stopServer(server: ChildProcess | null): Promise<void> {
  if (!server || server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** Starts the built app and Chromium, signed in as `email` (a premium account). */
export async function startBrowserBenchApp(name: string, email: string): Promise<BrowserBenchApp> {
  if (!existsSync(SERVER) || !existsSync(CLI)) {
    throw new Error('No build: run `npm run build` first (this benchmark drives the built app).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), `satchel-${name}-bench-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({ dataDir, port });
  let server: ChildProcess | null = null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const close = async () => {
    await browser.close().catch(() => undefined);
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await runNode(
      [CLI, 'users:create', '--email', email, '--password', PASSWORD, '--premium'],
      env,
    );
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    await waitForServerReady(baseUrl, server, { timeoutMs: 60_000 });
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    const login = await page.evaluate(
      async (credentials) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(credentials),
          })
        ).status,
      { email, password: PASSWORD },
    );
    if (login !== 200) throw new Error(`login answered ${login}`);
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** GraphQL as the signed-in page (its cookie, same origin); throws on errors. */
export async function pageGraphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await page.evaluate(
    async (request) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** An HTTP server on 127.0.0.1 for the pages a benchmark saves; resolves with its origin. */
export function serveOnLoopback(
  handler: RequestListener,
): Promise<{ origin: string; close: () => void }> {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => void server.close() });
    });
  });
}
