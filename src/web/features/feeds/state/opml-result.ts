/**
 * The answer of `POST /api/feeds/opml` as the page shows it: how many feeds were subscribed,
 * how many were there already, and every outline that could not be used with its reason. A
 * refused file answers `{"error": "…"}` (or the app's `{"error": {"message"}}` shape).
 */

export interface OpmlProblem {
  title: string | null;
  url: string | null;
  folder: string | null;
  reason: string;
}

export interface OpmlImportResult {
  subscribed: number;
  alreadySubscribed: number;
  problems: OpmlProblem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/** The result of a 200 answer, or null when the body is not one. */
export function readOpmlResult(body: unknown): OpmlImportResult | null {
  if (!isRecord(body) || !('subscribed' in body)) return null;
  const problems = Array.isArray(body.problems) ? body.problems : [];
  return {
    subscribed: count(body.subscribed),
    alreadySubscribed: count(body.alreadySubscribed),
    problems: problems.filter(isRecord).map((problem) => ({
      title: text(problem.title),
      url: text(problem.url),
      folder: text(problem.folder),
      reason: text(problem.reason) ?? 'This outline could not be used.',
    })),
  };
}

/** The sentence of a refused upload: the server's words, else the status. */
export function opmlErrorMessage(status: number, body: unknown): string {
  if (isRecord(body)) {
    const error = body.error;
    if (typeof error === 'string' && error.trim()) return error.trim();
    if (isRecord(error) && typeof error.message === 'string' && error.message.trim()) {
      return error.message.trim();
    }
  }
  if (status === 413) return 'That file is too large: an OPML file can be up to 2 MB.';
  if (status === 429) return 'Too many uploads. Please wait a moment and try again.';
  return `The import failed (error ${status}).`;
}

/** "Subscribed to 3 feeds, 1 already subscribed." */
export function opmlSummary(result: OpmlImportResult): string {
  const feeds = (n: number) => `${n} ${n === 1 ? 'feed' : 'feeds'}`;
  const parts = [`Subscribed to ${feeds(result.subscribed)}`];
  if (result.alreadySubscribed > 0) parts.push(`${result.alreadySubscribed} already subscribed`);
  return `${parts.join(', ')}.`;
}
