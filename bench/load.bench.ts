/**
 * Under load: the server as `npm start` runs it (its own process, web + worker) under
 * a mixed workload of the web client's own GraphQL documents (lib/load-workload.ts) — the Saves
 * list, the reader's article, search, saving a URL (served by a local fixture server, parsed by
 * the worker), archive and tags — from 50 and then 200 connections, on PGlite and on PostgreSQL.
 * Prints latency p50/p99 over every answer, errors, non-2xx answers (503s apart), the slowest
 * request, requests/s and CPU per request (server, PostgreSQL, and the load generator itself).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchConfig } from './lib/backend.js';
import { serveOnLoopback } from './lib/browser-app.js';
import { postgresCpuSeconds, processCpuSeconds } from './lib/cpu.js';
import { createScratchDatabase, freePort, isMain, serverCommand } from './lib/env.js';
import { SESSION_SECRET, serverSettings, startServers, stopServer } from './lib/load-server.js';
import {
  describeMix,
  OPS,
  pickOp,
  requestBodies,
  seedReadableLibrary,
  type LoadUser,
  type Op,
} from './lib/load-workload.js';
import {
  formatResult,
  perBackend,
  type Backend,
  type BenchResult,
  type Row,
} from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { percentile, sleep } from './lib/stats.js';
import { openDb } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import type { Db } from '../src/server/db/types.js';
import { createServices } from '../src/server/services.js';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/**
 * Requests/s of all the connections together (autocannon's overallRate): clients that think
 * between requests, as people do. 0: each connection sends its next request as soon as its
 * answer comes (a closed loop: the latency is then the queue, N / throughput).
 */
const RATE = Number(process.env.BENCH_MIXED_RATE ?? 0);
const CONNECTIONS = (process.env.BENCH_MIXED_CONNECTIONS ?? '50,200').split(',').map(Number);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];
const USERS = Number(process.env.BENCH_MIXED_USERS ?? 10);
const SAVES_PER_USER = Number(process.env.BENCH_MIXED_SAVES ?? 5_000);
/**
 * SERVICES of the server process: `web,worker` as `npm start` runs, `web` alone (no parsing), or
 * `split`: a web process and a worker process (PostgreSQL only; PGlite is one process).
 */
const SERVICES = process.env.BENCH_MIXED_SERVICES ?? 'web,worker';
/** A directory for the server's V8 CPU profile (node --cpu-prof), written when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
/** Server settings passed through when set (pool size, admission limits). */
const PASSED_ENV = [
  'DATABASE_POOL_SIZE',
  'MAX_CONCURRENT_REQUESTS',
  'MAX_QUEUED_REQUESTS',
  'MAX_QUEUE_WAIT_MS',
];
/** Each setting is measured at every connection count, on the same seeded database. */
const SETTINGS = serverSettings(
  process.env.BENCH_MIXED_SETTINGS ?? '',
  Object.fromEntries(
    PASSED_ENV.filter((name) => process.env[name]).map((name) => [name, process.env[name]!]),
  ),
);
const CASES = SETTINGS.flatMap((setting) =>
  CONNECTIONS.map((connections) => ({ setting: setting.label, connections })),
);
const TIMEOUT_S = 60;
const CORES = availableParallelism();

/**
 * Requests/s the machine's cores could serve at this run's CPU per request (server, PostgreSQL
 * and the load generator, which share them), were nothing else running. With N clients each
 * waiting for its answer, the mean latency is N / throughput (Little's law): p99 < 200 ms at 200
 * clients needs well over 1,000 req/s, whatever the queueing.
 */
function cpuCeiling(run: Run): number {
  const cpuMs =
    run.serverCpuMsPerRequest + run.postgresCpuMsPerRequest + run.generatorCpuMsPerRequest;
  return (CORES * 1000) / Math.max(0.001, cpuMs);
}
const FIXTURES = resolve(fileURLToPath(new URL('../../shared/fixtures/articles', import.meta.url)));

/** Per user: the session cookie and ids of saves the workload reads, archives and tags. */
type Seeded = LoadUser[];

interface Run {
  /** The server settings (BENCH_MIXED_SETTINGS) of this run. */
  setting: string;
  connections: number;
  seconds: number;
  requests: number;
  latencies: number[];
  byOp: Record<Op, number[]>;
  ok: number;
  shed: number;
  otherNon2xx: number;
  graphqlErrors: number;
  errors: number;
  timeouts: number;
  slowest: { ms: number; op: Op; status: number };
  serverCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
  /** autocannon and this process: on the same 2 cores, so part of what a request costs here. */
  generatorCpuMsPerRequest: number;
  firstProblem: string | undefined;
}

async function seed(db: Db, databaseUrl: string | undefined): Promise<Seeded> {
  const services = createServices(db, {
    ...benchConfig(databaseUrl),
    sessionSecret: SESSION_SECRET,
  });
  const library = await seedLibrary(db, services, {
    saves: SAVES_PER_USER,
    otherUsers: USERS - 1,
    otherSaves: SAVES_PER_USER,
  });
  const userIds = [library.userId, ...library.otherUserIds];
  await seedReadableLibrary(db, userIds);
  const users: LoadUser[] = [];
  for (const userId of userIds) {
    const session = await services.auth.createSession(userId, { userAgent: null, ip: null });
    const rows = await db.query<{ item_id: number }>(
      `SELECT item_id FROM saved_items WHERE user_id = $1 AND status = 'UNREAD'
        ORDER BY md5(item_id::text) LIMIT 2000`,
      [userId],
    );
    users.push({
      cookie: `satchel_session=${session.cookieValue}`,
      saveIds: rows.map((row) => String(row.item_id)),
    });
  }
  return users;
}

/** A migrated, seeded database on `backend`; the server process then opens it. */
async function prepare(backend: Backend): Promise<{
  env: Record<string, string>;
  seeded: Seeded;
  cleanup: () => Promise<void>;
}> {
  if (backend === 'postgres') {
    const scratch = await createScratchDatabase('satchel_bench_load');
    try {
      const db = await openDb({ databaseUrl: scratch.url, poolSize: 4 });
      try {
        await migrate(db);
        return {
          env: { DATABASE_URL: scratch.url },
          seeded: await seed(db, scratch.url),
          cleanup: () => scratch.drop(),
        };
      } finally {
        await db.close();
      }
    } catch (error) {
      await scratch.drop();
      throw error;
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-load-'));
  const cleanup = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
  try {
    const db = await openDb({ dataDir: join(dataDir, 'pg') });
    try {
      await migrate(db);
      return { env: { DATA_DIR: dataDir }, seeded: await seed(db, undefined), cleanup };
    } finally {
      await db.close();
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** The server processes under test, and the database whose PostgreSQL backends they use. */
interface Target {
  port: number;
  processes: ChildProcess[];
  database: string | undefined;
}

/** The fixture articles' pages, served at /<n>/<name> so that every save is a new URL. */
function fixturePages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const name of readdirSync(FIXTURES)) {
    try {
      pages.set(name, readFileSync(join(FIXTURES, name, 'source.html'), 'utf8'));
    } catch {
      // Not an article directory.
    }
  }
  if (pages.size === 0) pages.set('stand-in', '<html><title>Stand-in</title><p>Text.</p></html>');
  return pages;
}

async function load(
  target: Target,
  seeded: Seeded,
  fixtureOrigin: string,
  fixtureNames: string[],
  connections: number,
  seconds: number,
  rate = 0,
): Promise<Run> {
  const origin = `http://127.0.0.1:${target.port}`;
  const serverCpu = () =>
    target.processes.reduce((sum, child) => sum + processCpuSeconds(child.pid!), 0);
  let saveCounter = 0;
  const body = requestBodies(() => {
    saveCounter += 1;
    return `${fixtureOrigin}/${saveCounter}/${fixtureNames[saveCounter % fixtureNames.length]}`;
  });
  const run: Run = {
    setting: '',
    connections,
    seconds,
    requests: 0,
    latencies: [],
    byOp: Object.fromEntries(OPS.map((op) => [op, []])) as unknown as Record<Op, number[]>,
    ok: 0,
    shed: 0,
    otherNon2xx: 0,
    graphqlErrors: 0,
    errors: 0,
    timeouts: 0,
    slowest: { ms: 0, op: 'list', status: 0 },
    serverCpuMsPerRequest: 0,
    postgresCpuMsPerRequest: 0,
    generatorCpuMsPerRequest: 0,
    firstProblem: undefined,
  };
  // PGlite runs in the server process: PostgreSQL's CPU is counted only for a server database.
  const postgresCpu = () => (target.database ? postgresCpuSeconds(target.database) : 0);
  const generatorCpu = () => processCpuSeconds(process.pid);
  const cpuBefore = { server: serverCpu(), postgres: postgresCpu(), generator: generatorCpu() };
  const options: autocannon.Options = {
    url: `${origin}/graphql`,
    connections,
    duration: seconds,
    ...(rate > 0 ? { overallRate: rate } : {}),
    timeout: TIMEOUT_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const op = pickOp();
          const user = seeded[Math.floor(Math.random() * seeded.length)]!;
          (context as { op?: Op }).op = op;
          return {
            ...request,
            headers: { 'content-type': 'application/json', origin, cookie: user.cookie },
            body: body(op, user),
          };
        },
        onResponse: (status, responseBody) => {
          if (status === 200 && responseBody.includes('"errors"')) {
            run.graphqlErrors += 1;
            run.firstProblem ??= `200 with errors: ${responseBody.slice(0, 300)}`;
          } else if (status !== 200 && status !== 503) {
            run.firstProblem ??= `${status}: ${responseBody.slice(0, 300)}`;
          }
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(options, (error: unknown, finished) =>
      error
        ? fail(error instanceof Error ? error : new Error('autocannon failed'))
        : done(finished),
    );
    // Every answer, whatever its status (autocannon's own histogram keeps 2xx only); the
    // operation is the one setupRequest chose for this connection's request in flight.
    instance.on('response', (client, status, _bytes, ms) => {
      const op = (client as unknown as { requestIterator: { context: { op: Op } } }).requestIterator
        .context.op;
      run.latencies.push(ms);
      run.byOp[op].push(ms);
      if (status >= 200 && status < 300) run.ok += 1;
      else if (status === 503) run.shed += 1;
      else run.otherNon2xx += 1;
      if (ms > run.slowest.ms) run.slowest = { ms, op, status };
    });
  });
  const requests = run.latencies.length;
  run.requests = requests;
  run.errors = result.errors;
  run.timeouts = result.timeouts;
  run.serverCpuMsPerRequest = ((serverCpu() - cpuBefore.server) * 1000) / Math.max(1, requests);
  run.postgresCpuMsPerRequest =
    ((postgresCpu() - cpuBefore.postgres) * 1000) / Math.max(1, requests);
  run.generatorCpuMsPerRequest =
    ((generatorCpu() - cpuBefore.generator) * 1000) / Math.max(1, requests);
  return run;
}

function describe(backend: Backend, run: Run): string {
  const ops = (Object.keys(run.byOp) as Op[])
    .map(
      (op) =>
        `${op} ${run.byOp[op].length} p50 ${percentile(run.byOp[op], 50).toFixed(0)} / p99 ${percentile(run.byOp[op], 99).toFixed(0)} ms`,
    )
    .join('; ');
  return [
    `  ${backend}, ${run.setting}, ${run.connections} connections, ${run.seconds} s: ${run.requests} answers (${(run.requests / run.seconds).toFixed(0)} req/s), p50 ${percentile(run.latencies, 50).toFixed(0)} ms, p99 ${percentile(run.latencies, 99).toFixed(0)} ms, slowest ${run.slowest.ms.toFixed(0)} ms (${run.slowest.op}, ${run.slowest.status})`,
    `    2xx ${run.ok}, 503 ${run.shed}, other non-2xx ${run.otherNon2xx}, GraphQL errors ${run.graphqlErrors}, socket errors ${run.errors} (timeouts ${run.timeouts}); CPU per request: server ${run.serverCpuMsPerRequest.toFixed(2)} ms, PostgreSQL ${run.postgresCpuMsPerRequest.toFixed(2)} ms, load generator ${run.generatorCpuMsPerRequest.toFixed(2)} ms (ceiling ${cpuCeiling(run).toFixed(0)} req/s on ${CORES} cores); load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
    `    ${ops}`,
    ...(run.firstProblem ? [`    first problem: ${run.firstProblem}`] : []),
  ].join('\n');
}

async function measureBackend(
  backend: Backend,
  fixtureOrigin: string,
  fixtureNames: string[],
  log: (line: string) => void,
): Promise<Array<Run | undefined>> {
  const started = Date.now();
  const { env, seeded, cleanup } = await prepare(backend);
  log(
    `  ${backend}: ${USERS} users × ${SAVES_PER_USER} saves seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const runs: Array<Run | undefined> = [];
    for (const setting of SETTINGS) {
      const { SERVICES: services = SERVICES, SATCHEL_ROOT: root, ...settingEnv } = setting.env;
      const port = await freePort();
      const processes = await startServers({
        env: { ...settingEnv, ...env },
        port,
        services,
        cpuProfDir: CPU_PROF_DIR,
        root,
      }).catch((error: unknown) => {
        // One setting's server failing to start (another checkout's missing package) leaves the
        // others, on the database that took minutes to seed, to be measured.
        log(`  ${backend}, ${setting.label}: skipped (${String(error).slice(0, 300)})`);
        return undefined;
      });
      if (!processes) {
        runs.push(...CONNECTIONS.map(() => undefined));
        continue;
      }
      try {
        const target: Target = {
          port,
          processes,
          database: env.DATABASE_URL && new URL(env.DATABASE_URL).pathname.slice(1),
        };
        // Warm-up: JIT, caches, the pool's connections.
        await load(target, seeded, fixtureOrigin, fixtureNames, 10, Math.min(5, SECONDS));
        for (const connections of CONNECTIONS) {
          const run = await load(
            target,
            seeded,
            fixtureOrigin,
            fixtureNames,
            connections,
            SECONDS,
            RATE,
          );
          run.setting = setting.label;
          log(describe(backend, run));
          runs.push(run);
          // Let the worker catch up with the saves' parse jobs before the next run.
          await sleep(5_000);
        }
      } finally {
        for (const child of processes) await stopServer(child);
      }
    }
    return runs;
  } finally {
    await cleanup();
  }
}

export async function runLoadBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `load: ${USERS} users × ${SAVES_PER_USER} saves, mixed workload (${describeMix()}), ${CONNECTIONS.join(' then ')} connections × ${SECONDS} s, server SERVICES=${SERVICES}, ${SETTINGS.map((s) => s.label).join(' / ')} (${serverCommand().label})`,
  );
  const pages = fixturePages();
  const fixtures = await serveOnLoopback((request, response) => {
    const name = request.url?.split('/').pop() ?? '';
    const html = pages.get(name);
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  const measured: Partial<Record<Backend, Array<Run | undefined>>> = {};
  try {
    for (const backend of BACKENDS) {
      try {
        measured[backend] = await measureBackend(backend, fixtures.origin, [...pages.keys()], log);
      } catch (error) {
        log(`  ${backend}: skipped (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  } finally {
    fixtures.close();
  }

  const rows: Row[] = CASES.flatMap(({ setting, connections }, i): Row[] => {
    const both = perBackend(
      Object.fromEntries(
        Object.entries(measured).map(([backend, runs]) => [backend, runs[i]!]),
      ) as Partial<Record<Backend, Run>>,
    );
    const c = SETTINGS.length > 1 ? `${setting}, ${connections} conns` : `${connections} conns`;
    return [
      { metric: `${c}: requests/s`, unit: 'req/s', ...both((r) => r.requests / r.seconds) },
      {
        metric: `${c}: latency p50`,
        unit: 'ms',
        ...both((r) => percentile(r.latencies, 50)),
      },
      {
        metric: `${c}: latency p99`,
        unit: 'ms',
        ...both((r) => percentile(r.latencies, 99)),
        budget: { postgres: { max: 200 } },
      },
      {
        metric: `${c}: slowest request`,
        unit: 'ms',
        ...both((r) => r.slowest.ms),
        budget: { pglite: { max: 30_000 }, postgres: { max: 30_000 } },
      },
      {
        metric: `${c}: errors (socket, timeout, GraphQL)`,
        unit: '',
        ...both((r) => r.errors + r.graphqlErrors),
        budget: { pglite: { max: 1 }, postgres: { max: 1 } },
      },
      { metric: `${c}: 503 (shed)`, unit: '', ...both((r) => r.shed) },
      {
        metric: `${c}: other non-2xx`,
        unit: '',
        ...both((r) => r.otherNon2xx),
        budget: { pglite: { max: 1 }, postgres: { max: 1 } },
      },
      {
        metric: `${c}: server CPU per request`,
        unit: 'ms',
        ...both((r) => r.serverCpuMsPerRequest),
      },
      {
        metric: `${c}: PostgreSQL CPU per request`,
        unit: 'ms',
        pglite: undefined,
        postgres: measured.postgres?.[i]?.postgresCpuMsPerRequest,
      },
      {
        // 503s cost little: a run that sheds more looks cheaper per answer than it is per 2xx.
        metric: `${c}: server + PostgreSQL CPU per 2xx answer`,
        unit: 'ms',
        ...both(
          (r) =>
            ((r.serverCpuMsPerRequest + r.postgresCpuMsPerRequest) * r.requests) /
            Math.max(1, r.ok),
        ),
      },
      {
        metric: `${c}: load generator CPU per request`,
        unit: 'ms',
        ...both((r) => r.generatorCpuMsPerRequest),
      },
      {
        metric: `${c}: CPU ceiling on ${CORES} cores`,
        unit: 'req/s',
        ...both((r) => cpuCeiling(r)),
      },
    ];
  });
  const slowest = (Object.entries(measured) as Array<[Backend, Array<Run | undefined>]>).flatMap(
    ([backend, runs]) =>
      runs.flatMap((r) =>
        r === undefined
          ? []
          : [
              `${backend}, ${r.setting}, ${r.connections} connections: slowest ${r.slowest.ms.toFixed(0)} ms (${r.slowest.op}, HTTP ${r.slowest.status})`,
            ],
      ),
  );
  return {
    title: `Under load (mixed workload, ${USERS} users × ${SAVES_PER_USER.toLocaleString('en')} saves, ${SECONDS} s per run${RATE > 0 ? `, ${RATE} req/s in all` : ', closed loop'})`,
    rows,
    notes: [
      `Mix: ${describeMix()} — the web client's GetSavedItems, GetReaderItemBySlug, SearchSavedItems, ItemUpsert (a new fixture page from a loopback server each time, parsed by the worker), ItemArchive and ItemTagsReplace; each request as one of the users, by session cookie, on saves with ~2 KB of article text and ~2 tags each. Server: its own process (SERVICES=${SERVICES}); autocannon in the bench process; latency over every answer, whatever its status.`,
      ...slowest,
    ],
  };
}

if (isMain(import.meta.url)) {
  const result = await runLoadBench();
  console.log(`\n${formatResult(result)}`);
}
