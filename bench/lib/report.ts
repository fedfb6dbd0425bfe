/** Benchmark results as rows of metric | PGlite | PostgreSQL | budget | verdict, printed as a table. */
import { isMain } from './env.js';
import { percentile } from './stats.js';

export type Backend = 'pglite' | 'postgres';

/** A budget on one metric: the value must stay below (`max`) or reach (`min`) the limit. */
export type Budget = { max: number } | { min: number };

export interface Row {
  metric: string;
  unit: string;
  pglite: number | undefined;
  postgres: number | undefined;
  /** Per backend; absent means the metric has no budget on that backend. */
  budget?: Partial<Record<Backend, Budget>>;
}

export interface BenchResult {
  title: string;
  rows: Row[];
  notes: string[];
}

function formatValue(value: number | undefined, unit: string): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

function formatBudget(budget: Budget, unit: string): string {
  return 'max' in budget ? `< ${budget.max} ${unit}`.trim() : `≥ ${budget.min} ${unit}`.trim();
}

const meets = (value: number, budget: Budget): boolean =>
  'max' in budget ? value < budget.max : value >= budget.min;

function budgetCell(row: Row): string {
  const { pglite, postgres } = row.budget ?? {};
  if (!pglite && !postgres) return '—';
  if (pglite && postgres && formatBudget(pglite, row.unit) === formatBudget(postgres, row.unit))
    return formatBudget(pglite, row.unit);
  return [
    pglite && `PGlite ${formatBudget(pglite, row.unit)}`,
    postgres && `PG ${formatBudget(postgres, row.unit)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function verdictCell(row: Row): string {
  const parts: string[] = [];
  for (const backend of ['pglite', 'postgres'] as const) {
    const budget = row.budget?.[backend];
    const value = row[backend];
    if (!budget) continue;
    const label = backend === 'pglite' ? 'PGlite' : 'PG';
    parts.push(
      value === undefined || Number.isNaN(value)
        ? `${label} n/a`
        : `${label} ${meets(value, budget) ? 'ok' : 'MISS'}`,
    );
  }
  return parts.length ? parts.join(', ') : '—';
}

/** True when every budgeted value was measured and meets its budget. */
export function allMet(result: BenchResult): boolean {
  return result.rows.every((row) =>
    (['pglite', 'postgres'] as const).every((backend) => {
      const budget = row.budget?.[backend];
      const value = row[backend];
      return !budget || (value !== undefined && !Number.isNaN(value) && meets(value, budget));
    }),
  );
}

/** The result as a Markdown table (readable in a terminal and pasteable into README.md). */
export function formatResult(result: BenchResult): string {
  const header = ['metric', 'PGlite', 'PostgreSQL', 'budget', 'verdict'];
  const lines = result.rows.map((row) => [
    row.metric,
    formatValue(row.pglite, row.unit),
    formatValue(row.postgres, row.unit),
    budgetCell(row),
    verdictCell(row),
  ]);
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...lines.map((line) => line[i]!.length)),
  );
  const render = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    `### ${result.title}`,
    '',
    render(header),
    render(widths.map((width) => '-'.repeat(width))),
    ...lines.map(render),
    ...(result.notes.length ? ['', ...result.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

/**
 * The values of one metric on each backend, for a Row: `perBackend(measured)(m => m.p50)`.
 * A backend that was not measured gets undefined (shown as —).
 */
export function perBackend<M>(measured: Partial<Record<Backend, M>>) {
  return (pick: (m: M) => number) => ({
    pglite: measured.pglite && pick(measured.pglite),
    postgres: measured.postgres && pick(measured.postgres),
  });
}

/** `measure` on PGlite, then on PostgreSQL; a backend that fails is logged as skipped. */
export async function measureEachBackend<M>(
  measure: (backend: Backend) => Promise<M>,
  log: (line: string) => void,
): Promise<Partial<Record<Backend, M>>> {
  const measured: Partial<Record<Backend, M>> = {};
  for (const backend of ['pglite', 'postgres'] as const) {
    try {
      measured[backend] = await measure(backend);
    } catch (error) {
      log(`  ${backend}: skipped (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return measured;
}

/** The backends a run measures: BENCH_BACKENDS (e.g. `postgres`), else `fallback`. */
export const benchBackends = (fallback = 'pglite,postgres'): Backend[] =>
  (process.env.BENCH_BACKENDS ?? fallback).split(',') as Backend[];

/** `measure` on each of `backends` in turn; a failure ends the run. */
export async function measureInTurn<M>(
  backends: readonly Backend[],
  measure: (backend: Backend) => Promise<M>,
): Promise<Partial<Record<Backend, M>>> {
  const measured: Partial<Record<Backend, M>> = {};
  for (const backend of backends) measured[backend] = await measure(backend);
  return measured;
}

/** A note per measured backend with the plan `pick` gives, under `what`. */
export function planNotes<M>(
  measured: Partial<Record<Backend, M>>,
  what: string,
  pick: (m: M) => string | undefined,
): string[] {
  return (['pglite', 'postgres'] as const).flatMap((backend) => {
    const plan = measured[backend] && pick(measured[backend]);
    return plan ? [`${backend} plan of ${what}:\n\n\`\`\`\n${plan}\n\`\`\``] : [];
  });
}

/** Prints the result when `moduleUrl` is the script node was started with (a benchmark run alone). */
export async function printWhenMain(
  moduleUrl: string,
  run: () => Promise<BenchResult>,
): Promise<void> {
  if (isMain(moduleUrl)) console.log(`\n${formatResult(await run())}`);
}

/** A row of the `p`-th percentile (ms) of each backend's samples, `pick`ed from its figures. */
export function percentileRow<M>(
  both: ReturnType<typeof perBackend<M>>,
  metric: string,
  pick: (m: M) => readonly number[],
  p: number,
  budget?: Partial<Record<Backend, Budget>>,
): Row {
  return {
    metric,
    unit: 'ms',
    ...both((m) => percentile(pick(m), p)),
    ...(budget ? { budget } : {}),
  };
}
