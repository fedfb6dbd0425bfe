/**
 * /home end to end. Four small article sites on loopback addresses (127.0.0.2–5, so the ranking's
 * one-site limits see four sites) serve today's articles in two topics; the first account, the
 * administrator, sees the empty-corpus state pointing at /admin/corpus, then adds the articles as
 * curator picks through GraphQL (adminAddCorpusItem: fetched, parsed and classified like any
 * corpus item). A reader then logs in and lands on /home: recent saves first, then the slates;
 * chooses topics (the first chosen leads); "Not interested" removes a story from every slate and
 * it stays gone after a reload; saving a recommendation shows Saved. axe on the page, and
 * screenshots at 375 and 1280 px in light, dark and sepia.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, formatFindings } from './axe.js';
import {
  newAccount,
  screenshot,
  screenshotOnFailure,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql } from './page-graphql.js';
import type { FixtureServer } from './fixture-server.js';

const HOSTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const PUBLISHERS = ['The Loopback Herald', 'Kitchen Notes', 'Byte & Board', 'Die Zeitung am Rand'];

interface Article {
  host: number;
  slug: string;
  title: string;
  topic: 'technology' | 'food';
}

const ARTICLES: Article[] = [
  {
    host: 0,
    slug: 'rust-borrow',
    title: 'Why the borrow checker is your friend, not a foe',
    topic: 'technology',
  },
  {
    host: 1,
    slug: 'gpu-prices',
    title: 'GPU prices: what happened, and what comes next?',
    topic: 'technology',
  },
  {
    host: 2,
    slug: 'sqlite-wal',
    title: 'SQLite’s WAL mode, explained with diagrams',
    topic: 'technology',
  },
  {
    host: 3,
    slug: 'ki-regeln',
    title: 'Künstliche Intelligenz: Was die neuen Regeln bedeuten',
    topic: 'technology',
  },
  {
    host: 0,
    slug: 'keyboards',
    title: 'The quiet return of mechanical keyboards',
    topic: 'technology',
  },
  {
    host: 1,
    slug: 'sourdough',
    title: 'Sourdough starters: feed, wait, repeat (and don’t panic)',
    topic: 'food',
  },
  {
    host: 2,
    slug: 'knife-skills',
    title: 'Knife skills for people who hate chopping onions',
    topic: 'food',
  },
  { host: 3, slug: 'hummus', title: 'حمص بالطحينة: The hummus debate nobody wins', topic: 'food' },
  { host: 0, slug: 'pantry', title: 'A pantry for the end of the month', topic: 'food' },
  {
    host: 1,
    slug: 'coffee',
    title: 'Coffee at altitude: does the water really boil sooner?',
    topic: 'food',
  },
];

const PARAGRAPH =
  'This is the story of a small idea that turned out to matter. It begins with a question that many readers ask, and it follows the people who tried to answer it, step by step, with patience and a little humour. Along the way we look at what worked, what did not, and why the difference was smaller than anyone expected.';

function articleHtml(article: Article, imageUrl: string): string {
  const today = new Date().toISOString();
  const body = Array.from({ length: 6 }, () => `<p>${PARAGRAPH}</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${article.title}</title>
<meta property="og:title" content="${article.title}">
<meta property="og:site_name" content="${PUBLISHERS[article.host]}">
<meta property="og:image" content="${imageUrl}">
<meta property="article:published_time" content="${today}">
<meta name="description" content="${PARAGRAPH.slice(0, 140)}">
</head><body><article><h1>${article.title}</h1>${body}</article></body></html>`;
}

let app: TestApp;
let fixtures: FixtureServer;
const sites: Server[] = [];
const ports: number[] = [];

const articleUrl = (article: Article) =>
  `http://${HOSTS[article.host]}:${ports[article.host]}/${article.slug}`;

async function startSite(host: string): Promise<number> {
  const server = createServer((req, res) => {
    const slug = (req.url ?? '/').replace(/^\/+|\/+$/g, '');
    const article = ARTICLES.find((a) => a.slug === slug && HOSTS[a.host] === host);
    if (!article) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(articleHtml(article, fixtures.url('/image.png')));
  });
  sites.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
  for (const host of HOSTS) ports.push(await startSite(host));
});

afterAll(async () => {
  await Promise.all(sites.map((site) => new Promise((resolve) => site.close(resolve))));
  await stopAppWithFixtures(app, fixtures);
});

type OnTestFailed = Parameters<typeof screenshotOnFailure>[0];

async function signedIn(onTestFailed: OnTestFailed, name: string): Promise<Page> {
  const context = await app.browser.newContext({
    baseURL: app.baseUrl,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  // A bare sign-up (no return address): Home is where it lands.
  const account = newAccount(name);
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  return page;
}

const cards = (page: Page) => page.locator('main article[data-corpus-item-id]');

async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark', 'sepia']) {
      await page.evaluate((mode) => localStorage.setItem('pocket-color-mode', mode), theme);
      await page.reload();
      await cards(page).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `home-${name}-${width}-${theme}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}

describe('/home', () => {
  test('recent saves, then slates; topics; not interested everywhere; save a recommendation', async ({
    onTestFailed,
  }) => {
    // The first account is the administrator: an empty corpus points it at /admin/corpus.
    const admin = await signedIn(onTestFailed, 'homeadmin');
    await admin.getByRole('heading', { name: 'No recommendations yet' }).waitFor();
    await screenshot(admin, 'home-empty-corpus-admin');
    expect(
      await admin.getByRole('link', { name: 'Corpus administration' }).getAttribute('href'),
    ).toBe('/admin/corpus');

    // Two curator picks; the others are plain approved stories, so topic slates follow the picks.
    for (const [index, article] of ARTICLES.entries()) {
      const { adminAddCorpusItem } = await gql<{ adminAddCorpusItem: { id: string } }>(
        admin,
        'mutation Add($url: String!, $topic: String) { adminAddCorpusItem(url: $url, topic: $topic) { id } }',
        { url: articleUrl(article), topic: article.topic },
      );
      if (index >= 2) {
        await gql(
          admin,
          'mutation Unpick($id: ID!) { adminEditCorpusItem(id: $id, input: { isCuratorPick: false }) { id } }',
          { id: adminAddCorpusItem.id },
        );
      }
    }

    const reader = await signedIn(onTestFailed, 'homereader');
    // The reader's own save, which Home shows first.
    const ownUrl = fixtures.url('/articles/001/');
    await gql(
      reader,
      'mutation Save($url: String!) { upsertSavedItem(input: { url: $url }) { id } }',
      {
        url: ownUrl,
      },
    );

    // Background work fetches, parses and classifies the articles; the slates fill.
    const slateHeadlines = () =>
      reader.locator('main section[aria-labelledby^="home-slate-"] h2').allTextContents();
    await expect
      .poll(
        async () => {
          await reader.goto('/home');
          await reader.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
          await reader.waitForLoadState('networkidle');
          const headlines = (await slateHeadlines()).join(' | ');
          const parsed = await reader.getByText(ARTICLES[5]!.title).count();
          return /Food/.test(headlines) && /Technology/.test(headlines) && parsed > 0;
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe(true);

    // Recent saves come before any slate.
    const sections = await reader
      .locator('main section h2')
      .evaluateAll((headings) => headings.map((h) => h.textContent?.trim() ?? ''));
    expect(sections[0]).toBe('Recent saves');
    const recent = reader.getByRole('region', { name: 'Recent saves' });
    await recent.getByRole('link').filter({ hasText: /./ }).nth(1).waitFor();
    expect(await recent.locator('a[href^="/read/"]').count()).toBe(1);

    // Topic setup: choose Food then Technology; Food leads the topic slates.
    const setup = reader.getByRole('region', { name: 'What do you like to read about?' });
    await setup.waitFor();
    await screenshot(reader, 'home-setup-1280-light');
    await reader.setViewportSize({ width: 375, height: 900 });
    await screenshot(reader, 'home-setup-375-light');
    await reader.setViewportSize({ width: 1280, height: 900 });
    await setup.getByRole('button', { name: 'Food' }).click();
    await setup.getByRole('button', { name: 'Technology' }).click();
    expect(await setup.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await setup.getByRole('button', { name: 'Save 2 topics' }).click();
    const summary = reader.getByRole('region', { name: 'Your topics' });
    await summary.getByText('Food, Technology').waitFor();
    await expect
      .poll(async () => {
        const headlines = await slateHeadlines();
        const food = headlines.findIndex((h) => /Food/.test(h));
        const technology = headlines.findIndex((h) => /Technology/.test(h));
        return food >= 0 && food < technology;
      })
      .toBe(true);

    // Reselect, change, cancel: the previous topics are back.
    await summary.getByRole('button', { name: 'Change topics' }).click();
    const reselect = reader.getByRole('region', { name: 'Change your topics' });
    await reselect.getByRole('button', { name: 'Food' }).click();
    await reselect.getByRole('button', { name: 'Cancel' }).click();
    await summary.getByText('Food, Technology').waitFor();

    // The settings survive a reload (kept on the server).
    await reader.reload();
    await reader
      .getByRole('region', { name: 'Your topics' })
      .getByText('Food, Technology')
      .waitFor();
    await cards(reader).first().waitFor();

    // axe, with the cards, the setup summary and the recent saves on the page.
    const findings = await axeViolations(reader, 'main');
    expect(findings, formatFindings('/home', findings)).toEqual([]);
    const navFindings = await axeViolations(reader, 'header');
    expect(navFindings, formatFindings('/home header', navFindings)).toEqual([]);

    // Not interested: the story leaves every slate at once, and stays gone after a reload.
    const first = cards(reader).first();
    const demotedId = (await first.getAttribute('data-corpus-item-id'))!;
    const demotedTitle = (await first.locator('h3').textContent())!.replace(
      ' (opens in a new tab)',
      '',
    );
    await first.getByRole('button', { name: `Not interested: ${demotedTitle}` }).click();
    await expect.poll(() => reader.locator(`[data-corpus-item-id="${demotedId}"]`).count()).toBe(0);
    await reader.getByText('Hidden from your Home', { exact: true }).waitFor();
    // Undo brings it back; then it is dismissed for good.
    await reader.getByRole('button', { name: 'Undo' }).click();
    await reader.locator(`[data-corpus-item-id="${demotedId}"]`).first().waitFor();
    await reader
      .locator(`[data-corpus-item-id="${demotedId}"]`)
      .first()
      .getByRole('button', { name: `Not interested: ${demotedTitle}` })
      .click();
    await expect.poll(() => reader.locator(`[data-corpus-item-id="${demotedId}"]`).count()).toBe(0);
    await reader.reload();
    await cards(reader).first().waitFor();
    expect(await reader.locator(`[data-corpus-item-id="${demotedId}"]`).count()).toBe(0);
    // …also when this device forgets it: the server kept the dismissal.
    await reader.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('satchel-demoted-recommendations')) localStorage.removeItem(key);
      }
    });
    await reader.reload();
    await cards(reader).first().waitFor();
    expect(await reader.locator(`[data-corpus-item-id="${demotedId}"]`).count()).toBe(0);

    // Save a recommendation: it shows Saved (a link to the reader) at once.
    const target = cards(reader).first();
    const targetId = (await target.getAttribute('data-corpus-item-id'))!;
    await target.getByRole('button', { name: /^Save: / }).click();
    const saved = reader
      .locator(`[data-corpus-item-id="${targetId}"]`)
      .first()
      .getByRole('link', { name: /^Saved: read / });
    await saved.waitFor();
    expect(await saved.getAttribute('href')).toMatch(/^\/read\//);

    // Viewable impressions reach the first-party endpoint in a batch (every 10 s)…
    interface SentEvent {
      corpusItemId: string;
      kind: string;
      slateId: string;
      position: number;
      occurredAt: number;
    }
    const sent: SentEvent[] = [];
    reader.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/recommendations/events')) {
        sent.push(...(request.postDataJSON() as { events: SentEvent[] }).events);
      }
    });
    await reader.reload();
    await cards(reader).first().waitFor();
    await expect
      .poll(() => sent.filter((event) => event.kind === 'IMPRESSION').length, {
        timeout: 20_000,
        interval: 500,
      })
      .toBeGreaterThan(0);
    const impression = sent.find((event) => event.kind === 'IMPRESSION')!;
    expect(impression.slateId).toMatch(/\S/);
    expect(impression.position).toBeGreaterThanOrEqual(0);
    expect(
      await reader.locator(`[data-corpus-item-id="${impression.corpusItemId}"]`).count(),
    ).toBeGreaterThan(0);
    // Each item once per page view.
    const keys = sent.map((event) => `${event.kind}:${event.corpusItemId}`);
    expect(new Set(keys).size).toBe(keys.length);

    // …and nothing at all once the reader turns analytics off.
    await gql(reader, 'mutation Off { setAnalyticsEnabled(enabled: false) }');
    await reader.reload();
    await cards(reader).first().waitFor();
    sent.length = 0;
    await reader.waitForTimeout(12_000);
    await reader.reload();
    await cards(reader).first().waitFor();
    await reader.waitForTimeout(1_500);
    expect(sent).toEqual([]);

    // Navigation: Home first, then Saves, Discover and Feeds.
    const nav = reader.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Saves',
      'Discover',
      'Feeds',
    ]);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await shots(reader, 'reader');

    // At 320 px the navigation row fits without sideways scrolling.
    await reader.setViewportSize({ width: 320, height: 800 });
    await cards(reader).first().waitFor();
    expect(
      await reader.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(reader, 'home-reader-320-light');

    // A browser preferring German is offered German stories beside the English ones.
    const german = reader;
    await german.context().addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de', 'en'] });
    });
    await german.reload();
    const banner = german.getByRole('region', { name: 'Empfehlungen auf Deutsch' });
    await banner.waitFor();
    expect(await banner.getAttribute('lang')).toBe('de');
    const germanLineup = german.waitForRequest(
      (request) =>
        request.url().endsWith('/graphql') &&
        /HomeSlateLineup/.test(request.postData() ?? '') &&
        (request.postDataJSON() as { variables?: { locale?: string } }).variables?.locale === 'de',
    );
    await banner.getByRole('button', { name: 'Ja, auf Deutsch' }).click();
    await germanLineup;
    await german.getByText('Du siehst deutsche und englische Empfehlungen.').waitFor();
    await german.reload();
    await german.getByText('Du siehst deutsche und englische Empfehlungen.').waitFor();
    expect(await banner.count()).toBe(0);
  }, 240_000);
});
