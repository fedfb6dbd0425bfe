import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

/**
 * The database is made to hang by a transaction holding an exclusive lock on the sessions table:
 * every signed-in request then waits in its session lookup, holding its admission place, until
 * the test lets go. Works the same on PGlite and on a PostgreSQL server.
 */
async function holdDatabase(t: TestApp): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = t.db.transaction(async (tx) => {
    await tx.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    locked();
    await gate;
  });
  await isLocked;
  return async () => {
    letGo();
    await held;
  };
}

const LIST = '{ user { savedItems(pagination: { first: 5 }) { totalCount } } }';
/** Eight saves, run one after another (mutation fields are serial): many statements in turn. */
const SAVES = `mutation { ${Array.from(
  { length: 8 },
  (_, i) => `s${i}: upsertSavedItem(input: { url: "https://example.com/fifo/${i}" }) { id }`,
).join(' ')} }`;

describe('load shedding and fair queueing', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (admission: Config['requestAdmission']) => {
    t = await createTestApp({ requestAdmission: admission });
    return { app: t.app, user: await signUp(t.app) };
  };

  // Async, so that each request is dispatched when called (inject's chain waits for a `then`).
  const graphqlAs = async (cookie: string, query: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
      payload: { query },
    });

  it('answers 503 with Retry-After at once when full, while /healthz still answers', async () => {
    const { app, user } = await start({ concurrency: 1, maxQueued: 1, maxWaitMs: 60_000 });
    const release = await holdDatabase(t!);
    const settled: string[] = [];
    const running = graphqlAs(user.cookie, LIST).then((r) => (settled.push('running'), r));
    const waiting = graphqlAs(user.cookie, LIST).then((r) => (settled.push('waiting'), r));

    // One request runs (stuck in the database), one waits: the next GraphQL, v3 and JSON API
    // requests are refused, each in its transport's shape, while the first two still wait.
    const graphqlRefused = await graphqlAs(user.cookie, LIST);
    expect(graphqlRefused.statusCode).toBe(503);
    expect(Number(graphqlRefused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const body = graphqlRefused.json<{
      errors: Array<{ message: string; extensions: Record<string, unknown> }>;
    }>();
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(body.errors[0]!.message).toMatch(/busy.*try again in \d+ seconds?/i);

    const v3Refused = await app.inject({
      method: 'POST',
      url: '/v3/get',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { count: 1 },
    });
    expect(v3Refused.statusCode).toBe(503);
    expect(v3Refused.headers['x-error-code']).toBe('199');
    expect(v3Refused.headers['x-error']).toMatch(/busy/i);
    expect(v3Refused.headers['retry-after']).toBeDefined();

    const apiRefused = await app.inject({ method: 'GET', url: '/api/instance' });
    expect(apiRefused.statusCode).toBe(503);
    expect(apiRefused.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });

    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(settled).toEqual([]);

    await release();
    expect((await running).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
    // With room again, requests are served.
    expect((await graphqlAs(user.cookie, LIST)).statusCode).toBe(200);
  });

  it('answers 503 to a request that has waited its limit, even while nothing finishes', async () => {
    const { user } = await start({ concurrency: 1, maxQueued: 10, maxWaitMs: 200 });
    const release = await holdDatabase(t!);
    const running = graphqlAs(user.cookie, LIST);
    const waiting = await graphqlAs(user.cookie, LIST);
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers['retry-after']).toBeDefined();
    await release();
    expect((await running).statusCode).toBe(200);
  });

  it('serves waiting requests in the order they arrived, and refuses the one too many', async () => {
    const { user } = await start({ concurrency: 1, maxQueued: 3, maxWaitMs: 60_000 });
    // The first request runs many statements one after another, the others two each: the
    // queue keeps them in arrival order whatever each one costs.
    const release = await holdDatabase(t!);
    const finished: string[] = [];
    const send = (label: string, query: string) =>
      graphqlAs(user.cookie, query).then((response) => {
        finished.push(`${label} ${response.statusCode}`);
        return response;
      });
    const sent = [send('saves', SAVES)];
    for (const label of ['list 1', 'list 2', 'list 3']) sent.push(send(label, LIST));
    // Let the four arrive (one running, three waiting) before the fifth.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await send('list 4', LIST);
    expect(refused.statusCode).toBe(503);
    await release();
    await Promise.all(sent);
    expect(finished).toEqual(['list 4 503', 'saves 200', 'list 1 200', 'list 2 200', 'list 3 200']);
  });
});
