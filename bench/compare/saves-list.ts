/**
 * The Saves first page under load: Satchel's GetSavedItems (the web client's document, session
 * cookie + Origin, through the whole app listening on 127.0.0.1) against the plain Fastify + pg
 * endpoint (plain-saves-server.ts), on the same database, same connections and duration. The two
 * take turns for `runs` rounds; each side's median run (by requests/s) is reported. The caller
 * closes `app`.
 */
import type { FastifyInstance } from 'fastify';
import { SAVED_ITEMS_QUERY } from '../saved-items.bench.js';
import { loadWithCpu, type LoadFigures } from '../lib/load-cpu.js';
import { startPlainSavesServer } from './plain-saves-server.js';

export interface SavesListFigures {
  satchel: LoadFigures;
  plain: LoadFigures;
}

const medianRun = (runs: LoadFigures[]): LoadFigures =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;

const describe = (figures: LoadFigures) =>
  `${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms; CPU per request: server ${figures.serverCpuMs.toFixed(2)} ms, PostgreSQL ${figures.postgresCpuMs.toFixed(2)} ms`;

export async function compareSavesList(options: {
  app: FastifyInstance;
  headers: Record<string, string>;
  databaseUrl: string;
  databaseName: string;
  userId: number;
  connections: number;
  seconds: number;
  runs: number;
  log: (line: string) => void;
}): Promise<SavesListFigures> {
  const { app, connections, seconds, databaseName: database } = options;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const plain = await startPlainSavesServer({
    databaseUrl: options.databaseUrl,
    userId: options.userId,
    poolSize: 10,
  });
  try {
    const body = JSON.stringify({
      query: SAVED_ITEMS_QUERY,
      operationName: 'GetSavedItems',
      variables: {
        filter: { statuses: ['UNREAD'] },
        sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
      },
    });
    const satchelLoad = (duration: number) =>
      loadWithCpu({
        url: `${address}/graphql`,
        method: 'POST',
        headers: options.headers,
        body,
        connections,
        seconds: duration,
        database,
      });
    const plainLoad = (duration: number) =>
      loadWithCpu({ url: plain.url, connections, seconds: duration, database });
    // A short warm-up of each (JIT, pools, plan caches).
    await satchelLoad(2);
    await plainLoad(2);
    const runs: SavesListFigures[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const satchel = await satchelLoad(seconds);
      options.log(`    Satchel GetSavedItems: ${describe(satchel)}`);
      const plainRun = await plainLoad(seconds);
      options.log(`    plain Fastify + pg:    ${describe(plainRun)}`);
      runs.push({ satchel, plain: plainRun });
    }
    return {
      satchel: medianRun(runs.map((run) => run.satchel)),
      plain: medianRun(runs.map((run) => run.plain)),
    };
  } finally {
    await plain.close();
  }
}
