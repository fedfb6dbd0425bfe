/** Where the benchmarks find PostgreSQL and the server, and helpers for scratch databases. */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The PostgreSQL server's maintenance database; the benchmarks create and drop their own next to it. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database on the PostgreSQL server; `drop()` removes it. */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How to start the server: the production build when present, else the sources through tsx. */
export function serverCommand(): { args: string[]; label: string } {
  const built = join(ROOT, 'dist', 'node', 'server', 'main.js');
  if (existsSync(built) && process.env.BENCH_FROM_SOURCE !== '1')
    return {
      args: [...SERVER_NODE_FLAGS, built],
      label: 'node dist/node/server/main.js (production build)',
    };
  return {
    args: [...SERVER_NODE_FLAGS, '--import', 'tsx', join(ROOT, 'src', 'server', 'main.ts')],
    label: 'node --import tsx src/server/main.ts (no build found)',
  };
}

/** True when this module is the script node was started with (for "runnable alone" benchmarks). */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && fileURLToPath(moduleUrl) === resolve(entry);
}

/**
 * The environment of a server a benchmark starts as `npm start` would (production, loopback, quiet
 * logs, a fixed session secret), on its own data directory and, when given, a PostgreSQL database.
 * Fixture pages are on loopback, so private fetches are allowed.
 */
export function benchServerEnv(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string | undefined;
}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ALLOW_PRIVATE_FETCH: '1',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    // As npm start runs it; MALLOC_ARENA_MAX set for the bench wins, to compare glibc settings.
    ...SERVER_ENV_DEFAULTS,
    ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
  };
}
