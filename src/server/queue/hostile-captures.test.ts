/**
 * A real server beside a hostile user: four captures of 1.2 MB of nested `<div>`s, sent at once,
 * must not delay another user's first save becoming readable nor their trivial query (medians
 * against a quiet server, generous factors: a stall is tens of seconds against half a second).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_ID_QUERY,
  probeLatencies,
  probeWhile,
  saveUntilReadable,
  stallMessage,
} from '../test/bystander.js';
import { fixtureNames, startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { nestedDivsPage } from '../test/hostile-inputs.js';
import { HttpVisitor } from '../test/http-visitor.js';
import { startLiveServer, type LiveServer } from '../test/live-server.js';

describe('a hostile user’s captures beside a bystander', () => {
  let live: LiveServer;
  let pages: FixtureServer;

  beforeAll(async () => {
    [live, pages] = await Promise.all([startLiveServer(), startFixtureServer()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([live?.stop(), pages?.close()]);
  });

  it('keeps the bystander’s first save readable as fast as on a quiet server', async () => {
    const names = fixtureNames().filter((name) => !name.startsWith('0'));
    const bystander = await HttpVisitor.signUp(live.origin);
    const hostile = await HttpVisitor.signUp(live.origin);
    const probe = () => bystander.graphql(USER_ID_QUERY);
    const quietProbes = await probeLatencies(probe, 10);
    const quietSaves: number[] = [];
    for (const name of names.slice(0, 3))
      quietSaves.push(await saveUntilReadable(bystander, pages.url(`/articles/${name}/`)));

    const deep = nestedDivsPage(1_200_000);
    const captures = Promise.all(
      [1, 2, 3, 4].map((n) =>
        hostile.request('/v3/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: pages.url(`/deep/${n}`), html: deep }),
        }),
      ),
    );
    // The captures are queued before the bystander saves.
    expect((await captures).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const during: number[] = [];
    const { latencies } = await probeWhile(
      (async () => {
        for (const name of names.slice(3, 6))
          during.push(await saveUntilReadable(bystander, pages.url(`/articles/${name}/`)));
      })(),
      probe,
    );
    expect(stallMessage(quietSaves, during, { factor: 4, slackMs: 3_000 })).toBeUndefined();
    expect(stallMessage(quietProbes, latencies)).toBeUndefined();
  }, 300_000);
});
