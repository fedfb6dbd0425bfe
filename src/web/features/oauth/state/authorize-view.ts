/**
 * What the /auth/authorize page shows, derived from the request query and the decision
 * mutation. Pure, so the mapping of server answers (404, 409, 410, network) to states is tested
 * without a browser.
 */
import { NEVER_FOR_APPS, scopeWords } from '../../../../common/token-scopes';
import { ApiError } from '../../../lib/http';

/** The server's view of one request token (GET /api/oauth/requests/:code). */
export type OAuthRequestStatus = 'pending' | 'approved' | 'denied' | 'used' | 'expired';

export interface OAuthRequestInfo {
  code: string;
  consumerKey: string;
  /** The name of an app Satchel knows by its key (its own extension), null for any other. */
  appName?: string | null;
  /** What the app's token will be allowed to do (src/common/token-scopes.ts). */
  scopes: string[];
  redirectUri: string;
  status: OAuthRequestStatus;
}

/** The consent page's two lists: what this app's scopes allow, and what no app can do. */
export function permissionsOf(request: Pick<OAuthRequestInfo, 'scopes'>): {
  can: string[];
  cannot: readonly string[];
} {
  return { can: scopeWords(request.scopes), cannot: NEVER_FOR_APPS };
}

/** A state that ends the flow on this page: nothing to decide any more. */
export type AuthorizeProblem = 'not-found' | 'expired' | 'answered';

export type AuthorizeView =
  | { kind: 'loading' }
  | { kind: 'problem'; problem: AuthorizeProblem }
  | { kind: 'load-error'; message: string }
  | {
      kind: 'ask';
      request: OAuthRequestInfo;
      /** Scheme and host of the redirect URI, or null when it cannot be parsed. */
      destination: RedirectDestination | null;
      deciding: boolean;
      /** Why the last Allow/Deny did not go through (the buttons work again). */
      decisionError: string | null;
    }
  | { kind: 'sent'; approved: boolean };

/** Server answers that end the flow (not found, expired, already answered); null for others. */
export function problemOf(error: unknown): AuthorizeProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.status === 400) return 'not-found';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return /expired/i.test(error.message) ? 'expired' : 'answered';
  return null;
}

/** The problem a request's status means, or null while it still waits for an answer. */
export function problemOfStatus(status: OAuthRequestStatus): AuthorizeProblem | null {
  if (status === 'pending') return null;
  return status === 'expired' ? 'expired' : 'answered';
}

const SCHEMES_REFUSED = new Set(['javascript:', 'data:', 'vbscript:', 'file:']);

/** A redirect the browser may follow: absolute, and not a script or local-file scheme. */
export function isSafeRedirect(uri: string): boolean {
  try {
    return !SCHEMES_REFUSED.has(new URL(uri).protocol);
  } catch {
    return false;
  }
}

/** Where the browser goes next, as the visitor should read it. */
export interface RedirectDestination {
  /** `https://example.com` for a web address, `myapp:` for an app's own scheme without a host. */
  address: string;
  /** False for an app's own scheme (the browser hands over to an app on the device). */
  web: boolean;
}

/**
 * Scheme and host of a redirect URI; path and query are left out on purpose: the host is what a
 * visitor can judge. Null when it is not an absolute URI.
 */
export function redirectDestination(uri: string): RedirectDestination | null {
  try {
    const url = new URL(uri);
    return {
      address: url.host ? `${url.protocol}//${url.host}` : url.protocol,
      web: url.protocol === 'http:' || url.protocol === 'https:',
    };
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Satchel could not be reached. Check your connection and try again.';
}

export interface AuthorizeInputs {
  /** The `request_token` query parameter (null or empty when absent). */
  code: string | null;
  query: { status: 'pending' | 'error' | 'success'; data?: OAuthRequestInfo; error: unknown };
  decision: {
    status: 'idle' | 'pending' | 'error' | 'success';
    /** The answer being (or last) sent: true for Allow. */
    approve?: boolean;
    error: unknown;
  };
}

export function authorizeView({ code, query, decision }: AuthorizeInputs): AuthorizeView {
  if (!code) return { kind: 'problem', problem: 'not-found' };
  if (decision.status === 'success') return { kind: 'sent', approved: decision.approve === true };
  if (decision.status === 'error') {
    const problem = problemOf(decision.error);
    if (problem) return { kind: 'problem', problem };
  }
  if (query.status === 'pending') return { kind: 'loading' };
  if (query.status === 'error' || !query.data) {
    const problem = problemOf(query.error);
    return problem
      ? { kind: 'problem', problem }
      : { kind: 'load-error', message: messageOf(query.error) };
  }
  const problem = problemOfStatus(query.data.status);
  if (problem) return { kind: 'problem', problem };
  return {
    kind: 'ask',
    request: query.data,
    destination: redirectDestination(query.data.redirectUri),
    deciding: decision.status === 'pending',
    decisionError:
      decision.status === 'error' ? `Your answer was not sent. ${messageOf(decision.error)}` : null,
  };
}
