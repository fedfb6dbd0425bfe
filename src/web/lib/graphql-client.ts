import type { TypedDocumentString } from '../gql/graphql';
import type { SaveChange } from './saved-items/save-changes';

/** One entry of a GraphQL response's `errors`. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string; status?: number; [key: string]: unknown };
}

/**
 * A failed GraphQL request. `status` is `errors[0].extensions.status` (e.g. 401 when signed out)
 * or the HTTP status; `code` is `errors[0].extensions.code` (e.g. BAD_USER_INPUT).
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    readonly errors: readonly GraphQLErrorEntry[],
  ) {
    super(message);
  }
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.status === 401;
}

/** True when a request got no answer at all (offline, or the server unreachable). */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.status === null &&
    error.code === null &&
    error.errors.length === 0
  );
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readErrors(body: unknown): GraphQLErrorEntry[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isRecord).map((entry) => ({
    message: typeof entry.message === 'string' ? entry.message : 'Request failed',
    extensions: isRecord(entry.extensions)
      ? (entry.extensions as GraphQLErrorEntry['extensions'])
      : undefined,
  }));
}

/** A GraphQL request exactly as it is sent. */
export interface GraphQLRequestBody {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A single-save change that may wait for the network (lib/saved-items/save-requests.ts): what it
 * is, typed, and the answer its caller gets while it waits.
 */
export interface QueueableChange<TResult> {
  change: SaveChange;
  answerWhileWaiting: (nowSeconds: number) => TResult;
}

/**
 * Keeps a change that cannot reach the server (offline, or no answer) to send later, and says
 * whether it did; when it did not, the request fails as it would have. The offline feature's
 * outbox installs it (docs/OFFLINE.md).
 */
export type OfflineChangeHandler = (
  request: GraphQLRequestBody,
  change: SaveChange,
) => Promise<boolean>;

let offlineHandler: OfflineChangeHandler | null = null;

export function setOfflineMutationHandler(handler: OfflineChangeHandler | null): void {
  offlineHandler = handler;
}

/** POSTs a typed document to /graphql with the session cookie and returns its `data`. */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  return send(document, variables ?? {}, null);
}

/**
 * graphqlRequest for a single-save change: when the server cannot be reached, the offline handler
 * may keep it, and the caller then gets `answerWhileWaiting`, so its optimistic update stays.
 */
export async function graphqlQueueableRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  queueable: QueueableChange<TResult>,
): Promise<TResult> {
  return send(document, variables as Record<string, unknown>, queueable);
}

async function send<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: Record<string, unknown>,
  queueable: QueueableChange<TResult> | null,
): Promise<TResult> {
  const query = document.toString();
  const operationName = OPERATION_NAME.exec(query)?.[1];
  const whileOffline = async (): Promise<{ answer: TResult } | null> => {
    if (!queueable || !operationName || !offlineHandler) return null;
    const kept = await offlineHandler({ query, operationName, variables }, queueable.change);
    return kept ? { answer: queueable.answerWhileWaiting(Math.floor(Date.now() / 1000)) } : null;
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const waiting = await whileOffline();
    if (waiting) return waiting.answer;
  }
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, operationName, variables }),
    });
  } catch {
    const waiting = await whileOffline();
    if (waiting) return waiting.answer;
    throw new GraphQLRequestError(
      'Could not reach the server. Check your connection.',
      null,
      null,
      [],
    );
  }
  const body: unknown = await response.json().catch(() => null);
  const errors = readErrors(body);
  const first = errors[0];
  if (first) {
    const status = typeof first.extensions?.status === 'number' ? first.extensions.status : null;
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
    const httpStatus = response.ok ? null : response.status;
    throw new GraphQLRequestError(first.message, status ?? httpStatus, code, errors);
  }
  if (!response.ok || !isRecord(body) || !('data' in body)) {
    throw new GraphQLRequestError(
      `The server answered ${response.status}.`,
      response.status,
      null,
      [],
    );
  }
  return body.data as TResult;
}

/** The answer to a runtime-built document: `data` and `errors` exactly as the server sent them. */
export interface RawGraphQLResult {
  data: Record<string, unknown> | null;
  errors: GraphQLErrorEntry[];
}

/**
 * POSTs an untyped document built at runtime (bulk edit's aliased batches) and returns data and
 * errors side by side, so the caller can tell which aliases failed. Throws GraphQLRequestError
 * only when the server cannot be reached or answers without a GraphQL body.
 */
export async function graphqlRawRequest(
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
): Promise<RawGraphQLResult> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, operationName, variables }),
    });
  } catch {
    throw new GraphQLRequestError(
      'Could not reach the server. Check your connection.',
      null,
      null,
      [],
    );
  }
  const body: unknown = await response.json().catch(() => null);
  const errors = readErrors(body);
  if (!isRecord(body) || (!('data' in body) && errors.length === 0)) {
    throw new GraphQLRequestError(
      `The server answered ${response.status}.`,
      response.status,
      null,
      [],
    );
  }
  const data = isRecord(body.data) ? body.data : null;
  return { data, errors };
}
