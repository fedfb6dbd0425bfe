import { deleteCookie, getCookie, setCookie } from '../../../lib/cookies';

/** Cookie that keeps `assign` values across visits when `sticky=true` was given. */
export const QUERY_ASSIGNMENTS_COOKIE = 'query_assignments';

/** Reads the cookie: a JSON array of strings or a comma-separated list. */
export function readStoredAssignments(): string[] {
  const raw = getCookie(QUERY_ASSIGNMENTS_COOKIE);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (Array.isArray(parsed)) {
      return parsed.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    }
    if (typeof parsed === 'string') return parsed ? [parsed] : [];
  } catch {
    // Not JSON: a comma list.
  }
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function storeAssignments(values: readonly string[]): void {
  setCookie(QUERY_ASSIGNMENTS_COOKIE, JSON.stringify(values));
}

export function clearStoredAssignments(): void {
  deleteCookie(QUERY_ASSIGNMENTS_COOKIE);
}

export type AssignmentStep =
  | { kind: 'apply'; values: string[]; sticky: boolean }
  | { kind: 'redirect'; search: string; keepCookie: boolean }
  | { kind: 'none' };

/**
 * Decides what the `assign` / `sticky` query parameters and the stored cookie mean for a URL:
 * - `assign` present → apply those values (and store them when `sticky=true`);
 * - no `assign` but a stored cookie → turn it into `assign` parameters (router replace); the cookie
 *   is cleared unless `sticky=true` asks to keep it;
 * - otherwise nothing.
 */
export function planAssignments(
  search: URLSearchParams,
  stored: readonly string[],
): AssignmentStep {
  const assign = search
    .getAll('assign')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim());
  const values = assign.filter(Boolean);
  const sticky = search.get('sticky') === 'true';
  if (search.has('assign')) return { kind: 'apply', values, sticky };
  if (stored.length > 0) {
    const next = new URLSearchParams(search);
    for (const value of stored) next.append('assign', value);
    return { kind: 'redirect', search: `?${next.toString()}`, keepCookie: sticky };
  }
  return { kind: 'none' };
}
