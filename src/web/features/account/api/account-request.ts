/**
 * POSTs to the account endpoints (/v3/acctchange, /v3/setAvatar, /v3/accountClear,
 * /v3/accountDelete) with the session cookie. They answer `{"status":1,…}`, or a 4xx with
 * `{"status":0,"error":"<sentence>","field":"<field>"}` that the page shows next to that field:
 * lib/http's apiRequest reads `{error:{message,field}}` bodies and a closed set of fields, so the
 * account calls read their own shape here (and fall back to the v3 `X-Error` header).
 */

/** A refused or failed account call: the server's sentence and the field it is about. */
export class AccountError extends Error {
  override readonly name = 'AccountError';
  constructor(
    message: string,
    /** HTTP status (0: no answer). */
    readonly status: number,
    /** The request field the message is about (e.g. "password", "newusername"), or null. */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'Could not reach the server. Check your connection.';
const TOO_MANY = 'Too many attempts. Please wait a moment and try again.';
const FAILED = 'Something went wrong. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The error of a reply that is not a success (`status` is the HTTP status). */
export function accountErrorOf(status: number, body: unknown, header: string | null): AccountError {
  const record = isRecord(body) ? body : {};
  const nested = isRecord(record.error) ? record.error : null;
  const sentence =
    typeof record.error === 'string'
      ? record.error
      : nested && typeof nested.message === 'string'
        ? nested.message
        : header;
  const rawField = nested ? nested.field : record.field;
  const field = typeof rawField === 'string' && rawField ? rawField : null;
  const fallback = status === 429 ? TOO_MANY : FAILED;
  return new AccountError(sentence?.trim() || fallback, status, field);
}

/**
 * Sends `body` (JSON, or FormData as multipart with the browser's own boundary) and resolves
 * with the reply when its `status` is 1; throws {@link AccountError} otherwise.
 */
export async function accountRequest<T extends object>(
  path: string,
  body: Record<string, unknown> | FormData,
): Promise<T & { status: 1 }> {
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: form
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: form ? body : JSON.stringify(body),
    });
  } catch {
    throw new AccountError(UNREACHABLE, 0);
  }
  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  const ok = response.ok && isRecord(json) && Number(json.status) === 1;
  if (!ok) {
    const status = response.ok ? 400 : response.status;
    throw accountErrorOf(status, json, response.headers.get('X-Error'));
  }
  return json as T & { status: 1 };
}

/** The message of an AccountError when it is about `fields`, else null. */
export function errorFor(error: unknown, ...fields: string[]): string | null {
  return error instanceof AccountError && error.field !== null && fields.includes(error.field)
    ? error.message
    : null;
}

/** The message of an error that no field of the form shows (so the form shows it). */
export function formError(error: unknown, ...shownFields: string[]): string | null {
  if (!error) return null;
  if (error instanceof AccountError && error.field !== null && shownFields.includes(error.field))
    return null;
  return error instanceof Error ? error.message : FAILED;
}
