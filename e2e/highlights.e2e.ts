/**
 * Highlights end to end in Chromium: select text with the mouse, highlight it, reload and find it
 * again; notes added, edited and deleted; the highlight deleted; the free limit (upsell after 3,
 * upgrade modal on the 4th); a patch made the way Pocket's web client made it anchors; a
 * highlight whose passage is gone is listed as not found; the saves card shows the count.
 * Screenshots of the popover and the sidebar in light and sepia go to test-results/.
 */
import DiffMatchPatch from 'diff-match-patch';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { makePatch } from '../src/common/highlight-patch.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import { newAccount, RESULTS_DIR, screenshotOnFailure, signUp, slug, startApp } from './harness.js';
import { gql } from './page-graphql.js';
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

const ARTICLE = '/articles/mozilla-1/';

/** A screenshot of what is on screen (the popover and the fixed sidebar where they are seen). */
async function viewShot(page: Page, name: string): Promise<void> {
  // Once the popover's or dialog's entrance animation is over.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `${RESULTS_DIR}/${slug(name)}.png` });
}

async function signedInPage(
  onTestFailed: Parameters<typeof screenshotOnFailure>[0],
  name: string,
): Promise<Page> {
  const page = await app.newPage();
  screenshotOnFailure(onTestFailed, page, name);
  await signUp(page, newAccount('highlighter'));
  await page.waitForURL((url) => url.pathname === '/saves', { timeout: 15_000 });
  return page;
}

/** Saves the fixture article, opens it in the reader and waits for its text. */
async function openArticle(page: Page): Promise<string> {
  const data = await gql<{ upsertSavedItem: { id: string } }>(
    page,
    `mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
    { input: { url: fixtures.url(ARTICLE) } },
  );
  const id = String(data.upsertSavedItem.id);
  await page.goto(`/read/${id}`);
  await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 30_000 });
  await page.getByTestId('article-content').locator('p').first().waitFor();
  return id;
}

/**
 * Drags the mouse over `length` characters of the `index`-th long paragraph of the article (its
 * first text node, on one line) and returns the selected text.
 */
async function selectText(page: Page, index: number, from = 0, length = 28): Promise<string> {
  const box = await page.evaluate(
    ({ index, from, length }) => {
      const paragraphs = [...document.querySelectorAll('[data-testid="article-content"] p')].filter(
        // Prose, not a paragraph of links (a drag on a link drags the link).
        (p) =>
          (p.textContent ?? '').replace(/\s+/g, ' ').trim().length >= 60 && !p.querySelector('a'),
      );
      // Its first text node with room for the selection, outside any highlight.
      const walker = document.createTreeWalker(paragraphs[index]!, NodeFilter.SHOW_TEXT);
      let node: Text | null = null;
      for (let next = walker.nextNode(); next; next = walker.nextNode()) {
        const text = next as Text;
        const room = text.data.trim().length >= from + length;
        if (room && !text.parentElement?.closest('.highlight')) {
          node = text;
          break;
        }
      }
      if (!node) throw new Error(`no text to select in paragraph ${index}`);
      node.parentElement!.scrollIntoView({ block: 'center', behavior: 'instant' });
      const start = node.data.search(/\S/) + from;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + length);
      // Measured once the page has settled (a dialog closing may still move focus and scroll).
      const measure = () => {
        const rects = range.getClientRects();
        const first = rects[0]!;
        const last = rects[rects.length - 1]!;
        return {
          x1: first.left + 1,
          y1: first.top + first.height / 2,
          x2: last.right - 1,
          y2: last.top + last.height / 2,
        };
      };
      return new Promise<ReturnType<typeof measure>>((resolve) => {
        let previous = JSON.stringify(measure());
        const check = () => {
          const now = JSON.stringify(measure());
          if (now === previous) resolve(measure());
          else {
            previous = now;
            setTimeout(check, 100);
          }
        };
        setTimeout(check, 100);
      });
    },
    { index, from, length },
  );
  await page.mouse.move(box.x1, box.y1);
  await page.mouse.down();
  await page.mouse.move(box.x2, box.y2, { steps: 8 });
  await page.mouse.up();
  const selected = await page.evaluate(
    () => window.getSelection()?.toString().replace(/\s+/g, ' ').trim() ?? '',
  );
  expect(selected.length).toBeGreaterThan(10);
  return selected;
}

const highlightSpans = (page: Page) =>
  page.locator('[data-testid="article-content"] span.highlight');

/** The text of the drawn highlights, one entry per highlight id, in document order. */
async function drawnHighlights(page: Page): Promise<string[]> {
  return highlightSpans(page).evaluateAll((spans) => {
    const byId = new Map<string, string>();
    for (const span of spans) {
      const id = (span as HTMLElement).dataset.annotationId ?? '';
      byId.set(id, (byId.get(id) ?? '') + (span.textContent ?? ''));
    }
    return [...byId.values()].map((text) => text.replace(/\s+/g, ' ').trim());
  });
}

async function highlightSelection(page: Page, index: number, from?: number): Promise<string> {
  const quote = await selectText(page, index, from);
  const popover = page.getByTestId('selection-popover');
  await popover.waitFor();
  await popover.getByRole('button', { name: 'Highlight', exact: true }).click();
  await expect.poll(() => drawnHighlights(page)).toContain(quote);
  return quote;
}

async function serverHighlights(page: Page, id: string) {
  const data = await gql<{
    readerSlug: {
      savedItem: {
        annotations: { highlights: { id: string; quote: string; note: { text: string } | null }[] };
      };
    };
  }>(
    page,
    `query ($id: ID!) { readerSlug(slug: $id) { savedItem { annotations { highlights { id quote note { text } } } } } }`,
    { id },
  );
  return data.readerSlug.savedItem.annotations.highlights;
}

function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Highlights' });
}

async function openSidebar(page: Page) {
  if (await sidebar(page).count()) return;
  await page.getByRole('button', { name: 'Highlights' }).click();
  await sidebar(page).waitFor();
}

async function chooseTheme(page: Page, theme: 'Light' | 'Sepia') {
  await page.getByRole('button', { name: 'Display settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  await panel.getByRole('radio', { name: theme }).click();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
}

describe('highlights', () => {
  test('highlight with the mouse, survive a reload, add / edit / delete a note, delete it', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'highlights-notes');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const id = await openArticle(page);

    const quote = await selectText(page, 1);
    const popover = page.getByTestId('selection-popover');
    await popover.waitFor();
    expect(await popover.getByRole('button', { name: 'Highlight with note' }).isVisible()).toBe(
      true,
    );
    await viewShot(page, 'highlights-popover-light');
    await popover.getByRole('button', { name: 'Highlight', exact: true }).click();
    await expect.poll(() => drawnHighlights(page)).toEqual([quote]);
    await popover.waitFor({ state: 'detached' });
    expect((await serverHighlights(page, id)).map((h) => h.quote)).toEqual([quote]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => drawnHighlights(page)).toEqual([quote]);
    // The button's name carries the count its badge shows.
    const toggle = page.getByRole('button', { name: 'Highlights: 1', exact: true });
    expect(await toggle.textContent()).toContain('1');

    // Add a note from the highlight's menu.
    await highlightSpans(page).first().click();
    const menu = page.getByTestId('highlight-menu');
    await menu.getByRole('button', { name: 'Add note' }).click();
    const addNote = page.getByRole('dialog', { name: 'Add note' });
    await addNote.getByLabel('Note').fill('Worth remembering.');
    await addNote.getByRole('button', { name: 'Save note' }).click();
    await addNote.waitFor({ state: 'detached' });
    await openSidebar(page);
    const entry = sidebar(page).getByTestId('sidebar-highlight');
    await expect.poll(() => entry.textContent()).toContain('Worth remembering.');
    expect(await entry.textContent()).toContain(quote);
    expect(await entry.locator('time').textContent()).toBe('just now');
    await viewShot(page, 'highlights-sidebar-light');

    // Edit it (the menu now shows the note and offers "Edit note").
    await highlightSpans(page).first().click();
    await expect.poll(() => menu.textContent()).toContain('Worth remembering.');
    await menu.getByRole('button', { name: 'Edit note' }).click();
    const editNote = page.getByRole('dialog', { name: 'Edit note' });
    expect(await editNote.getByLabel('Note').inputValue()).toBe('Worth remembering.');
    await editNote.getByLabel('Note').fill('Worth remembering, twice.');
    await editNote.getByRole('button', { name: 'Save note' }).click();
    await editNote.waitFor({ state: 'detached' });
    await expect.poll(() => entry.textContent()).toContain('Worth remembering, twice.');
    expect((await serverHighlights(page, id))[0]?.note?.text).toBe('Worth remembering, twice.');

    // Delete it, from the sidebar, with a confirmation.
    await entry.getByRole('button', { name: 'Edit note' }).click();
    await editNote.getByRole('button', { name: 'Delete note' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => entry.textContent()).not.toContain('Worth remembering');
    expect((await serverHighlights(page, id))[0]?.note).toBeNull();

    // "Highlight with note" creates both at once.
    const second = await selectText(page, 2);
    await page
      .getByTestId('selection-popover')
      .getByRole('button', { name: 'Highlight with note' })
      .click();
    const withNote = page.getByRole('dialog', { name: 'Add note' });
    expect(await withNote.textContent()).toContain(second);
    await withNote.getByLabel('Note').fill('A second thought.');
    await withNote.getByRole('button', { name: 'Save highlight' }).click();
    await withNote.waitFor({ state: 'detached' });
    await expect.poll(() => drawnHighlights(page)).toEqual([quote, second]);
    await expect.poll(() => sidebar(page).getByTestId('sidebar-highlight').count()).toBe(2);
    expect(await sidebar(page).textContent()).toContain('A second thought.');

    // Clicking an entry scrolls to its passage and flashes it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await sidebar(page).getByRole('button', { name: second }).click();
    await expect
      .poll(() =>
        highlightSpans(page)
          .filter({ hasText: second.slice(0, 10) })
          .first()
          .evaluate((span) => {
            const rect = span.getBoundingClientRect();
            return (
              span.classList.contains('highlight-flash') &&
              rect.top > 0 &&
              rect.bottom < innerHeight
            );
          }),
      )
      .toBe(true);

    // Delete the first highlight from its menu: gone, and still gone after a reload.
    await highlightSpans(page)
      .filter({ hasText: quote.slice(0, 10) })
      .first()
      .click();
    await page.getByTestId('highlight-menu').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => drawnHighlights(page)).toEqual([second]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => drawnHighlights(page)).toEqual([second]);
    expect((await serverHighlights(page, id)).map((h) => h.quote)).toEqual([second]);

    // The saves card shows the count.
    await page.goto('/saves');
    await expect.poll(() => page.getByRole('img', { name: '1 highlight' }).count()).toBe(1);
    await viewShot(page, 'highlights-card-count');
    expect(errors).toEqual([]);
  });

  test('a free account: upsell after 3 highlights, the 4th opens the upgrade modal', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'highlights-limit');
    const id = await openArticle(page);
    await openSidebar(page);
    expect(await sidebar(page).textContent()).toContain('Select text in the article');
    expect(await page.getByTestId('highlights-upsell').count()).toBe(0);
    for (const index of [0, 1, 2]) await highlightSelection(page, index);
    await expect.poll(() => sidebar(page).getByTestId('sidebar-highlight').count()).toBe(3);
    const upsell = page.getByTestId('highlights-upsell');
    await upsell.waitFor();
    expect(
      await upsell.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/premium');

    // The 4th: the modal, and no request that creates anything.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('CreateHighlight')) {
        creates.push(request.url());
      }
    });
    await selectText(page, 3);
    await page
      .getByTestId('selection-popover')
      .getByRole('button', { name: 'Highlight', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: 'Unlimited highlights with Premium' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('3 passages per article');
    expect(await modal.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
    await viewShot(page, 'highlights-upgrade-modal');
    await modal.getByRole('button', { name: 'Not now' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(creates).toEqual([]);
    expect(await serverHighlights(page, id)).toHaveLength(3);
    expect(await drawnHighlights(page)).toHaveLength(3);

    // Sepia: the highlight colours of docs/POCKET-COMPATIBILITY.md §4.3, and the screenshots.
    await chooseTheme(page, 'Sepia');
    const colours = await highlightSpans(page)
      .first()
      .evaluate((span) => [getComputedStyle(span).backgroundColor, getComputedStyle(span).color]);
    expect(colours).toEqual(['rgb(254, 221, 167)', 'rgb(59, 57, 52)']);
    await viewShot(page, 'highlights-sidebar-sepia');
    await selectText(page, 4);
    await page.getByTestId('selection-popover').waitFor();
    await viewShot(page, 'highlights-popover-sepia');
    await page.keyboard.press('Escape');
    await chooseTheme(page, 'Light');
    const light = await highlightSpans(page)
      .first()
      .evaluate((span) => [getComputedStyle(span).backgroundColor, getComputedStyle(span).color]);
    expect(light).toEqual(['rgb(254, 232, 195)', 'rgb(51, 51, 51)']);
  });

  test('a Pocket-made patch anchors; a passage no longer in the article is listed, not lost', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(onTestFailed, 'highlights-pocket');
    const id = await openArticle(page);
    // Pocket's web client (docs/POCKET-COMPATIBILITY.md §2.6): the text of the whole page, split
    // around the selection, diffed against itself with the sentinels.
    const body = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.body);
      return range.toString();
    });
    const selection = 'Choose from thousands of themes';
    const at = body.indexOf(selection);
    expect(at).toBeGreaterThan(0);
    const dmp = new DiffMatchPatch();
    const pocketPatch = dmp.patch_toText(
      dmp.patch_make(
        body,
        `${body.slice(0, at)}<pkt_tag_annotation>${selection}</pkt_tag_annotation>${body.slice(at + selection.length)}`,
      ),
    );
    const gone = 'A sentence an earlier version of this article had.';
    await gql(
      page,
      `mutation ($input: [CreateHighlightInput!]!) { createSavedItemHighlights(input: $input) { id } }`,
      {
        input: [
          { itemId: id, version: 2, quote: selection, patch: pocketPatch },
          {
            itemId: id,
            version: 2,
            quote: gone,
            patch: makePatch(`Intro. ${gone} Outro.`, 7, 7 + gone.length),
          },
        ],
      },
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => drawnHighlights(page)).toEqual([selection]);
    await openSidebar(page);
    const missing = sidebar(page).getByRole('region', {
      name: 'Not found in this version of the article',
    });
    await missing.waitFor();
    expect(await missing.textContent()).toContain(gone);
    expect(await sidebar(page).getByTestId('sidebar-highlight').count()).toBe(2);
    // Only the anchored one is a link to its passage.
    expect(await sidebar(page).getByRole('button', { name: selection }).count()).toBe(1);
    expect(await sidebar(page).getByRole('button', { name: gone }).count()).toBe(0);

    // From the keyboard: a selection finished with Shift (e.g. Shift+arrows) opens the popover
    // with the focus on "Highlight"; Enter highlights.
    await page.evaluate(() => {
      const paragraph = [...document.querySelectorAll('[data-testid="article-content"] p')].find(
        (p) => p.textContent?.includes('Add-ons are like apps'),
      )!;
      const text = paragraph.firstChild as Text;
      const start = text.data.indexOf('Add-ons');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 'Add-ons are like apps'.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await page.keyboard.down('Shift');
    await page.keyboard.up('Shift');
    const popover = page.getByTestId('selection-popover');
    await popover.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Highlight');
    await page.keyboard.press('Enter');
    await expect.poll(() => drawnHighlights(page)).toEqual([selection, 'Add-ons are like apps']);
  });
});
