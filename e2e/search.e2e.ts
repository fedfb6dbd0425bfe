/**
 * Search end to end (docs/SEARCH.md): saves three fixture articles, then g s focuses the navigation
 * box, Enter searches, results show marked snippets, tabs and sort change the URL and the
 * results, the page's own field searches as you type, j + Enter opens a result in the reader,
 * recent searches drop down from the empty box (keyboard), a query with no results shows tips;
 * screenshots in light and dark, and on a phone-sized screen the box is an icon that opens. The
 * search page has one search field (its own; g s focuses it), and thumbnails show a placeholder
 * until they have loaded, never a broken image.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import { screenshot, signedInPage, startApp } from './harness.js';
import { saveUrlAs } from './page-graphql.js';
import type { TestApp } from './harness.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  const env = { ALLOW_PRIVATE_FETCH: '1' };
  app = await startApp(env).catch(() => startApp(env));
});

afterAll(async () => {
  await app?.stop();
  await fixtures?.close();
});

const JS = /Frontend JavaScript Code Covered/;
const NIGHTLY = /These Weeks in Firefox/;
const CUSTOMIZE = /Firefox — Customize/;

/** Saves a fixture page as the page's user. */
function save(page: Page, path: string): Promise<string> {
  return saveUrlAs(page, fixtures.url(path));
}

async function cardTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

/** Saves the three articles and waits until they are parsed (titles on the cards). */
async function seed(page: Page): Promise<void> {
  await save(page, '/articles/001/');
  await save(page, '/articles/firefox-nightly-blog/');
  await save(page, '/articles/mozilla-1/');
  await page.goto('/saves');
  await expect
    .poll(() => cardTitles(page), { timeout: 45_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(JS),
        expect.stringMatching(NIGHTLY),
        expect.stringMatching(CUSTOMIZE),
      ]),
    );
}

const results = (page: Page) => page.getByRole('list', { name: /^Results for / });
const navBox = (page: Page) => page.getByRole('combobox', { name: 'Search your saves' });

async function resultTitles(page: Page): Promise<string[]> {
  return results(page)
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

describe('search', () => {
  test('search from the nav box, tabs, sort, type, open, recent searches', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'search-flow');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await seed(page);

    // g s focuses the navigation box.
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await expect
      .poll(() => navBox(page).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await expect.poll(() => navBox(page).inputValue()).toBe('');

    // Enter searches: the URL carries the query; both Firefox articles, not the JavaScript one.
    await page.keyboard.type('firefox');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/saves/search');
    expect(new URL(page.url()).searchParams.get('query')).toBe('firefox');
    await expect
      .poll(() => resultTitles(page), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([expect.stringMatching(NIGHTLY), expect.stringMatching(CUSTOMIZE)]),
      );
    expect((await resultTitles(page)).some((title) => JS.test(title))).toBe(false);
    await page
      .getByRole('status')
      .filter({ hasText: /2 results for “firefox”/ })
      .waitFor();
    // Matches are marked; no markup shows as text.
    const marks = await results(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((text) => /firefox/i.test(text))).toBe(true);
    expect(await results(page).innerText()).not.toMatch(/<\/?em>/);
    await screenshot(page, 'search-results-light');

    // Tabs: Archive has none of them (tips shown), All has them again.
    await page
      .getByRole('navigation', { name: 'Filter results' })
      .getByRole('link', { name: 'Archive' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'archive');
    await page.getByRole('region', { name: 'No results for “firefox”' }).waitFor();
    await page.getByText('with / without a tag').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Filter results' })
      .getByRole('link', { name: 'All' })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expect.poll(() => resultTitles(page)).toHaveLength(2);

    // Sort: Oldest first lists the first-saved article (Nightly) first, Newest the other way.
    const sort = page.getByRole('group', { name: 'Sort results' });
    await sort.getByRole('button', { name: 'Oldest' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest');
    await expect
      .poll(() => resultTitles(page))
      .toEqual([expect.stringMatching(NIGHTLY), expect.stringMatching(CUSTOMIZE)]);
    await sort.getByRole('button', { name: 'Newest' }).click();
    await expect
      .poll(() => resultTitles(page))
      .toEqual([expect.stringMatching(CUSTOMIZE), expect.stringMatching(NIGHTLY)]);
    expect(await sort.getByRole('button', { name: 'Newest' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Search as you type in the page's field (no Enter): the URL follows, and the results.
    const field = page.getByRole('searchbox', { name: 'Search query' });
    await field.fill('');
    await field.pressSequentially('javascri');
    await expect
      .poll(() => resultTitles(page), { timeout: 15_000 })
      .toEqual([expect.stringMatching(JS)]);
    // Earlier prefixes already match, so the results can settle before the URL catches up.
    await page.waitForURL((url) => url.searchParams.get('query') === 'javascri');

    // j selects the first result, Enter opens it in the reader.
    await page.locator('body').click({ position: { x: 5, y: 600 } });
    await page.keyboard.press('j');
    await expect
      .poll(() => results(page).getByRole('article').first().getAttribute('aria-current'))
      .toBe('true');
    // f favorites the selected result, as in the saves views, and the card shows it.
    await page.keyboard.press('f');
    await results(page)
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Unfavorite' })
      .first()
      .waitFor({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/read/'), { timeout: 15_000 });
    await page.getByRole('heading', { name: JS }).first().waitFor();

    // Recent searches: "firefox" (Enter in the nav box) drops down from the empty box.
    await page.goto('/saves');
    await navBox(page).focus();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await recent.getByRole('option', { name: 'firefox' }).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(
      await recent.getByRole('option', { name: 'firefox' }).getAttribute('aria-selected'),
    ).toBe('true');
    await screenshot(page, 'search-recent-light');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'firefox');
    await expect.poll(() => resultTitles(page)).toHaveLength(2);

    // Escape leaves the box (on a saves page: the search page has only its own field).
    await page.goto('/saves');
    await navBox(page).focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await navBox(page).evaluate((el) => el === document.activeElement)).toBe(false);

    expect(errors).toEqual([]);
  });

  test('the search page has one search field; thumbnails never show broken', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'search-one-field');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every frame, any thumbnail drawn on screen that has not loaded (still loading, or failed:
    // mozilla-1's image is on the internet, which the image cache cannot reach here).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __brokenThumbnails: string[] }).__brokenThumbnails = seen;
      const check = () => {
        for (const img of document.querySelectorAll<HTMLImageElement>('main li img')) {
          const style = getComputedStyle(img);
          const shown = style.opacity !== '0' && style.visibility !== 'hidden';
          const box = img.getBoundingClientRect();
          if (shown && box.width > 0 && (!img.complete || img.naturalWidth === 0)) {
            seen.push(`${img.complete ? 'broken' : 'loading'}: ${img.src}`);
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await seed(page);
    await save(page, '/image.png');

    const fields = async () =>
      (await page.getByRole('searchbox').count()) +
      (await page.getByRole('combobox', { name: /search/i }).count()) +
      (await page.getByRole('textbox', { name: /search/i }).count());
    // A saves page has the navigation box only.
    expect(await fields()).toBe(1);

    await page.goto('/saves/search?query=firefox');
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toHaveLength(2);
    expect(await fields()).toBe(1);
    expect(await page.locator('input:visible').count()).toBe(1);
    // g s focuses the page's own field.
    await page.locator('body').click({ position: { x: 5, y: 500 } });
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    const field = page.getByRole('searchbox', { name: 'Search query' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);

    // The card whose image cannot be had keeps its lettered placeholder.
    const customize = results(page).getByRole('article', { name: CUSTOMIZE });
    await page.waitForTimeout(1_500);
    expect(await customize.getByText('F', { exact: true }).isVisible()).toBe(true);

    // A result with a real image: the placeholder until the image is there, then the image.
    await field.fill('image.png');
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toHaveLength(1);
    await expect
      .poll(
        () =>
          results(page)
            .locator('img')
            .evaluateAll((imgs) =>
              imgs.map(
                (img) =>
                  (img as HTMLImageElement).naturalWidth > 0 &&
                  getComputedStyle(img).opacity === '1',
              ),
            ),
        { timeout: 15_000 },
      )
      .toEqual([true]);
    await screenshot(page, 'search-thumbnails');

    // Phone width: still one field.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await fields()).toBe(1);
    expect(
      await page.evaluate(
        () => (window as unknown as { __brokenThumbnails: string[] }).__brokenThumbnails,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('no results shows tips; dark theme; small screen icon', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'search-dark', 'dark');
    await seed(page);
    await page.goto('/saves/search?query=zebraquokka');
    await page.getByRole('region', { name: 'No results for “zebraquokka”' }).waitFor();
    await page.getByText('the exact phrase').first().waitFor();
    await screenshot(page, 'search-empty-dark');

    await page.goto('/saves/search?query=firefox%20-tag%3Ax%20is%3Afavorite%20foo%3Abar');
    await page.getByText('Not tagged: x').waitFor();
    await page.getByText('Favorite', { exact: true }).waitFor();
    await page.getByText(/"foo:bar" is not a search operator/).waitFor();

    await page.goto('/saves/search?query=firefox');
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toHaveLength(2);
    await page.getByRole('button', { name: 'Search tips' }).click();
    await page.getByRole('dialog', { name: 'Search tips' }).waitFor();
    await screenshot(page, 'search-results-dark');
    await page.keyboard.press('Escape');

    // Phone width: the nav box is an icon button that opens the field.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/saves');
    await page.getByRole('navigation', { name: 'Saves views' }).waitFor();
    expect(await navBox(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await navBox(page).waitFor();
    await page.keyboard.type('javascript');
    await screenshot(page, 'search-mobile-dark');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'javascript');
    await expect
      .poll(() => resultTitles(page), { timeout: 15_000 })
      .toEqual([expect.stringMatching(JS)]);
  });
});
