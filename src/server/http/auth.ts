/**
 * Authentication for every request: `Authorization: Bearer <token>` or the session cookie.
 * Sets request.actor (undefined for visitors); routes that need a user call requireActor().
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OwnAccount } from '../accounts/accounts.service.js';
import type { AuthService, Authenticated } from '../accounts/auth.service.js';
import type { Actor } from '../core/actor.js';
import { unauthenticated } from '../core/errors.js';
import type { Services } from '../services.js';
import { mayUseSessionCookie } from './request-origin.js';

export const SESSION_COOKIE = 'satchel_session';

const CROSS_ORIGIN_FAILURE =
  'Your Satchel session is not accepted from another site. Open Satchel itself, or use an access token.';

const PUBLIC_PREFIXES = ['/image-cache', '/healthz', '/readyz', '/assets/', '/avatars/'];

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | undefined;
    /** The caller's account, read together with the credential. */
    viewer: OwnAccount | undefined;
    /** Set when the caller sent credentials that did not check out. */
    authFailure: string | undefined;
  }
}

export function registerAuth(app: FastifyInstance, services: Services, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.decorateRequest('actor', undefined);
  app.decorateRequest('viewer', undefined);
  app.decorateRequest('authFailure', undefined);
  const accept = (request: FastifyRequest, caller: Authenticated | undefined, failure: string) => {
    request.actor = caller?.actor;
    request.viewer = caller?.user;
    if (!caller) request.authFailure = failure;
  };
  app.addHook('onRequest', async (request) => {
    // Public routes that never act for a user skip the session lookup (one query per thumbnail);
    // the image cache asks hasCredentials() itself when it has to render.
    if (PUBLIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const found = await lookUpCaller(services.auth, request, publicOrigin);
    if (found) accept(request, found.caller, found.failure);
  });
}

/**
 * The caller named by the request's Bearer token or session cookie, with the message for when
 * it does not check out; undefined when the request carries neither.
 */
async function lookUpCaller(
  auth: AuthService,
  request: FastifyRequest,
  publicOrigin: string,
): Promise<{ caller: Authenticated | undefined; failure: string } | undefined> {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ', 2);
    if (scheme?.toLowerCase() === 'bearer' && token) {
      const caller = await auth.resolveBearer(token);
      return { caller, failure: 'The access token is invalid or has been revoked.' };
    }
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie && !mayUseSessionCookie(request, publicOrigin)) {
    return { caller: undefined, failure: CROSS_ORIGIN_FAILURE };
  }
  if (cookie) {
    const caller = await auth.resolveSession(cookie);
    return { caller, failure: 'Your session has ended. Please log in again.' };
  }
  return undefined;
}

/** Whether the request carries a valid token or session (for routes the hook skips). */
export async function hasCredentials(
  auth: AuthService,
  request: FastifyRequest,
  publicUrl: string,
): Promise<boolean> {
  if (request.actor) return true;
  return (await lookUpCaller(auth, request, new URL(publicUrl).origin))?.caller !== undefined;
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
