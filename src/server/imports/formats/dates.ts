/**
 * Dates of import files: unix seconds (Pocket, Instapaper, Netscape, Karakeep), milliseconds
 * (Omnivore CSV) and ISO 8601 (Omnivore, wallabag, Readwise, Raindrop). A date we cannot trust
 * (unparseable, before 1990 or after 2100) becomes undefined: the save is kept, dated by the import.
 */

const MIN_TIME = Date.UTC(1990, 0, 1);
const MAX_TIME = Date.UTC(2100, 0, 1);

function plausible(ms: number): Date | undefined {
  if (!Number.isFinite(ms) || ms < MIN_TIME || ms > MAX_TIME) return undefined;
  return new Date(ms);
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Seconds since the epoch, as a number or a numeric string. */
export function fromUnixSeconds(value: unknown): Date | undefined {
  const n = toNumber(value);
  return n === undefined ? undefined : plausible(n * 1000);
}

/** Milliseconds since the epoch, as a number or a numeric string. */
export function fromUnixMillis(value: unknown): Date | undefined {
  const n = toNumber(value);
  return n === undefined ? undefined : plausible(n);
}

/**
 * An ISO 8601 date or date-time; also "YYYY-MM-DD HH:MM:SS+00:00" (Readwise) and "+0200" offsets
 * (wallabag). Day-first or month-first dates ("08/09/2016") are ambiguous and refused.
 */
export function fromIso(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!day) return undefined;
  // Date.parse rolls "2023-02-30" over into March: refuse days the month does not have.
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, date)).getUTCDate() !== date) return undefined;
  return plausible(Date.parse(text.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')));
}

/**
 * A date whose unit a file does not fix (generic CSV, bookmark ADD_DATE): a number is read as
 * seconds, or as milliseconds or microseconds when it is too large for seconds; text as ISO.
 */
export function fromAnyDate(value: unknown): Date | undefined {
  const n = toNumber(value);
  if (n === undefined) return fromIso(value);
  if (Math.abs(n) < 1e11) return plausible(n * 1000);
  if (Math.abs(n) < 1e14) return plausible(n);
  return plausible(n / 1000);
}
