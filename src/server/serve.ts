/**
 * Starts the chosen services (`--services=web,worker`, default both) and shuts down gracefully on
 * SIGTERM/SIGINT: stop accepting and drain requests, let running jobs finish, then close the
 * database. main.ts runs it; the end-to-end test server (src/server/test/e2e-server.ts) opens the
 * runtime itself, adds its faults to the database, then serves it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { jobDefinitions } from './jobs/registry.js';
import { startSchedules } from './jobs/schedules.js';
import { Worker } from './jobs/worker.js';
import { openRuntime, type Runtime } from './runtime.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function serve(options: { argv: string[] }): Promise<void> {
  await serveRuntime(await openRuntime({ argv: options.argv }));
}

/** Serves an opened runtime (serve's second half). */
export async function serveRuntime(runtime: Runtime): Promise<void> {
  const { config, logger, services, db } = runtime;
  const stops: Array<() => Promise<void>> = [];
  if (config.services.includes('worker')) {
    // PGlite's data-dir lock makes this the only process on the database: any running job
    // was left by a process that died, and is released at once.
    const definitions = jobDefinitions(services);
    const worker = new Worker(services.queue, definitions, logger, {
      ownsAllJobs: db.kind === 'pglite',
    });
    worker.start();
    // Every recurring kind (a `schedule` in its *.job.ts) is queued now and hourly.
    const stopSchedules = startSchedules(services.queue, definitions, (error) =>
      logger.error({ err: error }, 'scheduling recurring jobs failed'),
    );
    stops.push(async () => {
      stopSchedules();
      await worker.stop();
    });
  }

  if (config.services.includes('web')) {
    const webDir = fileURLToPath(new URL('../../web', import.meta.url));
    const app = await buildApp({ ...runtime, webDir: existsSync(webDir) ? webDir : undefined });
    await app.listen({ port: config.port, host: config.host });
    stops.unshift(() => app.close());
  }

  logger.info(
    { services: config.services, port: config.port, database: db.kind },
    'Satchel is running',
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void (async () => {
      for (const stop of stops) await stop();
      await db.close();
      clearTimeout(timer);
      process.exit(0);
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Prints why the server could not start and exits with 1. */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Satchel failed to start:', error);
  }
  process.exit(1);
}
