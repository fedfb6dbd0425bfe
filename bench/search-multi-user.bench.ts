/**
 * Search on a multi-user instance (docs/DECISIONS.md §24.2): 10 users with 100,000 saves each on
 * one PostgreSQL server, and one user's searches timed. The GIN indexes of search_documents hold
 * every user's documents, so before migration 0036 a common word's matches of all ten users came
 * back from the index and each was read to be thrown out by `user_id`; this bench shows what that
 * costs and the plans before and after.
 *
 * Seeding, set-based: the first user's library as search.bench.ts seeds it (titles, article text,
 * tags) with documents built by search_refresh; the other users save the same items (their own
 * status, favorites and times added, from hashes of the user id) and their documents are copied
 * from the first user's (no text parsed again), as are the tags. So every user's index entries
 * are as many and as long as the first user's.
 *
 * Knobs: BENCH_USERS (10), BENCH_SAVES (100000 per user), BENCH_SEARCH_ROUNDS (10),
 * BENCH_MULTI_DATABASE (a database name: created and kept when missing, reused as it is when
 * present — migrated first — so that "before" and "after" run on the same data).
 * PostgreSQL only: a million documents on PGlite would take an hour to seed.
 */
import pg from 'pg';
import { systemActorFor } from '../src/server/accounts/actors.js';
import { openDb } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import type { Db } from '../src/server/db/types.js';
import { createServices } from '../src/server/services.js';
import { benchConfig } from './lib/backend.js';
import { readdirSync, readFileSync } from 'node:fs';
import { cpuSeconds, processCpuSeconds } from './lib/cpu.js';
import { ADMIN_URL, createScratchDatabase, isMain } from './lib/env.js';
import { seedLibrary } from './lib/seed.js';
import { msSince, percentile } from './lib/stats.js';
import { dropSearchIndexes, QUERIES, seedContent } from './search.bench.js';

const USERS = Number(process.env.BENCH_USERS ?? 10);
const SAVES = Number(process.env.BENCH_SAVES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
const KEEP = process.env.BENCH_MULTI_DATABASE;

const EXPLAINED = ['climate', 'is:favorite design', 'tag:tag-042 climate'];

/** The database to use: the kept one (created when missing), else a scratch one dropped after. */
async function openDatabase(): Promise<{ url: string; fresh: boolean; drop(): Promise<void> }> {
  if (!KEEP) return { ...(await createScratchDatabase('satchel_bench_b_multi')), fresh: true };
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEEP]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${KEEP}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${KEEP}`;
    return { url: url.toString(), fresh: found.rowCount === 0, drop: () => Promise.resolve() };
  } finally {
    await admin.end();
  }
}

/** Users 2…n: the first user's saves, tags and documents, copied with SQL. */
async function copyLibraries(db: Db, firstUser: number, others: number[]): Promise<void> {
  await db.exec(`ALTER TABLE saved_items DISABLE TRIGGER saved_items_search_insert;
                 ALTER TABLE saved_item_tags DISABLE TRIGGER saved_item_tags_search_insert`);
  await db.query(
    `INSERT INTO saved_items (user_id, item_id, given_url, title, status, is_favorite, created_at, updated_at)
     SELECT u, s.item_id, s.given_url, s.title,
            CASE WHEN (s.item_id * 2654435761 + u) % 100 < 20 THEN 'ARCHIVED' ELSE 'UNREAD' END,
            (s.item_id * 40503 + u * 7) % 100 < 5,
            now() - ((s.item_id * 2246822519 + u * 97) % (5 * 365 * 86400)) * interval '1 second',
            now()
       FROM saved_items s CROSS JOIN unnest($2::bigint[]) u WHERE s.user_id = $1`,
    [firstUser, others],
  );
  await db.query(
    `INSERT INTO saved_item_tags (user_id, item_id, name)
     SELECT u, t.item_id, t.name FROM saved_item_tags t CROSS JOIN unnest($2::bigint[]) u
      WHERE t.user_id = $1`,
    [firstUser, others],
  );
  // Without the first user's owner marker (migration 0036; a no-op before it): the copies get
  // their own from the documents' trigger.
  await db.query(
    `INSERT INTO search_documents (user_id, item_id, config, title, url, domain, head, body,
                                  title_vec, status, is_favorite, created_at)
     SELECT s.user_id, d.item_id, d.config, d.title, d.url, d.domain, ts_delete(d.head, $2),
            d.body, ts_delete(d.title_vec, $2), s.status, s.is_favorite, s.created_at
       FROM search_documents d JOIN saved_items s ON s.item_id = d.item_id AND s.user_id <> $1
      WHERE d.user_id = $1`,
    [firstUser, `~u${firstUser}`],
  );
  await db.exec(`ALTER TABLE saved_items ENABLE TRIGGER saved_items_search_insert;
                 ALTER TABLE saved_item_tags ENABLE TRIGGER saved_item_tags_search_insert`);
}

interface Statement {
  sql: string;
  params: readonly unknown[];
}

/**
 * A Db recording every statement, those in transactions too (lib/sql-plans.ts's recordingDb sees
 * db.query only, and a search runs its main statements in a transaction with index scans forced).
 */
function recordingTransactions(db: Db): { db: Db; start(): void; stop(): Statement[] } {
  let log: Statement[] | undefined;
  const wrap = <Q extends Pick<Db, 'query'>>(conn: Q): Q => ({
    ...conn,
    query: <R extends object>(sql: string, params?: readonly unknown[]) => {
      log?.push({ sql, params: params ?? [] });
      return conn.query<R>(sql, params);
    },
  });
  return {
    db: { ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) },
    start: () => (log = []),
    stop: () => {
      const statements = log ?? [];
      log = undefined;
      return statements;
    },
  };
}

/** A SELECT's plan with actual rows and buffers, under the search's settings (search.repo.ts). */
async function explain(db: Db, { sql, params }: Statement): Promise<string> {
  if (!/^\s*(SELECT|WITH)/i.test(sql) || /set_config/.test(sql)) return '';
  return db.transaction(async (tx) => {
    await tx.query(
      `SELECT set_config('enable_seqscan', 'off', true),
              set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const t0 = process.hrtime.bigint();
    const rows = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${sql}`,
      params,
    );
    const head = `    ${msSince(t0).toFixed(1)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 70)}…`;
    return [head, ...rows.map((row) => `      ${row['QUERY PLAN']}`)].join('\n');
  });
}

/** CPU seconds of each PostgreSQL backend serving `database`, by pid. */
function backendCpu(database: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      found.set(pid, cpuSeconds(`/proc/${pid}/stat`));
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

/** CPU used since `before` by the backends alive now (the pool's; ones that ended are left out). */
function backendCpuSince(database: string, before: Map<string, number>): number {
  let total = 0;
  for (const [pid, now] of backendCpu(database)) total += now - (before.get(pid) ?? 0);
  return total;
}

async function seed(db: Db, log: (line: string) => void): Promise<void> {
  const services = createServices(db, benchConfig(undefined));
  const library = await seedLibrary(db, services, { saves: SAVES, otherUsers: 0, otherSaves: 0 });
  await seedContent(db, library.userId);
  const recreate = await dropSearchIndexes(db);
  let start = process.hrtime.bigint();
  await db.query('SELECT count(search_refresh(user_id, item_id, true)) FROM saved_items');
  log(`  first user's ${SAVES} documents: ${(msSince(start) / 1000).toFixed(1)} s`);
  const others: number[] = [];
  for (let n = 1; n < USERS; n += 1) {
    const user = await services.accounts.signup({
      email: `bench${n}@example.com`,
      username: `bench${n}`,
      password: 'correct horse battery staple',
    });
    others.push(user.id);
  }
  start = process.hrtime.bigint();
  await copyLibraries(db, library.userId, others);
  log(`  ${others.length} more libraries copied: ${(msSince(start) / 1000).toFixed(1)} s`);
  start = process.hrtime.bigint();
  await recreate();
  log(`  GIN indexes: ${(msSince(start) / 1000).toFixed(1)} s`);
  await db.exec('VACUUM ANALYZE');
}

export async function runMultiUserSearchBench(log: (line: string) => void = console.log) {
  log(
    `search, multi-user: ${USERS} users × ${SAVES} saves on PostgreSQL, ${QUERIES.length} queries × ${ROUNDS}`,
  );
  const database = await openDatabase();
  const db = await openDb({ databaseUrl: database.url, poolSize: 10 });
  try {
    let start = process.hrtime.bigint();
    const applied = await migrate(db);
    if (!database.fresh && applied.length)
      log(`  migrated ${applied.join(', ')} in ${(msSince(start) / 1000).toFixed(1)} s`);
    const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (database.fresh || users!.n === 0) await seed(db, log);
    await db.exec('ANALYZE search_documents');
    const [first] = await db.query<{ id: number }>('SELECT min(id)::int AS id FROM users');
    const recording = recordingTransactions(db);
    const services = createServices(recording.db, benchConfig(database.url));
    const actor = systemActorFor({ id: first!.id, isAdmin: false, isPremium: true });
    const run = async (query: string) => {
      const t0 = process.hrtime.bigint();
      await services.search.search(actor, { query, sortBy: 'RELEVANCE' });
      return msSince(t0);
    };
    for (const query of QUERIES) await run(query);
    const name = new URL(database.url).pathname.slice(1);
    const cpuBefore = { node: processCpuSeconds(process.pid), pg: backendCpu(name) };
    const loadBefore = (await import('node:os')).loadavg()[0]!;
    start = process.hrtime.bigint();
    const all: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const query of QUERIES) {
        const time = await run(query);
        all.push(time);
        perQuery.set(query, [...(perQuery.get(query) ?? []), time]);
      }
    }
    const wall = msSince(start) / 1000;
    const requests = all.length;
    const nodeCpu = (processCpuSeconds(process.pid) - cpuBefore.node) / requests;
    const pgCpu = backendCpuSince(name, cpuBefore.pg) / requests;
    log(
      `  load average ${loadBefore.toFixed(2)} → ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`,
    );
    log('  | query | p50 ms | p95 ms |');
    log('  | --- | --- | --- |');
    for (const [query, times] of perQuery) {
      log(
        `  | \`${query}\` | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
      );
    }
    log(
      `  all: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(all, 99).toFixed(1)} ms; ${(requests / wall).toFixed(1)} searches/s one at a time; ` +
        `CPU per search: node ${(nodeCpu * 1000).toFixed(1)} ms, PostgreSQL ${(pgCpu * 1000).toFixed(1)} ms`,
    );
    for (const query of EXPLAINED) {
      recording.start();
      await run(query);
      log(`\n  plans of \`${query}\`:`);
      for (const statement of recording.stop()) log(await explain(db, statement));
    }
  } finally {
    await db.close();
    await database.drop();
  }
}

if (isMain(import.meta.url)) await runMultiUserSearchBench();
