/**
 * Who a v3 call acts for (docs/POCKET-COMPATIBILITY.md §3.1): the session cookie or an
 * `Authorization: Bearer` token (the auth hook, auth.ts), or — as Pocket's third-party clients send
 * it — an `access_token` parameter in the query string or the body. The body is parsed after the
 * auth hook runs, so the parameter is read here, per route. `consumer_key` is accepted and not
 * checked: Satchel has no registered applications (access tokens come from `npm run cli`).
 */
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../core/actor.js';
import { unauthenticated } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';
import { paramsOf } from './v3-params.js';

export async function v3Actor(request: FastifyRequest, services: Services): Promise<Actor> {
  if (request.actor) return request.actor;
  const token = paramsOf(request).access_token;
  if (typeof token === 'string' && token !== '') {
    const caller = await services.auth.resolveBearer(token);
    if (!caller) throw unauthenticated('The access token is invalid or has been revoked.');
    request.actor = caller.actor;
    request.viewer = caller.user;
    return caller.actor;
  }
  return requireActor(request);
}
