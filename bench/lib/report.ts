/** Benchmark results as rows of metric | PGlite | PostgreSQL | budget | verdict, printed as a table. */

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
