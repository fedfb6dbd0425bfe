/**
 * OPML in and out. Import: `POST /api/feeds/opml`, multipart with one `file` part (at most 2 MB),
 * sent same-origin with the session cookie; the browser's Origin header is what the server's
 * CSRF check reads, as for the avatar upload. Export: a plain link to `GET /api/feeds/opml`,
 * which answers an attachment.
 */
import { opmlErrorMessage, readOpmlResult } from '../state/opml-result';
import type { OpmlImportResult } from '../state/opml-result';

export const OPML_PATH = '/api/feeds/opml';

/** The largest file the server takes. */
export const OPML_MAX_BYTES = 2 * 1024 * 1024;

export class OpmlImportError extends Error {
  override readonly name = 'OpmlImportError';
}

export async function importOpml(file: File): Promise<OpmlImportResult> {
  if (file.size > OPML_MAX_BYTES) {
    throw new OpmlImportError('That file is too large: an OPML file can be up to 2 MB.');
  }
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(OPML_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch {
    throw new OpmlImportError('Could not reach the server. Check your connection.');
  }
  const json: unknown = await response.json().catch(() => null);
  const result = response.ok ? readOpmlResult(json) : null;
  if (!result) throw new OpmlImportError(opmlErrorMessage(response.status, json));
  return result;
}
