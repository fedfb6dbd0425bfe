/**
 * `PUT <upload url>`: sends the export file's bytes to our upload endpoint. XMLHttpRequest
 * rather than fetch because only it reports how much of the body has been sent, which the
 * modal's progress bar follows. The server answers 202 `{"import":{"id"}}`, or an error as
 * `{"error":{"code","message"}}` (400 unreadable, 403 link expired, 413 too big, 429 too many).
 */

export interface UploadAccepted {
  importId: string | null;
}

/** A refused or failed upload: the server's status and message (status 0: no answer). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  /** Percent of the body sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The import id of a 202 answer (null when the body does not carry one). */
export function acceptedImportId(body: string): string | null {
  const json = parseJson(body);
  if (!isRecord(json) || !isRecord(json.import)) return null;
  const id = json.import.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * The error of a failed upload as the user reads it (docs/PRODUCT.md §8: the status and text of the
 * failed upload): the server's message when it sent one, then the HTTP status.
 */
export function uploadError(status: number, statusText: string, body: string): UploadError {
  const json = parseJson(body);
  const error = isRecord(json) && isRecord(json.error) ? json.error : null;
  const code = error && typeof error.code === 'string' ? error.code : null;
  const message =
    error && typeof error.message === 'string' && error.message.trim()
      ? error.message.trim()
      : `The upload failed${statusText ? `: ${statusText}` : ''}.`;
  return new UploadError(`${message} (error ${status})`, status, code);
}

export function uploadImportFile(
  url: string,
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadAccepted> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // Same-origin URL: the session cookie goes with it (withCredentials only matters cross-origin).
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ importId: acceptedImportId(xhr.responseText) });
      } else {
        reject(uploadError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () =>
      reject(
        new UploadError(
          'The upload did not reach the server. Check your connection and try again.',
          0,
          null,
        ),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(file);
  });
}
