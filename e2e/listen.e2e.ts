/**
 * Listen: a saved article read aloud. The server renders it with espeak-ng + opusenc for real;
 * the player shows "Preparing audio…", then a duration, and plays (currentTime advances).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { FixtureServer } from './fixture-server.js';
import { join } from 'node:path';
import {
  RESULTS_DIR,
  signedInPage,
  startAppWithFixtures,
  stopAppWithFixtures,
  type TestApp,
} from './harness.js';
import { gql } from './page-graphql.js';

let app: TestApp;
let fixtures: FixtureServer;

beforeAll(async () => {
  ({ app, fixtures } = await startAppWithFixtures());
});

afterAll(() => stopAppWithFixtures(app, fixtures));

async function save(page: Page, url: string): Promise<string> {
  const data = await gql<{ upsertSavedItem: { id: string } }>(
    page,
    `mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
    { input: { url } },
  );
  return data.upsertSavedItem.id;
}

/** What the viewport shows (the player bar is fixed to its bottom), not the whole page. */
const viewportShot = (page: Page, name: string) =>
  page.screenshot({ path: join(RESULTS_DIR, `${name}.png`) });

const audioProperty = (page: Page, property: 'currentTime' | 'playbackRate' | 'paused') =>
  page.getByTestId('listen-audio').evaluate((el, prop) => (el as HTMLAudioElement)[prop], property);

describe('listen', () => {
  test('Listen prepares the audio, shows its duration and plays it', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'listen');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const id = await save(page, fixtures.url('/articles/mozilla-1/'));
    await page.goto(`/read/${id}`);
    await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 30_000 });

    const listen = page.getByRole('button', { name: 'Listen' });
    await listen.click();
    expect(await listen.getAttribute('aria-pressed')).toBe('true');
    const player = page.getByRole('region', { name: 'Listen' });
    await player.getByText('Preparing audio…').waitFor();
    await viewportShot(page, 'listen-preparing');

    const duration = player.getByTestId('listen-duration');
    await expect
      .poll(() => duration.textContent(), { timeout: 60_000, interval: 250 })
      .toMatch(/^[1-9]\d*:\d\d$|^0:(?!00)\d\d$/);
    expect(await player.getByTestId('listen-elapsed').textContent()).toBe('0:00');
    await viewportShot(page, 'listen-light');

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await player.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expect
      .poll(() => audioProperty(page, 'currentTime'), { timeout: 15_000 })
      .toBeGreaterThan(0.5);

    // Speed is remembered; forward 15 s moves ahead.
    await player.getByLabel('Playback speed').selectOption('1.5');
    expect(await audioProperty(page, 'playbackRate')).toBe(1.5);
    expect(await page.evaluate(() => localStorage.getItem('listenSpeed'))).toBe('1.5');
    const before = await audioProperty(page, 'currentTime');
    await player.getByRole('button', { name: 'Forward 15 seconds' }).click();
    expect(await audioProperty(page, 'currentTime')).toBeGreaterThanOrEqual(Number(before) + 14);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    expect(await audioProperty(page, 'paused')).toBe(true);

    // Keyboard: Escape closes the player.
    await player.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Escape');
    await player.waitFor({ state: 'detached' });

    // Dark mode and a 360 px handset: the ready audio opens at once, at the remembered speed.
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'dark'));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Listen' }).click();
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 15_000 });
    expect(await player.getByLabel('Playback speed').inputValue()).toBe('1.5');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const box = await player.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await viewportShot(page, 'listen-handset-dark');
    await page.setViewportSize({ width: 1280, height: 800 });
    await viewportShot(page, 'listen-dark');
    // Sepia.
    await page.evaluate(() => localStorage.setItem('pocket-color-mode', 'sepia'));
    await page.goto(`/read/${id}`);
    await page.getByRole('heading', { level: 1, name: /Firefox/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Listen' }).click();
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 15_000 });
    await viewportShot(page, 'listen-sepia');
    expect(errors).toEqual([]);
  }, 150_000);

  test('Play pressed while preparing: it plays by itself once the audio is ready', async ({
    onTestFailed,
  }) => {
    const page = await signedInPage(app, onTestFailed, 'listen-autoplay');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const id = await save(page, fixtures.url('/articles/001/'));
    await page.goto(`/read/${id}`);
    await page.getByTestId('article-content').waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Listen' }).click();
    const player = page.getByRole('region', { name: 'Listen' });
    await player.getByText('Preparing audio…').waitFor();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    // The button now pauses (cancels) and the line says what will happen.
    await player.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await player.getByText('It will play when ready.', { exact: false }).waitFor();
    await viewportShot(page, 'listen-play-when-ready');

    // No other click: the audio arrives and plays.
    await page.getByTestId('listen-audio').waitFor({ state: 'attached', timeout: 90_000 });
    await expect.poll(() => audioProperty(page, 'paused'), { timeout: 15_000 }).toBe(false);
    await expect
      .poll(() => audioProperty(page, 'currentTime'), { timeout: 15_000 })
      .toBeGreaterThan(0.2);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    expect(await audioProperty(page, 'paused')).toBe(true);

    // Without a press on Play, the ready audio waits (reopened: it is ready at once).
    await page.keyboard.press('Escape');
    await player.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Listen' }).click();
    await page.getByTestId('listen-audio').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await audioProperty(page, 'paused')).toBe(true);
    expect(errors).toEqual([]);
  }, 150_000);
});
