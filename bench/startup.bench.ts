/**
 * Startup: `node dist/node/server/main.js` on an existing data directory, from spawn to the first
 * GET /readyz 200 (budget < 3 s with PGlite), its resident memory after 5 s idle (VmRSS; budget
 * < 250 MB with PGlite, < 120 MB with a PostgreSQL server), and the time from SIGTERM to exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, freePort, isMain, ROOT, serverCommand } from './lib/env.js';
import { formatResult, type Backend, type BenchResult } from './lib/report.js';
import { max, median, msSince, sleep } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const IDLE_MS = 5_000;
const READY_TIMEOUT_MS = 60_000;
const EXIT_TIMEOUT_MS = 15_000;

interface Run {
  readyMs: number;
  rssMb: number;
  exitMs: number;
}

function readyz(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = get(
      { host: '127.0.0.1', port, path: '/readyz', timeout: 1_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', () => resolve(0));
    request.on('timeout', () => {
      request.destroy();
      resolve(0);
    });
  });
}

/** VmRSS of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) / 1024;
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

interface Target {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Starts the server, waits for /readyz 200, idles, reads RSS, sends SIGTERM and waits for exit. */
async function startOnce(target: Target, options: { measureRss: boolean }): Promise<Run> {
  const port = await freePort();
  const { args } = serverCommand();
  let output = '';
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = waitForExit(child);
  try {
    let readyMs = Number.NaN;
    while (msSince(started) < READY_TIMEOUT_MS) {
      if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode} before ready:\n${output}`);
      if ((await readyz(port)) === 200) {
        readyMs = msSince(started);
        break;
      }
      await sleep(10);
    }
    if (Number.isNaN(readyMs))
      throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${output}`);
    let rss = Number.NaN;
    if (options.measureRss) {
      await sleep(IDLE_MS);
      rss = rssMb(child.pid!);
    }
    const stopping = process.hrtime.bigint();
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      sleep(EXIT_TIMEOUT_MS).then(() => 'timeout' as const),
    ]);
    if (code === 'timeout')
      throw new Error(`server did not exit within ${EXIT_TIMEOUT_MS} ms of SIGTERM`);
    const exitMs = msSince(stopping);
    if (code !== 0) throw new Error(`server exited with ${code} after SIGTERM:\n${output}`);
    return { readyMs, rssMb: rss, exitMs };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
}

async function measure(target: Target, log: (line: string) => void, label: string): Promise<Run[]> {
  // Prepare the data directory / database once: create, migrate, stop.
  await startOnce(target, { measureRss: false });
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await startOnce(target, { measureRss: true });
    log(
      `  ${label} run ${i + 1}/${RUNS}: ready ${run.readyMs.toFixed(0)} ms, RSS ${run.rssMb.toFixed(0)} MB, exit ${run.exitMs.toFixed(0)} ms`,
    );
    runs.push(run);
  }
  return runs;
}

export async function runStartupBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  const command = serverCommand();
  log(`startup: ${RUNS} runs per backend of ${command.label}`);
  const results: Partial<Record<Backend, Run[]>> = {};

  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-startup-'));
  try {
    results.pglite = await measure({ dataDir, databaseUrl: undefined }, log, 'PGlite');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const scratch = await createScratchDatabase('satchel_bench_startup');
  const pgDataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-startup-pg-'));
  try {
    results.postgres = await measure(
      { dataDir: pgDataDir, databaseUrl: scratch.url },
      log,
      'PostgreSQL',
    );
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await scratch.drop();
  }

  const pick = (backend: Backend, field: keyof Run, stat: (values: number[]) => number) => {
    const runs = results[backend];
    return runs ? stat(runs.map((run) => run[field])) : undefined;
  };
  return {
    title: 'Startup (spawn → /readyz 200, RSS after 5 s idle, SIGTERM → exit)',
    rows: [
      {
        metric: 'ready, median',
        unit: 'ms',
        pglite: pick('pglite', 'readyMs', median),
        postgres: pick('postgres', 'readyMs', median),
        budget: { pglite: { max: 3000 } },
      },
      {
        metric: 'ready, max',
        unit: 'ms',
        pglite: pick('pglite', 'readyMs', max),
        postgres: pick('postgres', 'readyMs', max),
        budget: { pglite: { max: 3000 } },
      },
      {
        metric: 'RSS, median',
        unit: 'MB',
        pglite: pick('pglite', 'rssMb', median),
        postgres: pick('postgres', 'rssMb', median),
        budget: { pglite: { max: 250 }, postgres: { max: 120 } },
      },
      {
        metric: 'RSS, max',
        unit: 'MB',
        pglite: pick('pglite', 'rssMb', max),
        postgres: pick('postgres', 'rssMb', max),
        budget: { pglite: { max: 250 }, postgres: { max: 120 } },
      },
      {
        metric: 'SIGTERM → exit, median',
        unit: 'ms',
        pglite: pick('pglite', 'exitMs', median),
        postgres: pick('postgres', 'exitMs', median),
      },
      {
        metric: 'SIGTERM → exit, max',
        unit: 'ms',
        pglite: pick('pglite', 'exitMs', max),
        postgres: pick('postgres', 'exitMs', max),
      },
    ],
    notes: [
      `${RUNS} runs per backend of \`${command.label}\` with NODE_ENV=production, SERVICES=web,worker (default), LOG_LEVEL=warn, on a data directory / database prepared by one earlier start.`,
    ],
  };
}

if (isMain(import.meta.url)) {
  const result = await runStartupBench();
  console.log(`\n${formatResult(result)}`);
}
