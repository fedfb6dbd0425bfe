/**
 * What every database benchmark needs: a migrated scratch database on one backend (PGlite in a
 * temp directory, or a scratch database on the PostgreSQL server) and the production-like
 * config the app is built with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import { openDb } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { createServices, type Services } from '../../src/server/services.js';
import { createScratchDatabase } from './env.js';
import type { Backend } from './report.js';

export const BENCH_ORIGIN = 'http://localhost:3000';

/** The headers of a JSON request from the app's own origin (add a `cookie` to sign in). */
export const JSON_HEADERS = { 'content-type': 'application/json', origin: BENCH_ORIGIN };

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

/** The whole app on `services`, built with `config`, quiet, ready for app.inject. */
export async function readyBenchApp(config: Config, services: Services): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    services,
    logger: pino({ level: 'silent' }),
    isReady: () => Promise.resolve(true),
  });
  await app.ready();
  return app;
}

/** The JSON headers of a request from a new browser session of `userId`. */
export async function sessionHeaders(
  services: Services,
  userId: number,
): Promise<Record<string, string>> {
  const session = await services.auth.createSession(userId, { userAgent: null, ip: null });
  return { ...JSON_HEADERS, cookie: `satchel_session=${session.cookieValue}` };
}

/**
 * Runs `run` against the whole app (production config, silent logs, file storage in a temp
 * directory) on a fresh database on `backend`, with the database and services for seeding and
 * checks; then closes the app, drops the database and the directory, whatever happened.
 */
export async function withBenchApp<T>(
  backend: Backend,
  name: string,
  run: (app: FastifyInstance, parts: { db: Db; services: Services }) => Promise<T>,
): Promise<T> {
  const { db, databaseUrl, cleanup } = await openBenchBackend(backend, name);
  const dataDir = mkdtempSync(join(tmpdir(), `satchel-bench-${name}-files-`));
  let app: FastifyInstance | undefined;
  try {
    const config = { ...benchConfig(databaseUrl), dataDir };
    const services = createServices(db, config);
    app = await readyBenchApp(config, services);
    return await run(app, { db, services });
  } finally {
    await app?.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs a new user up through the API, as the web client does; returns their cookie header. */
export async function signUpThroughApi(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { origin: BENCH_ORIGIN },
    payload: { email: `${username}@example.com`, username, password: 'correct horse battery' },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'satchel_session');
  return `satchel_session=${cookie!.value}`;
}
