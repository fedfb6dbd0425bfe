/**
 * Starts the chosen services (`--services=web,worker`, default both) and shuts down gracefully on
 * SIGTERM/SIGINT: stop accepting and drain requests, let running jobs finish, then close the
 * database. main.ts runs it; the end-to-end test server (src/server/test/e2e-server.ts) runs it
 * with test faults.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { scheduleMaintenance } from './jobs/maintenance.job.js';
import { jobDefinitions } from './jobs/registry.js';
import { Worker } from './jobs/worker.js';
import { openRuntime } from './runtime.js';
import { scheduleTopicTraining } from './discovery/topics/train-topics.job.js';
import { scheduleCorpusDiscovery } from './discovery/corpus/discover-corpus.job.js';
import { scheduleSimilarityRebuild } from './discovery/recommendations/similarity/similarity.job.js';
import type { TestFaults } from './services.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function serve(options: { argv: string[]; faults?: TestFaults }): Promise<void> {
  const runtime = await openRuntime({ argv: options.argv, faults: options.faults });
  const { config, logger, services, db } = runtime;
  const stops: Array<() => Promise<void>> = [];

  if (options.faults && Object.keys(options.faults).length > 0) {
    logger.warn({ faults: Object.keys(options.faults) }, 'test faults are injected (tests only)');
  }
  if (config.services.includes('worker')) {
    // PGlite's data-dir lock makes this the only process on the database: any running job
    // was left by a process that died, and is released at once.
    const worker = new Worker(services.queue, jobDefinitions(services), logger, {
      ownsAllJobs: db.kind === 'pglite',
    });
    worker.start();
    const schedule = () =>
      void Promise.all([
        scheduleMaintenance(services.queue),
        scheduleTopicTraining(services.queue),
        scheduleCorpusDiscovery(services.queue),
        scheduleSimilarityRebuild(services.queue),
        // The feeds' minute sweep keeps itself going; this restarts it if it ever stopped.
        services.feeds.scheduleSweep(),
        // So does the five-minute aggregation of recommendation events.
        services.recommendationSignals.scheduleAggregation(),
      ]).catch((error: unknown) => logger.error({ err: error }, 'scheduling maintenance failed'));
    schedule();
    const hourly = setInterval(schedule, 3_600_000).unref();
    stops.push(async () => {
      clearInterval(hourly);
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
