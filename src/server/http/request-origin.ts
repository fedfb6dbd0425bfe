/**
 * Where a request came from, for the two cookie rules (docs/API.md "Cookies and other origins"):
 * a state change must come from our own origin (csrf.ts), and a read made with the session
 * cookie must too, or it is served as if no cookie had been sent (auth.ts). The session cookie
 * is SameSite=Lax, so browsers send it from other ports and sibling subdomains of the same
 * site; without the second rule a page there could read a signed-in user's library.
 */
import type { FastifyRequest } from 'fastify';

/** The Origin header or, failing that, the Referer's origin; undefined when neither says. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The origin this request was addressed to (the page's own origin for same-origin calls). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether a request carrying the session cookie may act as its user. Bearer tokens are not
 * ambient credentials and are not judged here.
 *
 * - Sec-Fetch-Site (every current browser) says it directly: same-origin calls and requests
 *   the user made themselves (typed address, bookmark: "none") count; a top-level navigation
 *   from another site counts too, because its answer is shown to the user, never to the page
 *   that linked. Anything else from another origin (fetch, XHR, script, image) does not.
 * - Without it (older browsers, scripts), an Origin header naming another origin does not count;
 *   a request that names no origin at all is not a browser's cross-origin call.
 */
export function mayUseSessionCookie(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const fromOwnOrigin =
    origin === undefined || origin === publicOrigin || origin === ownOrigin(request);
  if (typeof site === 'string') {
    if (site === 'same-origin' || site === 'none') return fromOwnOrigin;
    return request.headers['sec-fetch-mode'] === 'navigate' && request.method === 'GET';
  }
  return fromOwnOrigin;
}
