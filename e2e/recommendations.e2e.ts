/**
 * Recommendations end to end, the whole flow of docs/RECOMMENDATIONS.md: log in → Home with recent
 * saves and slates → set up topics → save a recommendation → open it and see 3 related stories →
 * Discover → a topic page → corpus search (st=all).
 *
 * The corpus is real: four small article sites on loopback addresses (127.0.0.2–5, so the ranking's
 * per-site and per-publisher rules see four sites) serve today's articles in four topics, with a
 * vocabulary of their own per topic (so text similarity has something to find) and one German
 * article; the first account, the administrator, adds them as a curator would
 * (adminAddCorpusItem: fetched, parsed, classified and indexed by the worker like any corpus item).
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newAccount,
  screenshot,
  screenshotOnFailure,
  signUp,
  startAppWithFixtures,
  stopAppWithFixtures,
} from './harness.js';
import type { TestApp } from './harness.js';
import { gql } from './page-graphql.js';
import type { FixtureServer } from './fixture-server.js';

const HOSTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const PUBLISHERS = ['Northern Ledger', 'Crumb & Crust', 'Rail and Road', 'Der Sternbote'];

type Topic = 'technology' | 'food' | 'travel' | 'science';

/** Sentences per topic: each article is made of its topic's sentences, in its own order. */
const SENTENCES: Record<Topic, string[]> = {
  technology: [
    'The database server keeps its write-ahead log on a separate disk, so a crash loses nothing.',
    'Compilers turn the borrow checker’s rules into memory safety without a garbage collector.',
    'Benchmarks of the query planner show that an index on the join column halves the latency.',
    'Open-source maintainers review patches for the kernel’s scheduler every single week.',
    'A cache in front of the API absorbs the traffic spike, and the servers stay cool.',
  ],
  food: [
    'The sourdough starter needs flour and water every morning, and a warm corner of the kitchen.',
    'Knead the dough until it is smooth, then let it rise slowly overnight in the fridge.',
    'A hot oven and a heavy pot give the bread its crackling crust and an open crumb.',
    'Season the lentil soup with cumin, lemon and a spoonful of tahini before serving.',
    'Sharp knives make chopping onions quicker, and far fewer tears are shed over the board.',
  ],
  travel: [
    'The night train leaves the station at ten and crosses the border while passengers sleep.',
    'Pack light: one bag of luggage fits above the seat in every sleeper compartment.',
    'From the platform in Vienna, the regional trains reach the lakes within an hour.',
    'A rail pass covers most routes, but seat reservations cost extra on the fast lines.',
    'Walking the old town at dawn, before the tour buses arrive, is the best part of the trip.',
  ],
  science: [
    'The telescope’s mirror collects light from galaxies that formed soon after the big bang.',
    'Astronomers measured the star’s wobble to find a planet twice the mass of Jupiter.',
    'Spectra of the nebula reveal hydrogen, oxygen and traces of heavier elements.',
    'Gravitational waves from merging black holes stretched the detector by a proton’s width.',
    'Cosmic rays strike the upper atmosphere and shower the ground with particles.',
  ],
};

interface Article {
  host: number;
  slug: string;
  title: string;
  topic: Topic;
  lang?: 'de';
}

const ARTICLES: Article[] = [
  {
    host: 0,
    slug: 'wal-disk',
    title: 'Why the write-ahead log deserves its own disk',
    topic: 'technology',
  },
  {
    host: 1,
    slug: 'borrow',
    title: 'The borrow checker, explained without tears',
    topic: 'technology',
  },
  {
    host: 2,
    slug: 'planner',
    title: 'How a query planner picks an index (and when it should not)',
    topic: 'technology',
  },
  {
    host: 3,
    slug: 'cache',
    title: 'A cache in front of the API: lessons from a traffic spike',
    topic: 'technology',
  },
  { host: 1, slug: 'starter', title: 'Sourdough starters: feed, wait, repeat', topic: 'food' },
  { host: 0, slug: 'crust', title: 'A crackling crust from a heavy pot', topic: 'food' },
  { host: 2, slug: 'lentils', title: 'Lentil soup with cumin, lemon & tahini', topic: 'food' },
  {
    host: 3,
    slug: 'onions',
    title: 'Knife skills for people who hate chopping onions',
    topic: 'food',
  },
  {
    host: 2,
    slug: 'night-train',
    title: 'The night train to Vienna, and why it still runs',
    topic: 'travel',
  },
  {
    host: 0,
    slug: 'pack-light',
    title: 'Pack light: one bag for a sleeper compartment',
    topic: 'travel',
  },
  {
    host: 1,
    slug: 'rail-pass',
    title: 'Is a rail pass worth it? Reservations, routes and fine print',
    topic: 'travel',
  },
  { host: 3, slug: 'old-town', title: 'The old town at dawn, before the buses', topic: 'travel' },
  {
    host: 3,
    slug: 'teleskop',
    title: 'Was das Teleskop über frühe Galaxien verrät',
    topic: 'science',
    lang: 'de',
  },
  {
    host: 0,
    slug: 'wobble',
    title: 'A wobbling star and the planet that pulls it',
    topic: 'science',
  },
  {
    host: 1,
    slug: 'black-holes',
    title: 'Gravitational waves: when black holes merge',
    topic: 'science',
  },
  {
    host: 2,
    slug: 'cosmic-rays',
    title: 'Cosmic rays, showers and the upper atmosphere',
    topic: 'science',
  },
];
/** Two curators' picks (the first slate); the others are plain approved stories. */
const PICKS = 2;
/** Searched by its exact title, whose words are in every travel article's text too. */
const SEARCHED = ARTICLES.find((a) => a.slug === 'pack-light')!;

function articleHtml(article: Article, index: number, imageUrl: string): string {
  const sentences = SENTENCES[article.topic];
  const paragraphs = Array.from({ length: 6 }, (_, p) =>
    Array.from({ length: 4 }, (_, s) => sentences[(index + p + s * 2) % sentences.length]).join(
      ' ',
    ),
  );
  return `<!doctype html><html lang="${article.lang ?? 'en'}"><head><meta charset="utf-8">
<title>${article.title}</title>
<meta property="og:title" content="${article.title}">
<meta property="og:site_name" content="${PUBLISHERS[article.host]}">
<meta property="og:image" content="${imageUrl}">
<meta property="article:published_time" content="${new Date().toISOString()}">
<meta name="description" content="${paragraphs[0]!.slice(0, 150)}">
</head><body><article><h1>${article.title}</h1>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</article></body></html>`;
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
    const index = ARTICLES.findIndex((a) => a.slug === slug && HOSTS[a.host] === host);
    if (index < 0) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(articleHtml(ARTICLES[index]!, index, fixtures.url('/image.png')));
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

async function freshPage(onTestFailed: OnTestFailed, name: string): Promise<Page> {
  const context = await app.browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  return page;
}

const cards = (page: Page) => page.locator('main article[data-corpus-item-id]');
const slateHeadlines = (page: Page) =>
  page.locator('main section[aria-labelledby^="home-slate-"] h2').allTextContents();

/** A card's title as its heading reads (without the new-tab hint). */
const cardTitle = async (card: ReturnType<Page['locator']>) =>
  ((await card.locator('h2, h3').first().textContent()) ?? '').replace(' (opens in a new tab)', '');

describe('recommendations', () => {
  test('log in → Home → topics → save → related stories → Discover → topic page → corpus search', async ({
    onTestFailed,
  }) => {
    // The first account is the administrator; it builds the corpus as a curator.
    const admin = await freshPage(onTestFailed, 'recs-admin');
    // The harness's sign-up returns to /saves.
    await signUp(admin, newAccount('recsadmin'));
    await admin.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
    for (const [index, article] of ARTICLES.entries()) {
      const { adminAddCorpusItem } = await gql<{ adminAddCorpusItem: { id: string } }>(
        admin,
        'mutation Add($url: String!, $topic: String) { adminAddCorpusItem(url: $url, topic: $topic) { id } }',
        { url: articleUrl(article), topic: article.topic },
      );
      if (index >= PICKS)
        await gql(
          admin,
          'mutation Unpick($id: ID!) { adminEditCorpusItem(id: $id, input: { isCuratorPick: false }) { id } }',
          { id: adminAddCorpusItem.id },
        );
    }

    // A reader signs up, saves an article of their own, and logs in again on a new browser.
    const account = newAccount('recsreader');
    const first = await freshPage(onTestFailed, 'recs-signup');
    await signUp(first, account);
    await first.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
    await gql(
      first,
      'mutation Save($url: String!) { upsertSavedItem(input: { url: $url }) { id } }',
      {
        url: fixtures.url('/articles/001/'),
      },
    );
    const reader = await freshPage(onTestFailed, 'recs-reader');
    await reader.goto('/login');
    await reader.getByLabel('Email or username').fill(account.username);
    await reader.getByLabel('Password', { exact: true }).fill(account.password);
    await reader.getByRole('button', { name: 'Log in' }).click();

    // Log in → Home: recent saves first, then the slates (once the worker has read the articles).
    await reader.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
    await expect
      .poll(
        async () => {
          await reader.goto('/home');
          await reader.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
          await reader.waitForLoadState('networkidle');
          const headlines = (await slateHeadlines(reader)).join(' | ');
          const parsed = await reader.getByText(SEARCHED.title).count();
          return ['Technology', 'Food', 'Travel'].every((t) => headlines.includes(t)) && parsed > 0;
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toBe(true);
    const sections = await reader
      .locator('main section h2')
      .evaluateAll((headings) => headings.map((h) => h.textContent?.trim() ?? ''));
    expect(sections[0]).toBe('Recent saves');
    expect(
      await reader
        .getByRole('region', { name: 'Recent saves' })
        .locator('a[href^="/read/"]')
        .count(),
    ).toBe(1);
    // Every card says why it is there.
    expect(await cards(reader).count()).toBeGreaterThanOrEqual(8);

    // Set up topics: Travel, then Science; Travel's slate leads the topic slates.
    const setup = reader.getByRole('region', { name: 'What do you like to read about?' });
    await setup.getByRole('button', { name: 'Travel' }).click();
    await setup.getByRole('button', { name: 'Science' }).click();
    await setup.getByRole('button', { name: 'Save 2 topics' }).click();
    await reader
      .getByRole('region', { name: 'Your topics' })
      .getByText('Travel, Science')
      .waitFor();
    await expect
      .poll(async () => {
        const headlines = await slateHeadlines(reader);
        const travel = headlines.findIndex((h) => /Travel/.test(h));
        const technology = headlines.findIndex((h) => /Technology/.test(h));
        return travel >= 0 && (technology < 0 || travel < technology);
      })
      .toBe(true);

    // Save a recommendation from the Technology slate; it turns into Saved, a link to the reader.
    const technology = reader
      .locator('main section[aria-labelledby^="home-slate-"]')
      .filter({ has: reader.getByRole('heading', { level: 2, name: /Technology/ }) });
    const card = technology.locator('article[data-corpus-item-id]').first();
    const cardId = (await card.getAttribute('data-corpus-item-id'))!;
    const title = await cardTitle(card);
    await card.getByRole('button', { name: `Save: ${title}` }).click();
    const saved = reader
      .locator(`[data-corpus-item-id="${cardId}"]`)
      .first()
      .getByRole('link', { name: `Saved: read ${title}` });
    await saved.waitFor();
    await screenshot(reader, 'recommendations-home');

    // Open it: the article, then 3 related stories (other corpus articles, not this one).
    await saved.click();
    await reader.waitForURL((url) => url.pathname.startsWith('/read/'));
    await reader.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    const related = reader.getByRole('region', { name: 'Related stories' });
    await related.waitFor({ timeout: 30_000 });
    const relatedCards = related.locator('article[data-corpus-item-id]');
    await expect.poll(() => relatedCards.count()).toBe(3);
    const relatedIds = await relatedCards.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-corpus-item-id')),
    );
    expect(relatedIds).not.toContain(cardId);
    expect(new Set(relatedIds).size).toBe(3);
    const relatedTitles = await Promise.all(
      (await relatedCards.all()).map((related) => cardTitle(related)),
    );
    for (const relatedTitle of relatedTitles)
      expect(ARTICLES.map((a) => a.title)).toContain(relatedTitle);
    await screenshot(reader, 'recommendations-related');

    // Back to the app (the reader has its own toolbar), then Discover from the main navigation.
    await reader.getByRole('link', { name: 'Back to Saves' }).click();
    await reader.waitForURL((url) => url.pathname === '/saves');
    await reader
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Discover' })
      .click();
    await reader.waitForURL((url) => url.pathname === '/discover');
    await reader.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
    await cards(reader).first().waitFor();
    expect(await reader.getByRole('navigation', { name: 'Topics' }).getByRole('link').count()).toBe(
      15,
    );

    // A topic page, from Discover's "More in Technology".
    await reader.getByRole('link', { name: 'More in Technology' }).click();
    await reader.waitForURL((url) => url.pathname === '/discover/technology');
    await reader.getByRole('heading', { level: 1, name: 'Technology' }).waitFor();
    await cards(reader).first().waitFor();
    const topicTitles = await Promise.all((await cards(reader).all()).map((c) => cardTitle(c)));
    const technologyTitles = ARTICLES.filter((a) => a.topic === 'technology').map((a) => a.title);
    for (const topicTitle of topicTitles) expect(technologyTitles).toContain(topicTitle);

    // Corpus search (st=all): an exact title comes first.
    await reader.goto(`/search?q=${encodeURIComponent(SEARCHED.title)}&st=all`);
    await reader.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    const results = reader.getByRole('list', { name: `Stories for ${SEARCHED.title}` });
    await results.waitFor({ timeout: 15_000 });
    const found = results.locator('article[data-corpus-item-id]');
    await expect.poll(() => found.count()).toBeGreaterThanOrEqual(2);
    expect(await cardTitle(found.first())).toBe(SEARCHED.title);
    await screenshot(reader, 'recommendations-search');
  }, 240_000);
});
