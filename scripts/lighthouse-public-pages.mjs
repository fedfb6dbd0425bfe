#!/usr/bin/env node
/**
 * Lighthouse figures for the two public pages (docs/PRODUCT.md §10.2: ≥ 95 for performance,
 * accessibility, best practices and SEO). Not a CI test: a measurement to run by hand after
 * `npm run build`. Starts the built server on a free port with a fresh data directory, seeds a
 * public list and a share link, runs Lighthouse (mobile, the default) against both with Chromium at
 * CHROME_PATH (default /usr/bin/chromium), prints the four scores and stops the server.
 *
 * Lighthouse is not a dependency of Satchel (13.x needs Node 22): install it beside, e.g.
 *   npm i --prefix /tmp/lh lighthouse@12 && LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse \
 *     node scripts/lighthouse-public-pages.mjs
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lighthouse = process.env.LIGHTHOUSE ?? 'lighthouse';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'satchel-lighthouse-'));
const app = spawn(process.execPath, ['dist/node/server/main.js'], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

try {
  for (let i = 0; ; i += 1) {
    if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) break;
    if (i > 120) throw new Error('the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: 'lighthouse@example.com',
      password: 'correct horse battery',
      username: 'lighthouse',
    }),
  });
  const cookie = signup.headers.get('set-cookie').split(';')[0];
  const gql = async (query, variables) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()).data;
  };
  const created = await gql(
    `mutation ($l: CreateShareableListInput!, $i: [AddItemInput!]!) {
      createAndAddToShareableList(listData: $l, itemData: $i) { externalId } }`,
    {
      l: { title: 'Slow reading', description: 'Pages worth an evening.' },
      i: [1, 2, 3].map((n) => ({
        itemId: String(n),
        url: `https://example.com/${n}`,
        title: `Read number ${n}`,
        excerpt: 'Why this one is worth your time, in a sentence or two.',
        publisher: 'Example Press',
      })),
    },
  );
  const id = created.createAndAddToShareableList.externalId;
  const published = await gql(
    `mutation ($id: ID!) { updateShareableList(data: { externalId: $id, status: PUBLIC }) { slug } }`,
    { id },
  );
  const share = await gql(
    `mutation { createShareLink(target: "https://example.com/1", context: { note: "Read the second half slowly." }) { slug } }`,
  );
  const pages = {
    'public list': `${base}/sharedlists/${id}/${published.updateShareableList.slug}`,
    'share page': `${base}/share/${share.createShareLink.slug}`,
  };
  console.log('page          performance  accessibility  best-practices  seo   LCP     CLS');
  for (const [name, url] of Object.entries(pages)) {
    const out = join(dataDir, 'report.json');
    execFileSync(
      lighthouse,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox',
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'inherit' },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (key) => String(Math.round(report.categories[key].score * 100));
    console.log(
      [
        name.padEnd(13),
        score('performance').padEnd(12),
        score('accessibility').padEnd(14),
        score('best-practices').padEnd(15),
        score('seo').padEnd(5),
        report.audits['largest-contentful-paint'].displayValue.padEnd(7),
        report.audits['cumulative-layout-shift'].displayValue,
      ].join(' '),
    );
  }
} finally {
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
