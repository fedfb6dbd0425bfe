/**
 * Authentication for every request: `Authorization: Bearer <token>` or the session cookie.
 * Sets request.actor (undefined for visitors); routes that need a user call requireActor().
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor.js';
import { unauthenticated } from '../core/errors.js';
import type { Services } from '../services.js';

export const SESSION_COOKIE = 'satchel_session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | undefined;
    /** Set when the caller sent credentials that did not check out. */
    authFailure: string | undefined;
  }
}

export function registerAuth(app: FastifyInstance, services: Services): void {
  app.decorateRequest('actor', undefined);
  app.decorateRequest('authFailure', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header) {
      const [scheme, token] = header.split(' ', 2);
      if (scheme?.toLowerCase() === 'bearer' && token) {
        request.actor = await services.auth.resolveBearer(token);
        if (!request.actor)
          request.authFailure = 'The access token is invalid or has been revoked.';
        return;
      }
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) {
      request.actor = await services.auth.resolveSession(cookie);
      if (!request.actor) request.authFailure = 'Your session has ended. Please log in again.';
    }
  });
}

/** The caller, or a 401 DomainError. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated(request.authFailure);
  return request.actor;
}

export function setSessionCookie(
  reply: FastifyReply,
  value: string,
  expires: Date,
  secure: boolean,
): void {
  void reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
