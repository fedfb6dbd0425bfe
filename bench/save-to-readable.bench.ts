/**
 * Save → readable: the time from saving a local page to its item being parsed, through the real
 * queue and worker (in-process, as `npm start` runs them), for each of the 65 fixture pages saved
 * one at a time. Budget: p95 under 1 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { openDb } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import type { Db } from '../src/server/db/types.js';
import { jobDefinitions } from '../src/server/jobs/registry.js';
import { Worker } from '../src/server/jobs/worker.js';
import { createServices } from '../src/server/services.js';
import { fixtureNames, startFixtureServer } from '../src/server/test/fixture-pages.js';
import { createScratchDatabase, isMain } from './lib/env.js';
import { formatResult, type Backend, type BenchResult } from './lib/report.js';
import { msSince, percentile, sleep } from './lib/stats.js';

async function measure(db: Db): Promise<number[]> {
  await migrate(db);
  const services = createServices(db, {
    sessionSecret: 'bench-secret-bench-secret-bench-00',
    sessionTtlDays: 1,
    allowPrivateFetch: true,
    dataDir: join(tmpdir(), 'satchel-bench-pipeline-files'),
  });
  const worker = new Worker(services.queue, jobDefinitions(services), pino({ level: 'silent' }), {
    pollMs: 1000,
    concurrency: 2,
    lockMs: 60_000,
  });
  worker.start();
  const server = await startFixtureServer();
  const user = await services.accounts.signup({
    email: `bench${Date.now()}@example.com`,
    password: 'bench-password',
  });
  const session = await services.auth.createSession(user.id, { userAgent: null, ip: null });
  const actor = (await services.auth.resolveSession(session.cookieValue))!.actor;
  const timings: number[] = [];
  try {
    for (const name of fixtureNames()) {
      const started = process.hrtime.bigint();
      const saved = await services.saves.upsert(actor, { url: server.url(`/articles/${name}/`) });
      for (let i = 0; i < 2000; i++) {
        const item = await services.items.get(saved.itemId);
        if (item && item.parseStatus !== 'PENDING') break;
        await sleep(2);
      }
      timings.push(msSince(started));
    }
  } finally {
    await worker.stop();
    await server.close();
  }
  return timings;
}

export async function runSaveToReadableBench(): Promise<BenchResult> {
  const results: Partial<Record<Backend, number[]>> = {};
  const dir = mkdtempSync(join(tmpdir(), 'satchel-bench-pipeline-'));
  try {
    const pglite = await openDb({ dataDir: join(dir, 'pg') });
    results.pglite = await measure(pglite);
    await pglite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const scratch = await createScratchDatabase('satchel_bench_pipeline');
  try {
    const postgres = await openDb({ databaseUrl: scratch.url, poolSize: 5 });
    results.postgres = await measure(postgres);
    await postgres.close();
  } finally {
    await scratch.drop();
  }
  const stat = (backend: Backend, p: number) => {
    const samples = results[backend];
    return samples ? percentile(samples, p) : undefined;
  };
  return {
    title: `Save → readable (${fixtureNames().length} local fixture pages, one at a time)`,
    rows: [
      {
        metric: 'save → parsed, p50',
        unit: 'ms',
        pglite: stat('pglite', 50),
        postgres: stat('postgres', 50),
      },
      {
        metric: 'save → parsed, p95',
        unit: 'ms',
        pglite: stat('pglite', 95),
        postgres: stat('postgres', 95),
        budget: { pglite: { max: 1000 }, postgres: { max: 1000 } },
      },
      {
        metric: 'save → parsed, max',
        unit: 'ms',
        pglite: stat('pglite', 100),
        postgres: stat('postgres', 100),
      },
    ],
    notes: [
      'Worker in-process, woken by the enqueue; fixture pages served from 127.0.0.1 with ALLOW_PRIVATE_FETCH.',
    ],
  };
}

if (isMain(import.meta.url)) console.log(formatResult(await runSaveToReadableBench()));
