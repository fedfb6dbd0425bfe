/**
 * Calls to the user's Satchel with the extension's token: Pocket's /v3 endpoints and GraphQL
 * (docs/EXTENSION.md, "What it sends"). Every failure becomes a SatchelError whose message is a
 * sentence for the panel; `kind` tells the caller whether to queue, reconnect or just say it.
 */
import { instanceLabel } from './instance.js';
import { forgetConnection, type Connection } from './settings.js';

export type FailureKind = 'unreachable' | 'unauthorized' | 'refused';

export class SatchelError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status = 0,
  ) {
    super(message);
  }
}

export const REVOKED_REASON =
  'Satchel no longer accepts this browser’s access (it was revoked in Connected apps, or the account changed). Connect again to keep saving.';

/** Answers that mean "not reachable right now": worth queueing and trying later. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function unreachable(instance: string): SatchelError {
  return new SatchelError(`${instanceLabel(instance)} can’t be reached right now.`, 'unreachable');
}

/** fetch that turns a network failure or a time-out into an "unreachable" SatchelError. */
export async function callSatchel(
  instance: string,
  path: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${instance}${path}`, {
      ...init,
      // Only the token speaks for the user: never a session cookie of the instance's site.
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw unreachable(instance);
  }
  if (GATEWAY_STATUSES.has(response.status)) throw unreachable(instance);
  return response;
}

/** The sentence a v3 error carries (X-Error), or one made from its status. */
function v3Message(response: Response): string {
  const header = response.headers.get('X-Error');
  if (header) return header;
  return `Satchel answered with an error (HTTP ${response.status}).`;
}

/** A 401 means the token is gone: forget it so the panel shows Connect with the reason. */
async function refuseUnauthorized(): Promise<never> {
  await forgetConnection(REVOKED_REASON);
  throw new SatchelError(REVOKED_REASON, 'unauthorized', 401);
}

export async function postV3<T>(
  connection: Connection,
  path: string,
  body: Record<string, unknown>,
  timeoutMs = 20_000,
): Promise<T> {
  const response = await callSatchel(
    connection.instance,
    path,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Accept': 'application/json',
        Authorization: `Bearer ${connection.token}`,
      },
      body: JSON.stringify(body),
    },
    timeoutMs,
  );
  if (response.status === 401) return refuseUnauthorized();
  if (!response.ok) throw new SatchelError(v3Message(response), 'refused', response.status);
  return (await response.json()) as T;
}

interface GraphqlError {
  message: string;
  extensions?: { status?: number; code?: string };
}

/**
 * Runs one GraphQL document; `T` and `V` are its generated result and variables types
 * (extension/src/gql/graphql.ts).
 */
export async function graphql<T, V extends Record<string, unknown> = Record<string, never>>(
  connection: Connection,
  query: string,
  variables: V = {} as V,
): Promise<T> {
  const response = await callSatchel(
    connection.instance,
    '/graphql',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${connection.token}`,
      },
      body: JSON.stringify({ query, variables }),
    },
    10_000,
  );
  if (response.status === 401) return refuseUnauthorized();
  let body: { data?: T; errors?: GraphqlError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new SatchelError(
      `Satchel answered with an error (HTTP ${response.status}).`,
      'refused',
      response.status,
    );
  }
  const errors = body.errors ?? [];
  if (
    errors.some((e) => e.extensions?.status === 401 || e.extensions?.code === 'UNAUTHENTICATED')
  ) {
    return refuseUnauthorized();
  }
  if (errors.length > 0 || body.data === undefined) {
    const message = errors.map((e) => e.message).join(' ') || 'Satchel sent an empty answer.';
    throw new SatchelError(message, 'refused', response.status);
  }
  return body.data;
}

/** A sentence for any failure, SatchelError or not. */
export function describeFailure(error: unknown): string {
  if (error instanceof SatchelError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
