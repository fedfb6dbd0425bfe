/**
 * Opens the database: PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
 * Both drivers return the same JS types: int8 as number (ids stay below 2^53), numeric as string,
 * timestamptz as Date, json as objects.
 */
import { mkdirSync } from 'node:fs';
import { lockDataDir } from './data-dir-lock.js';
import pg from 'pg';
import type { Db, Queryable } from './types.js';

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Statement texts run as named (prepared) statements on PostgreSQL: each connection parses and
 * plans them once, then only binds and executes (~0.3 ms of PostgreSQL saved per Saves page).
 * Opt-in per statement: only hot ones whose best plan does not depend on the user (a primary-key
 * probe, an index scan in sort order with a LIMIT), since after five runs PostgreSQL may keep one
 * generic plan for every user (docs/DECISIONS.md "Throughput of the Saves query"). Bounded, so
 * a caller that builds texts from data cannot fill the server's memory. PGlite ignores it.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 200;

/** Marks `sql` to be run as a prepared statement on PostgreSQL; returns it unchanged. */
export function prepared(sql: string): string {
  if (!preparedNames.has(sql) && preparedNames.size < MAX_PREPARED)
    preparedNames.set(sql, `satchel_${preparedNames.size + 1}`);
  return sql;
}

/** pg's query config: named when the text was marked with prepared(). */
function pgQuery(sql: string, params: readonly unknown[] | undefined): pg.QueryConfig {
  const values = params ? [...params] : undefined;
  const name = preparedNames.get(sql);
  return name ? { name, text: sql, values } : { text: sql, values };
}

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; undefined means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests use a migrated template). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Extra PostgreSQL connection options, e.g. `-c search_path=t_123` for isolated test schemas. */
  pgOptions?: string;
  /**
   * Told when an idle pooled connection fails (the server restarted, an administrator ended it):
   * the pool drops that connection and opens a new one on demand. Default: a line on stderr.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.pgOptions,
      options.onIdleConnectionError ?? reportIdleConnectionError,
    );
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  // Imported here: a process on a PostgreSQL server never loads the embedded database.
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // PostgreSQL's default 128 MB of shared buffers is sized for a server; embedded in our
    // process, 16 MB keeps idle memory ~110 MB lower with no measurable cost (bench/README.md).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  await pglite.waitReady;
  const query = async <R extends object>(sql: string, params?: readonly unknown[]) =>
    (await pglite.query<R>(sql, params ? [...params] : undefined)).rows;
  const exec = async (sql: string) => {
    await pglite.exec(sql);
  };
  return {
    kind: 'pglite',
    query,
    exec,
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          query: async <R extends object>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<R>(sql, params ? [...params] : undefined)).rows,
        }),
      ),
    async withAdvisoryLock(key, fn) {
      // PGlite has one connection, so the lock is held by the same session that runs `fn`.
      await query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn({ query, exec });
      } finally {
        await query('SELECT pg_advisory_unlock($1)', [key]);
      }
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await pglite.close();
      unlock();
    },
  };
}

function reportIdleConnectionError(error: Error): void {
  console.error(`database: an idle connection failed and was dropped: ${error.message}`);
}

async function openPostgres(
  url: string,
  poolSize: number,
  pgOptions: string | undefined,
  onIdleConnectionError: (error: Error) => void,
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // JIT compiling pays off for long analytic queries, not for ours: it added ~30 ms to a
    // search matching thousands of saves (docs/DECISIONS.md "Search index").
    options: ['-c jit=off', pgOptions].filter(Boolean).join(' '),
  });
  // pg re-emits an idle connection's failure on the pool; unheard, that event would end the
  // whole process. The pool has already dropped the connection: only report it.
  pool.on('error', onIdleConnectionError);
  const clientQueryable = (
    client: pg.PoolClient,
  ): Queryable & { exec(sql: string): Promise<void> } => ({
    query: async <R extends object>(sql: string, params?: readonly unknown[]) =>
      (await client.query<R>(pgQuery(sql, params))).rows,
    exec: async (sql: string) => {
      await client.query(sql);
    },
  });
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  // Fail fast with a clear error when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: async <R extends object>(sql: string, params?: readonly unknown[]) =>
      (await pool.query<R>(pgQuery(sql, params))).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: (fn) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await fn(clientQueryable(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }),
    withAdvisoryLock: (key, fn) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(clientQueryable(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      }),
    close: () => pool.end(),
  };
}
