/**
 * The bystander's measures against a real server process: a quiet server answers the probe and
 * makes a fixture page readable, and stallMessage tells a stall from noise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_ID_QUERY,
  probeLatencies,
  probeWhile,
  saveUntilReadable,
  stallMessage,
} from './bystander.js';
import { fixtureNames, startFixtureServer, type FixtureServer } from './fixture-pages.js';
import { HttpVisitor } from './http-visitor.js';
import { startLiveServer, type LiveServer } from './live-server.js';

describe('the bystander', () => {
  let live: LiveServer;
  let pages: FixtureServer;

  beforeAll(async () => {
    [live, pages] = await Promise.all([startLiveServer(), startFixtureServer()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([live?.stop(), pages?.close()]);
  });

  it('measures a quiet server, and a stall as one', async () => {
    const visitor = await HttpVisitor.signUp(live.origin);
    const probe = () => visitor.graphql(USER_ID_QUERY);
    const quiet = await probeLatencies(probe, 10);
    expect(stallMessage(quiet, quiet)).toBeUndefined();
    expect(
      stallMessage(
        quiet,
        quiet.map((ms) => ms + 5_000),
      ),
    ).toMatch(/median/);

    const { result, latencies } = await probeWhile(
      new Promise((resolve) => setTimeout(() => resolve('done'), 300)),
      probe,
    );
    expect(result).toBe('done');
    expect(latencies.length).toBeGreaterThanOrEqual(5);
  });

  it('times a save until its article is readable', async () => {
    const visitor = await HttpVisitor.signUp(live.origin);
    const url = pages.url(`/articles/${fixtureNames()[0]}/`);
    expect(await saveUntilReadable(visitor, url)).toBeGreaterThan(0);
  }, 120_000);
});
