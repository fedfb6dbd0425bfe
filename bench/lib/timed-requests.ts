/**
 * Sequential requests timed one by one after a warm-up, with the CPU they cost the server's thread
 * and the PostgreSQL backends of the benchmark's own database; and the report rows of such a run.
 */
import type { FastifyInstance } from 'fastify';
import { mainThreadCpuSeconds, postgresCpuSeconds } from './cpu.js';
import { percentileRow, type Backend, type Budget, type perBackend, type Row } from './report.js';
import { msSince } from './stats.js';

export interface Timed {
  samples: number[];
  serverCpuMs: number;
  /** NaN on PGlite (it runs in the server's thread). */
  postgresCpuMs: number;
}

/** `send` run `warmup` times untimed, then `requests` times, each timed (ms); it gets the call's index. */
export async function timeRepeated(
  send: (index: number) => Promise<unknown>,
  requests: number,
  warmup = 0,
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await send(i);
  const samples: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const start = process.hrtime.bigint();
    await send(warmup + i);
    samples.push(msSince(start));
  }
  return samples;
}

/**
 * As timeRepeated, with the CPU per timed request of this process's main thread and, on
 * PostgreSQL, of the backends serving `database` only (not other people's work on a shared server).
 */
export async function timeWithCpu(
  send: (index: number) => Promise<unknown>,
  options: { requests: number; warmup: number; backend: Backend; database: string | undefined },
): Promise<Timed> {
  const { requests, warmup, backend, database } = options;
  for (let i = 0; i < warmup; i += 1) await send(i);
  const cpuBefore = mainThreadCpuSeconds(process.pid);
  const pgBefore = backend === 'postgres' ? postgresCpuSeconds(database) : 0;
  const samples = await timeRepeated((i) => send(warmup + i), requests);
  const perRequest = (seconds: number) => (seconds * 1000) / requests;
  return {
    samples,
    serverCpuMs: perRequest(mainThreadCpuSeconds(process.pid) - cpuBefore),
    postgresCpuMs:
      backend === 'postgres' ? perRequest(postgresCpuSeconds(database) - pgBefore) : Number.NaN,
  };
}

/** One GraphQL POST through app.inject; throws unless it answers 200 without errors. */
export async function injectGraphqlPayload(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: string,
): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
  const body = response.json<{ errors?: unknown }>();
  if (response.statusCode !== 200 || body.errors) throw new Error(response.body);
}

/** The rows of one timed case: p50, p95 (with `budget`), p99 if asked, and CPU per request of both sides. */
export function timingRows<M>(
  both: ReturnType<typeof perBackend<M>>,
  label: string,
  pick: (m: M) => Timed,
  options: { budget?: Partial<Record<Backend, Budget>>; p99?: boolean } = {},
): Row[] {
  const samples = (m: M) => pick(m).samples;
  return [
    percentileRow(both, `${label}, p50`, samples, 50),
    percentileRow(both, `${label}, p95`, samples, 95, options.budget),
    ...(options.p99 ? [percentileRow(both, `${label}, p99`, samples, 99)] : []),
    { metric: `${label}, server CPU per request`, unit: 'ms', ...both((m) => pick(m).serverCpuMs) },
    {
      metric: `${label}, PostgreSQL CPU per request`,
      unit: 'ms',
      ...both((m) => pick(m).postgresCpuMs),
    },
  ];
}
