import type { TypedDocumentString } from '../gql/graphql';

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

/**
 * Takes a request that cannot reach the server (offline, or no answer) and answers for it, or
 * answers null to let it fail. The offline feature's outbox installs it (docs/OFFLINE.md).
 */
export type OfflineRequestHandler = (request: {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}) => Promise<unknown>;

let offlineHandler: OfflineRequestHandler | null = null;

export function setOfflineMutationHandler(handler: OfflineRequestHandler | null): void {
  offlineHandler = handler;
}

/** POSTs a typed document to /graphql with the session cookie and returns its `data`. */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const query = document.toString();
  const operationName = OPERATION_NAME.exec(query)?.[1];
  // The handler answers in the shape of this document's result (the outbox's answerWhileWaiting).
  const whileOffline = async () =>
    operationName && offlineHandler
      ? ((await offlineHandler({
          query,
          operationName,
          variables: variables ?? {},
        })) as TResult | null)
      : null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const answer = await whileOffline();
    if (answer !== null) return answer;
  }
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, operationName, variables: variables ?? {} }),
    });
  } catch {
    const answer = await whileOffline();
    if (answer !== null) return answer;
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
