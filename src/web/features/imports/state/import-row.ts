/**
 * One import as the "Your imports" list shows it, and the rules the list needs: how far it has
 * got, what its status is called, whether it is still working (poll), and whether an import
 * has finished since the last answer (so Saves is refreshed).
 */

export type ImportStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

export interface ImportProblemRow {
  row: number | null;
  url: string | null;
  reason: string;
}

export interface ImportRow {
  id: string;
  importType: string;
  format: string | null;
  fileName: string | null;
  status: ImportStatus;
  /** Null until the file is parsed. */
  total: number | null;
  processed: number;
  created: number;
  existing: number;
  failed: number;
  /** Lists rebuilt from the file's lists. */
  listsCreated: number;
  /** Pages of the new saves queued to be fetched, and how many were read or could not be. */
  pagesTotal: number;
  pagesFetched: number;
  pagesFailed: number;
  /** The first problems (up to 200); `problemCount` counts all of them. */
  problems: ImportProblemRow[];
  problemCount: number;
  error: string | null;
  /** Unix seconds. */
  createdAt: number;
  finishedAt: number | null;
}

export const importsKey = ['imports'] as const;

/** How often the list is asked again while an import is queued or running. */
export const IMPORTS_POLL_MS = 2_000;

export function isActive(row: Pick<ImportRow, 'status'>): boolean {
  return row.status === 'QUEUED' || row.status === 'RUNNING';
}

/** True while some of the import's pages are still to be fetched (after the records are in). */
export function fetchingPages(
  row: Pick<ImportRow, 'pagesTotal' | 'pagesFetched' | 'pagesFailed'>,
): boolean {
  return row.pagesFetched + row.pagesFailed < row.pagesTotal;
}

/** The poll interval for a list (React Query's refetchInterval): only while something works. */
export function pollInterval(rows: readonly ImportRow[] | undefined): number | false {
  return rows?.some((row) => isActive(row) || fetchingPages(row)) ? IMPORTS_POLL_MS : false;
}

export const STATUS_LABELS: Record<ImportStatus, string> = {
  QUEUED: 'Waiting to start',
  RUNNING: 'Importing',
  DONE: 'Done',
  FAILED: 'Failed',
};

/** Percent done (0–100), or null while the total is not known yet. */
export function percentDone(row: ImportRow): number | null {
  if (row.status === 'DONE') return 100;
  if (row.total === null) return null;
  if (row.total === 0) return row.status === 'FAILED' ? 0 : 100;
  return Math.min(100, Math.round((row.processed / row.total) * 100));
}

/** "40 of 120" or "40" (total unknown). */
export function progressText(row: ImportRow): string {
  const count = row.processed.toLocaleString('en-US');
  if (row.total === null) return row.processed > 0 ? `${count} read so far` : 'Reading the file…';
  return `${count} of ${row.total.toLocaleString('en-US')}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "3 new saves · 1 already saved · 2 failed", and " · 2 lists" when the file had lists. */
export function countsText(
  row: Pick<ImportRow, 'created' | 'existing' | 'failed'> &
    Partial<Pick<ImportRow, 'listsCreated'>>,
): string {
  return [
    plural(row.created, 'new save', 'new saves'),
    `${row.existing.toLocaleString('en-US')} already saved`,
    `${row.failed.toLocaleString('en-US')} failed`,
    ...(row.listsCreated ? [plural(row.listsCreated, 'list', 'lists')] : []),
  ].join(' · ');
}

/**
 * "7,210 of 10,000 pages fetched" while pages are fetched (with the ones that could not be read
 * so far), "9,988 pages fetched · 12 could not be read" at the end; null when none were queued.
 */
export function pagesText(
  row: Pick<ImportRow, 'pagesTotal' | 'pagesFetched' | 'pagesFailed'>,
): string | null {
  if (row.pagesTotal === 0) return null;
  const failed =
    row.pagesFailed > 0 ? `${row.pagesFailed.toLocaleString('en-US')} could not be read` : null;
  if (fetchingPages(row)) {
    const ended = (row.pagesFetched + row.pagesFailed).toLocaleString('en-US');
    const text = `${ended} of ${plural(row.pagesTotal, 'page', 'pages')} fetched`;
    return failed ? `${text} (${failed})` : text;
  }
  return [`${plural(row.pagesFetched, 'page', 'pages')} fetched`, ...(failed ? [failed] : [])].join(
    ' · ',
  );
}

/** Problems beyond the ones listed ("and N more"). */
export function moreProblems(row: Pick<ImportRow, 'problems' | 'problemCount'>): number {
  return Math.max(0, row.problemCount - row.problems.length);
}

/** What the list has seen of each import: its id and whether it was still working. */
export type SeenImports = ReadonlyMap<string, ImportStatus>;

export function seenOf(rows: readonly ImportRow[]): SeenImports {
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * True when an import has finished since `before`: one seen queued or running is now done or
 * failed, or a new one arrives already finished (a small file can be done before the first poll).
 * The first answer (`before` null) finishes nothing: those imports were already in Saves.
 */
export function finishedSince(before: SeenImports | null, rows: readonly ImportRow[]): boolean {
  if (!before) return false;
  return rows.some((row) => {
    if (isActive(row)) return false;
    const was = before.get(row.id);
    return was === undefined || was === 'QUEUED' || was === 'RUNNING';
  });
}

/** An ISO date (or unix seconds) from the server as unix seconds. */
export function toUnixSeconds(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
