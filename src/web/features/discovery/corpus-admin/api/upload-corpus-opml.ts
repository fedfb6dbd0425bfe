/**
 * `POST /api/admin/corpus/opml`: an OPML file of feeds to follow for the corpus (multipart, one
 * `file` part, at most 2 MB, and the `topic` for outlines whose folder or category names none).
 * The session cookie and the page's own origin are the CSRF check, as for every upload. The
 * answer counts what was added and lists each outline it could not take, with the reason.
 */
import { OPML_MAX_BYTES } from '../state/opml-rules';

export interface OpmlProblem {
  title: string | null;
  url: string | null;
  folder: string | null;
  reason: string;
}

export interface OpmlResult {
  added: number;
  alreadyThere: number;
  problems: OpmlProblem[];
}

export class OpmlUploadError extends Error {
  override readonly name = 'OpmlUploadError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The server's answer, read defensively: a proxy's HTML error page is not a result. */
export function readOpmlResult(body: unknown): OpmlResult | null {
  if (!isRecord(body) || typeof body.added !== 'number') return null;
  const problems = Array.isArray(body.problems) ? body.problems.filter(isRecord) : [];
  return {
    added: body.added,
    alreadyThere: typeof body.alreadyThere === 'number' ? body.alreadyThere : 0,
    problems: problems.map((problem) => ({
      title: text(problem.title),
      url: text(problem.url),
      folder: text(problem.folder),
      reason: text(problem.reason) ?? 'Not added.',
    })),
  };
}

/** The sentence of a refusal: `{"error": "…"}` or `{"error": {"message": "…"}}`. */
export function readOpmlError(status: number, body: unknown): string {
  if (isRecord(body)) {
    if (typeof body.error === 'string') return body.error;
    if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message;
  }
  if (status === 413) return 'That file is larger than 2 MB.';
  if (status === 401) return 'Your session has ended. Log in again.';
  if (status === 403) return 'Only administrators and curators can add instance feeds.';
  return 'The file could not be uploaded. Please try again.';
}

export async function uploadCorpusOpml(file: File, topic: string | null): Promise<OpmlResult> {
  if (file.size > OPML_MAX_BYTES) throw new OpmlUploadError('That file is larger than 2 MB.');
  const body = new FormData();
  // Fields before the file: a multipart reader that streams the file has them by then.
  if (topic) body.append('topic', topic);
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/admin/corpus/opml', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch {
    throw new OpmlUploadError('Could not reach the server. Check your connection.');
  }
  const raw = await response.text().catch(() => '');
  const json = parseJson(raw);
  const result = response.ok ? readOpmlResult(json) : null;
  if (!result) throw new OpmlUploadError(readOpmlError(response.status, json));
  return result;
}
