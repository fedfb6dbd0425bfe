/**
 * A load run with its CPU cost: autocannon in a worker thread against a server listening in this
 * process's main thread, and the CPU time per request of that thread and of the PostgreSQL
 * backends of one database (from /proc), which the shared machine's other load moves much less
 * than it moves requests/s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuSeconds, mainThreadCpuSeconds } from './cpu.js';

/** CPU seconds so far of each PostgreSQL backend serving `database`, by pid. */
function postgresCpuByPid(database: string): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      byPid.set(pid, cpuSeconds(`/proc/${pid}/stat`));
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid;
}

/**
 * CPU seconds the database's backends used between two snapshots: backends that closed meanwhile
 * (a pool dropping idle connections) are left out rather than subtracted, new ones count whole.
 */
function postgresCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** The database whose PostgreSQL backends are counted. */
  database: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** CPU ms per request of this process's main thread (the server). */
  serverCpuMs: number;
  /** CPU ms per request of the database's PostgreSQL backends. */
  postgresCpuMs: number;
}

export async function loadWithCpu(options: LoadOptions): Promise<LoadFigures> {
  const before = {
    server: mainThreadCpuSeconds(process.pid),
    pg: postgresCpuByPid(options.database),
  };
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
    // In a worker thread, so the load generator does not share the server's event loop.
    workers: 1,
  });
  const server = mainThreadCpuSeconds(process.pid) - before.server;
  const pg = postgresCpuBetween(before.pg, postgresCpuByPid(options.database));
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`load on ${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const requests = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    serverCpuMs: (server * 1000) / requests,
    postgresCpuMs: (pg * 1000) / requests,
  };
}
