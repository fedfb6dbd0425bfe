/**
 * A load run with its CPU cost: autocannon in a worker thread against a server listening in this
 * process's main thread, and the CPU time per request of that thread and of the PostgreSQL
 * backends of one database (from /proc), which the shared machine's other load moves much less
 * than it moves requests/s.
 */
import autocannon from 'autocannon';
import { mainThreadCpuSeconds, postgresCpuSeconds } from './cpu.js';

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
    pg: postgresCpuSeconds(options.database),
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
  const pg = postgresCpuSeconds(options.database) - before.pg;
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
