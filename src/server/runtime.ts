/**
 * Opens what a Satchel process runs on: config, logger, database (migrated) and services.
 * Shared by the server entry (main.ts) and the operator CLI.
 */
import { join } from 'node:path';
import type { Logger } from 'pino';
import { loadConfig, type Config } from './config.js';
import { openDb } from './db/client.js';
import { isMigrated, migrate, readMigrations } from './db/migrate.js';
import { isNewPgliteDir, prepareInChildProcess } from './db/first-start.js';
import type { Db } from './db/types.js';
import { createLogger } from './logger.js';
import { createServices, type Services } from './services.js';

export interface Runtime {
  config: Config;
  logger: Logger;
  db: Db;
  services: Services;
  isReady: () => Promise<boolean>;
}

export async function openRuntime(
  options: { argv?: string[]; migrate?: boolean } = {},
): Promise<Runtime> {
  const config = loadConfig(process.env, options.argv ?? []);
  const logger = createLogger(config);
  const pgDir = join(config.dataDir, 'pg');
  const migrations = readMigrations();
  if (!config.databaseUrl && options.migrate !== false && isNewPgliteDir(pgDir)) {
    // A new PGlite database is created apart, so this process never holds initdb's memory.
    const applied = await prepareInChildProcess(pgDir);
    logger.info({ applied }, 'database created and migrated');
  }
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: pgDir,
    poolSize: config.databasePoolSize,
    onIdleConnectionError: (error) =>
      logger.warn({ err: error }, 'an idle database connection failed and was dropped'),
  });
  if (options.migrate !== false) {
    const applied = await migrate(db, migrations);
    if (applied.length) logger.info({ applied }, 'database migrated');
  }
  let ready = false;
  const isReady = async () => {
    if (!ready) ready = await isMigrated(db, migrations);
    if (ready) await db.query('SELECT 1');
    return ready;
  };
  return { config, logger, db, services: createServices(db, config), isReady };
}
