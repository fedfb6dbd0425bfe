/**
 * The database seen by repositories: parameterised SQL in, plain rows out.
 * Two drivers implement it (db/client.ts): embedded PGlite and a PostgreSQL server through `pg`.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<R extends object = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` holding a session-level advisory lock, on one connection. */
  withAdvisoryLock<T>(
    key: number,
    fn: (conn: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>,
  ): Promise<T>;
  /** PGlite only: a dump of the data directory (tests start each file from a migrated template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}
