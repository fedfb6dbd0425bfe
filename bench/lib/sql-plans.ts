/**
 * The SQL one request sends, recorded from the `Db` the services use, then each statement run alone:
 * its median time (round trip included) and its plan with actual row counts. EXPLAIN ANALYZE's own
 * timing is inflated several-fold on PGlite by its clock calls, so the plan is taken with TIMING OFF.
 */
import type { Db, Queryable } from '../../src/server/db/types.js';
import { perBackend, type Backend, type Row } from './report.js';
import { msSince, percentile } from './stats.js';

export interface RecordedStatement {
  sql: string;
  params: readonly unknown[];
}

export interface StatementTiming {
  label: string;
  medianMs: number;
  plan: string;
}

/**
 * A Db that records the statements it runs between start() and stop(), inside transactions too
 * (a statement recorded there is replayed alone, outside its transaction).
 */
export function recordingDb(db: Db): { db: Db; start(): void; stop(): RecordedStatement[] } {
  let log: RecordedStatement[] | undefined;
  const recording = <Q extends Queryable>(target: Q): Q => ({
    ...target,
    query: <R extends object>(sql: string, params?: readonly unknown[]) => {
      log?.push({ sql, params: params ?? [] });
      return target.query<R>(sql, params);
    },
  });
  const wrapped: Db = {
    ...recording(db),
    transaction: (fn) => db.transaction((tx) => fn(recording(tx))),
  };
  return {
    db: wrapped,
    start: () => (log = []),
    stop: () => {
      const statements = log ?? [];
      log = undefined;
      return statements;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function describePlan(node: PlanNode, depth = 0): string {
  const target = node['Index Name']
    ? ` using ${node['Index Name']}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : '';
  const loops = (node['Actual Loops'] ?? 1) > 1 ? ` × ${node['Actual Loops']} loops` : '';
  const line = `${'  '.repeat(depth)}${node['Node Type']}${target} (rows ${node['Actual Rows'] ?? '?'}${loops})`;
  return [line, ...(node.Plans ?? []).map((child) => describePlan(child, depth + 1))].join('\n');
}

/** Times each SELECT/WITH statement alone (median of `runs`) and records its plan. */
export async function explainStatements(
  db: Db,
  statements: readonly RecordedStatement[],
  label: (sql: string) => string,
  runs = 20,
  warmups = 3,
): Promise<StatementTiming[]> {
  const results: StatementTiming[] = [];
  for (const { sql, params } of statements) {
    if (!/^\s*(SELECT|WITH)/i.test(sql)) continue;
    for (let i = 0; i < warmups; i += 1) await db.query(sql, params);
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = process.hrtime.bigint();
      await db.query(sql, params);
      samples.push(msSince(start));
    }
    const rows = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`,
      params,
    );
    results.push({
      label: label(sql),
      medianMs: percentile(samples, 50),
      plan: describePlan(rows[0]!['QUERY PLAN'][0]!.Plan),
    });
  }
  return results;
}

/** The text plan of one statement with actual row counts (EXPLAIN ANALYZE, TIMING and COSTS OFF). */
export async function textPlan(db: Db, sql: string, params: readonly unknown[]): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) ${sql}`,
    params,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** A row per statement label: its median alone, summed over the statements that share it. */
export function statementRows<M>(
  measured: Partial<Record<Backend, M>>,
  pick: (m: M) => readonly StatementTiming[],
): Row[] {
  const all = [
    ...(measured.pglite ? pick(measured.pglite) : []),
    ...(measured.postgres ? pick(measured.postgres) : []),
  ];
  const both = perBackend(measured);
  return [...new Set(all.map((entry) => entry.label))].map((label) => ({
    metric: `SQL ${label}, alone (median)`,
    unit: 'ms',
    ...both((m) =>
      pick(m)
        .filter((entry) => entry.label === label)
        .reduce((sum, entry) => sum + entry.medianMs, 0),
    ),
  }));
}

/** A note with the plan of each statement `show` picks (all of them with BENCH_VERBOSE=1). */
export function statementPlanNotes<M>(
  measured: Partial<Record<Backend, M>>,
  pick: (m: M) => readonly StatementTiming[],
  show: (entry: StatementTiming) => boolean,
): string[] {
  return (['pglite', 'postgres'] as const).flatMap((backend) =>
    (measured[backend] ? pick(measured[backend]) : [])
      .filter((entry) => process.env.BENCH_VERBOSE === '1' || show(entry))
      .map(
        (entry) =>
          `${backend} plan of ${entry.label} (${entry.medianMs.toFixed(2)} ms):\n\n\`\`\`\n${entry.plan}\n\`\`\``,
      ),
  );
}
