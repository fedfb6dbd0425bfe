/**
 * FetchError: why fetching a page failed, and whether trying again later can help.
 * The article job retries a failed fetch with backoff only when `permanent` is false.
 */

/** What went wrong while fetching a page. */
export type FetchErrorKind =
  | 'BLOCKED_ADDRESS'
  | 'INVALID_URL'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_ERROR'
  | 'NETWORK';

/** Kinds that fail the same way on every attempt; HTTP_ERROR depends on the status. */
const PERMANENT_KINDS: ReadonlySet<FetchErrorKind> = new Set([
  'BLOCKED_ADDRESS',
  'INVALID_URL',
  'TOO_LARGE',
  'TOO_MANY_REDIRECTS',
]);

/**
 * Socket and resolver codes that mean nothing can be reached at this address: the name does not
 * exist (ENOTFOUND: no such domain, or no address record) or nothing listens there (ECONNREFUSED).
 * Retrying over the next minutes only keeps the user waiting on "Fetching…", so these fail at
 * once; a resolver that could not answer (EAI_AGAIN), a reset, an unreachable network or a
 * timeout may pass and are retried.
 */
export const UNREACHABLE_CODES: ReadonlySet<string> = new Set(['ENOTFOUND', 'ECONNREFUSED']);

/** The `code` of a Node or undici error (ECONNREFUSED, ENOTFOUND …), or ''. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Whether an HTTP status will answer the same on a retry: 4xx except 408 and 429 (and a 3xx
 * that cannot be followed). 5xx, 408 Request Timeout and 429 Too Many Requests are worth a retry.
 */
export function isPermanentStatus(status: number): boolean {
  return status < 500 && status !== 408 && status !== 429;
}

/**
 * A failed page fetch. `permanent` tells the job runner not to retry: the kind decides, unless
 * the thrower knows better (a NETWORK error whose host does not exist or refuses connections).
 */
export class FetchError extends Error {
  readonly kind: FetchErrorKind;
  readonly permanent: boolean;
  /** The HTTP status, for HTTP_ERROR. */
  readonly status?: number;

  constructor(
    kind: FetchErrorKind,
    message: string,
    options?: { status?: number; cause?: unknown; permanent?: boolean },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'FetchError';
    this.kind = kind;
    if (options?.status !== undefined) this.status = options.status;
    this.permanent =
      options?.permanent ??
      (kind === 'HTTP_ERROR'
        ? isPermanentStatus(options?.status ?? 500)
        : PERMANENT_KINDS.has(kind));
  }
}
