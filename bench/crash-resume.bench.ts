/**
 * After a crash: a server importing a 10,000-save Pocket CSV is killed (SIGKILL)
 * half-way, a new one is started on the same database, and the import finishes from its
 * checkpoint. Measured per run, from the restart (spawn): /readyz 200; the import moving again
 * (the first progress past the kill: the budget, "resumes within 10 s of the restart"); its DONE,
 * as the user's progress polls see them. Before the workers' heartbeats (migration 0017) the job
 * waited for its 300 s lock to expire.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashAndResume, stopServer, type CrashRun } from '../src/server/test/import-crash.js';
import { createScratchDatabase, isMain, serverCommand } from './lib/env.js';
import { formatResult, measureEachBackend, perBackend, type BenchResult } from './lib/report.js';
import { max, median } from './lib/stats.js';

const RECORDS = Number(process.env.BENCH_CRASH_RECORDS ?? 10_000);
const RUNS = Number(process.env.BENCH_CRASH_RUNS ?? 3);

async function runOnce(env: Record<string, string>): Promise<CrashRun> {
  const run = await crashAndResume({
    env,
    records: RECORDS,
    killAt: RECORDS / 2,
    timeoutMs: 400_000,
    serverArgs: serverCommand().args,
  });
  await stopServer(run.server);
  // savedItems.totalCount stops at 5,000 (saves.repo.ts TOTAL_COUNT_CAP): the import's counts tell.
  if (run.done.created !== RECORDS || run.done.processed !== RECORDS)
    throw new Error(`expected ${RECORDS} saves created, got ${JSON.stringify(run.done)}`);
  return run;
}

export async function runCrashResumeBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`crash-resume: ${RUNS} runs per backend of ${serverCommand().label}`);
  const measured = await measureEachBackend(async (backend) => {
    const runs: CrashRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-crash-'));
      const scratch =
        backend === 'postgres' ? await createScratchDatabase('satchel_bench_crash') : undefined;
      try {
        const run = await runOnce({
          DATA_DIR: dataDir,
          ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        });
        log(
          `  ${backend} run ${i + 1}/${RUNS}: killed at ${run.killedAt}, ready ${run.readyMs} ms, moving ${run.movingMs} ms, done ${run.resumedMs} ms after the restart`,
        );
        runs.push(run);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await scratch?.drop();
      }
    }
    return runs;
  }, log);
  const value = perBackend(measured);
  return {
    title: `After a crash (${RECORDS.toLocaleString('en')}-save import killed half-way, then a restart)`,
    rows: [
      {
        metric: 'restart → ready, median',
        unit: 's',
        ...value((runs) => median(runs.map((run) => run.readyMs)) / 1000),
      },
      {
        metric: 'restart → import moving again, median',
        unit: 's',
        ...value((runs) => median(runs.map((run) => run.movingMs)) / 1000),
        budget: { pglite: { max: 10 }, postgres: { max: 10 } },
      },
      {
        metric: 'restart → import moving again, slowest',
        unit: 's',
        ...value((runs) => max(runs.map((run) => run.movingMs)) / 1000),
        budget: { pglite: { max: 10 }, postgres: { max: 10 } },
      },
      {
        metric: 'restart → import done, median',
        unit: 's',
        ...value((runs) => median(runs.map((run) => run.resumedMs)) / 1000),
      },
      {
        metric: 'restart → import done, slowest',
        unit: 's',
        ...value((runs) => max(runs.map((run) => run.resumedMs)) / 1000),
      },
    ],
    notes: [
      'Every run: the import created one save per record. Before migration 0017 the killed run waited for its 300 s lock: 298 s (PGlite) and 301 s (PostgreSQL) from the restart with 4,000 records.',
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runCrashResumeBench()));
}
