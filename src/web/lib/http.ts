/** JSON requests to the REST endpoints (/api/*, /v3/*) with the session cookie. */

export type ApiErrorField = 'email' | 'username' | 'password' | 'login';

/** An HTTP error with the server's `{error: {code, message, field?}}` body or v3 `X-Error*` headers. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly field: ApiErrorField | null = null,
  ) {
    super(message);
  }
}

const FIELDS: readonly ApiErrorField[] = ['email', 'username', 'password', 'login'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const fallback =
    response.status === 429
      ? 'Too many attempts. Please wait a moment and try again.'
      : 'Something went wrong. Please try again.';
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error) {
    const message = typeof error.message === 'string' ? error.message : fallback;
    const code = typeof error.code === 'string' ? error.code : null;
    const field = FIELDS.find((f) => f === error.field) ?? null;
    return new ApiError(message, response.status, code, field);
  }
  const headerMessage = response.headers.get('X-Error');
  const headerCode = response.headers.get('X-Error-Code');
  return new ApiError(headerMessage ?? fallback, response.status, headerCode);
}

/** Sends a request and resolves with the parsed JSON body (null for 204); throws {@link ApiError}. */
export async function apiRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const body = response.status === 204 ? null : await readJson(response);
  if (!response.ok) throw toApiError(response, body);
  return body as T;
}
