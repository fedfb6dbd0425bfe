/**
 * What every database benchmark needs: a migrated scratch database on one backend (PGlite in a
 * temp directory, or a scratch database on the PostgreSQL server) and the production-like
 * config the app is built with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/server/config.js';
import { openDb } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { createScratchDatabase } from './env.js';
import type { Backend } from './report.js';

export const BENCH_ORIGIN = 'http://localhost:3000';

export interface BenchBackend {
  db: Db;
  /** The PostgreSQL URL, or undefined for PGlite. */
  databaseUrl: string | undefined;
  cleanup: () => Promise<void>;
}

/** A fresh, migrated database on `backend`; `name` labels the temp directory or database. */
export async function openBenchBackend(backend: Backend, name: string): Promise<BenchBackend> {
  let bench: BenchBackend;
  if (backend === 'postgres') {
    const scratch = await createScratchDatabase(`satchel_bench_${name}`);
    const db = await openDb({ databaseUrl: scratch.url, poolSize: 10 });
    bench = {
      db,
      databaseUrl: scratch.url,
      cleanup: async () => {
        await db.close();
        await scratch.drop();
      },
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), `satchel-bench-${name}-`));
    const db = await openDb({ dataDir: dir });
    bench = {
      db,
      databaseUrl: undefined,
      cleanup: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  try {
    await migrate(bench.db);
  } catch (error) {
    await bench.cleanup();
    throw error;
  }
  return bench;
}

/** The config of a web process in production mode, quiet, for app.inject and app.listen. */
export function benchConfig(databaseUrl: string | undefined): Config {
  return {
    env: 'production',
    devMode: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl,
    databasePoolSize: 10,
    publicUrl: BENCH_ORIGIN,
    sessionSecret: 'bench-secret-bench-secret-bench-secret-00',
    sessionTtlDays: 30,
    logLevel: 'silent',
    trustProxy: false,
    requireFederatedLogin: false,
    allowPrivateFetch: false,
    testFailSavesMatching: undefined,
    rateLimits: { loginPerMinute: 1000, signupPerHour: 1000 },
    services: ['web'],
    version: 'bench',
  };
}

/** One GraphQL request through app.inject; throws unless it answers 200 without errors. */
export async function injectGraphql(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json<{ data?: unknown; errors?: unknown }>();
  if (response.statusCode !== 200 || body.errors) throw new Error(response.body);
  return body.data as Record<string, unknown>;
}
