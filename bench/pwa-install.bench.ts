/**
 * What installing the service worker adds to a first visit (budget: under 50 KB of transfer
 * beyond the app's own assets; docs/ARCHITECTURE.md "Installable app and offline"). Starts the
 * BUILT server (`npm run build` first) behind a loopback proxy that counts the bytes each
 * response puts on the wire (headers and body as sent, compressed when the server compresses),
 * then loads a first page in a fresh Chromium context twice: with service workers blocked (the
 * app's own assets) and allowed, waiting until the worker controls the page and the network is
 * quiet (its precache done). The difference is the worker's script and the precache entries the
 * first page did not need; the manifest and all its icons, which Chromium fetches only when it
 * considers installing, are added on top.
 *
 * Run alone: `npx tsx bench/pwa-install.bench.ts` (needs /usr/bin/chromium or CHROMIUM_PATH).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Browser } from 'playwright-core';
import { serveOnLoopback, startBrowserBenchApp } from './lib/browser-app.js';
import { isMain } from './lib/env.js';
import { formatResult, type BenchResult } from './lib/report.js';

const BUDGET_BYTES = 50 * 1024;
const QUIET_MS = 1_500;
const EMAIL = 'pwa-bench@example.com';

interface Transfer {
  path: string;
  dest: string;
  bytes: number;
}

const headerBytes = (status: number, headers: IncomingHttpHeaders): number =>
  `HTTP/1.1 ${status}\r\n`.length +
  Object.entries(headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length + 4,
    2,
  );

/** A proxy to `target` that records every response's bytes on the wire. */
async function countingProxy(target: string) {
  const transfers: Transfer[] = [];
  let lastActivity = Date.now();
  const { origin, close } = await serveOnLoopback((req, res) => {
    lastActivity = Date.now();
    const upstream = httpRequest(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (response) => {
        const transfer: Transfer = {
          path: req.url ?? '/',
          dest: String(req.headers['sec-fetch-dest'] ?? ''),
          bytes: headerBytes(response.statusCode ?? 0, response.headers),
        };
        transfers.push(transfer);
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.on('data', (chunk: Buffer) => {
          transfer.bytes += chunk.length;
          lastActivity = Date.now();
        });
        response.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return {
    origin,
    close,
    transfers,
    reset: () => transfers.splice(0),
    quiet: async () => {
      while (Date.now() - lastActivity < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
    },
  };
}

type Proxy = Awaited<ReturnType<typeof countingProxy>>;

/** One first visit of `path` in a fresh context; the transfers it caused. */
async function firstVisit(
  browser: Browser,
  proxy: Proxy,
  path: string,
  serviceWorkers: 'allow' | 'block',
  signedIn: boolean,
): Promise<Transfer[]> {
  const context = await browser.newContext({ baseURL: proxy.origin, serviceWorkers });
  try {
    if (signedIn) {
      const email = `pwa-${serviceWorkers}-${Date.now()}@example.com`;
      const response = await context.request.post('/api/auth/signup', {
        data: { email, password: 'correct horse battery staple' },
        headers: { origin: proxy.origin },
      });
      if (!response.ok()) throw new Error(`signup answered ${response.status()}`);
    }
    await proxy.quiet();
    proxy.reset();
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    if (serviceWorkers === 'allow') {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (navigator.serviceWorker.controller) return;
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      });
    }
    await proxy.quiet();
    return [...proxy.transfers];
  } finally {
    await context.close();
  }
}

const total = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

/** The manifest and every icon it names, as Chromium would fetch them (compressed if served so). */
async function manifestAndIcons(origin: string): Promise<number> {
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };
  // Node's fetch decompresses: the wire size is content-length when the server sent one.
  const wireBytes = (response: Response, body: Buffer) =>
    Number(response.headers.get('content-length') ?? body.length);
  const manifest = await get('/manifest.webmanifest');
  const { icons = [] } = JSON.parse(manifest.body.toString('utf8')) as {
    icons?: { src: string }[];
  };
  let bytes = wireBytes(manifest.response, manifest.body);
  for (const icon of icons) {
    const { response, body } = await get(icon.src);
    bytes += wireBytes(response, body);
  }
  return bytes;
}

interface Scenario {
  label: string;
  path: string;
  signedIn: boolean;
}

const SCENARIOS: Scenario[] = [
  { label: 'visitor, /login', path: '/login', signedIn: false },
  { label: 'signed in, /saves', path: '/saves', signedIn: true },
];

async function measure() {
  const app = await startBrowserBenchApp('pwa-install', EMAIL);
  const target = new URL(app.page.url()).origin;
  const proxy = await countingProxy(target);
  const browser = app.page.context().browser();
  if (!browser) throw new Error('no browser');
  try {
    const installAssets = await manifestAndIcons(target);
    const results = [];
    for (const scenario of SCENARIOS) {
      const without = await firstVisit(browser, proxy, scenario.path, 'block', scenario.signedIn);
      const withSw = await firstVisit(browser, proxy, scenario.path, 'allow', scenario.signedIn);
      const script = withSw.filter((t) => t.dest === 'serviceworker');
      const precache = withSw.filter(
        (t) => t.dest === 'empty' && !/^\/(graphql|api\/|v3\/)/.test(t.path),
      );
      if (process.env.BENCH_VERBOSE) {
        const seen = new Set(without.map((t) => t.path));
        for (const t of withSw.filter((x) => !seen.has(x.path)))
          console.log(`${scenario.label} + ${t.dest} ${t.path} ${t.bytes}`);
      }
      results.push({
        scenario,
        own: total(without),
        withSw: total(withSw),
        script: total(script),
        precache: total(precache),
        precacheCount: precache.length,
        added: total(withSw) - total(without) + installAssets,
      });
    }
    return { results, installAssets };
  } finally {
    proxy.close();
    await app.close();
  }
}

export async function runPwaInstallBench(): Promise<BenchResult> {
  const { results, installAssets } = await measure();
  const kb = (bytes: number) => bytes / 1024;
  const rows = results.flatMap(({ scenario, own, script, precache, added }) => [
    {
      metric: `${scenario.label}: the app's own assets`,
      unit: 'KB',
      pglite: kb(own),
      postgres: undefined,
    },
    {
      metric: `${scenario.label}: service worker script`,
      unit: 'KB',
      pglite: kb(script),
      postgres: undefined,
    },
    {
      metric: `${scenario.label}: precache beyond the page`,
      unit: 'KB',
      pglite: kb(precache),
      postgres: undefined,
    },
    {
      metric: `${scenario.label}: added by the install`,
      unit: 'KB',
      pglite: kb(added),
      postgres: undefined,
      budget: { pglite: { max: BUDGET_BYTES / 1024 } },
    },
  ]);
  return {
    title: 'Service worker install on a first visit (Chromium, bytes on the wire)',
    rows,
    notes: [
      `"Added by the install" = transfer with the worker − transfer with workers blocked + the manifest and all its icons (${kb(installAssets).toFixed(1)} KB, fetched only when Chromium considers installing).`,
      ...results.map(
        (r) =>
          `${r.scenario.label}: ${r.precacheCount} precache requests reached the server; the rest came from the HTTP cache the page had just filled.`,
      ),
      'The server is the only backend here (PGlite); the PostgreSQL column does not apply.',
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runPwaInstallBench()));
}
