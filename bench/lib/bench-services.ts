/**
 * A benchmark's database, services and (when it asks for one) app on one backend, opened and torn
 * down in one place: what each database benchmark's `measureBackend` starts with.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/types.js';
import { createServices, type Services } from '../../src/server/services.js';
import { benchConfig, openBenchBackend, readyBenchApp } from './backend.js';
import type { Backend } from './report.js';
import { recordingDb } from './sql-plans.js';

export interface BenchServices {
  /** The database itself (seeding and checks go here, never through the recorder). */
  db: Db;
  services: Services;
  config: Config;
  /** The scratch database's name on PostgreSQL (its backends' CPU is counted), else undefined. */
  database: string | undefined;
  /** With `recordSql`, records the SQL the services send between start() and stop() (lib/sql-plans.ts). */
  recorder: ReturnType<typeof recordingDb>;
  /** The whole app on these services, built on the first call; closed when the run ends. */
  app: () => Promise<FastifyInstance>;
}

/**
 * Runs `run` with a fresh, migrated database on `backend` (`name` labels it), services built on
 * the production-like config, and the app on demand; then closes the app and drops the database,
 * whatever happened.
 */
export async function withBenchServices<T>(
  backend: Backend,
  name: string,
  run: (bench: BenchServices) => Promise<T>,
  options: { recordSql?: boolean } = {},
): Promise<T> {
  const { db, databaseUrl, cleanup } = await openBenchBackend(backend, name);
  let app: FastifyInstance | undefined;
  try {
    const config = benchConfig(databaseUrl);
    const recorder = recordingDb(db);
    // Only a benchmark that lists statements pays for the recording wrapper.
    const services = createServices(options.recordSql ? recorder.db : db, config);
    return await run({
      db,
      services,
      config,
      database: databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined,
      recorder,
      app: async () => (app ??= await readyBenchApp(config, services)),
    });
  } finally {
    await app?.close();
    await cleanup();
  }
}

/** Signs a user up through the accounts service (no HTTP); returns their id. */
export async function signUpBenchUser(services: Services, username: string): Promise<number> {
  const user = await services.accounts.signup({
    email: `${username}@example.com`,
    username,
    password: 'correct horse battery staple',
  });
  return user.id;
}

/** Starts `app` listening on a free port of 127.0.0.1; returns its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
