/**
 * CSRF protection for cookie-authenticated state changes: a non-GET request that carries the
 * session cookie (or logs in / signs up) must come from our own origin, shown by its Origin
 * header or, failing that, its Referer. Bearer-token calls are not exposed to CSRF and skip it.
 */
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './auth.js';
import { sendError } from './errors.js';
import { ownOrigin, requestOrigin } from './request-origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCsrf(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization?.toLowerCase().startsWith('bearer ')) return;
    const usesCookie = request.cookies[SESSION_COOKIE] !== undefined;
    if (!usesCookie && !request.url.startsWith('/api/auth/')) return;
    const origin = requestOrigin(request);
    if (origin === publicOrigin || origin === ownOrigin(request)) return;
    return sendError(
      reply,
      403,
      'CSRF_REJECTED',
      origin
        ? `Requests from ${origin} may not act on your Satchel account.`
        : 'This request did not say where it came from (no Origin or Referer header), so it was refused.',
    );
  });
}
