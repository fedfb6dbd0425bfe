/**
 * Who a v3 call acts for (docs/POCKET-COMPATIBILITY.md §3.1): the session cookie or an
 * `Authorization: Bearer` token (the auth hook, auth.ts), or — as Pocket's third-party clients send
 * it — an `access_token` parameter in the query string or the body. The body is parsed after the
 * auth hook runs, so the parameter is read here, per route.
 *
 * A token an app was granted by OAuth works only with that app's `consumer_key` (docs/API.md
 * "Tokens and consumer keys"): another key is refused, and so is none when the token comes as the
 * `access_token` parameter. Without a key, a Bearer token is taken (Satchel's own extension sends
 * none). Sessions and personal tokens (the CLI's) belong to no app, so any key or none is taken.
 * The v3 rate limit's preHandler calls v3Actor for every /v3/ route, so a refused token is dropped
 * from the request before any route reads request.actor.
 */
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../core/actor.js';
import { unauthenticated } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';
import { paramsOf } from './v3-params.js';

const OTHER_APP = 'This access token was granted to another app: send its own consumer_key.';
const NO_KEY = 'Missing consumer key: send the consumer_key this access token was granted to.';

/** Why the actor's token may not be used with the call's consumer key; undefined when it may. */
function keyRefusal(actor: Actor, sentKey: unknown, tokenAsParameter: boolean): string | undefined {
  if (actor.consumerKey === null) return undefined;
  if (sentKey === undefined || sentKey === null || sentKey === '') {
    return tokenAsParameter ? NO_KEY : undefined;
  }
  return sentKey === actor.consumerKey ? undefined : OTHER_APP;
}

export async function v3Actor(request: FastifyRequest, services: Services): Promise<Actor> {
  const params = paramsOf(request);
  if (request.actor) {
    const refusal = keyRefusal(request.actor, params.consumer_key, false);
    if (!refusal) return request.actor;
    // The Bearer token checked out, but not for this app: the call goes on as signed out.
    request.actor = undefined;
    request.viewer = undefined;
    request.authFailure = refusal;
    throw unauthenticated(refusal);
  }
  const token = params.access_token;
  if (typeof token === 'string' && token !== '') {
    const caller = await services.auth.resolveBearer(token);
    if (!caller) throw unauthenticated('The access token is invalid or has been revoked.');
    const refusal = keyRefusal(caller.actor, params.consumer_key, true);
    if (refusal) {
      request.authFailure = refusal;
      throw unauthenticated(refusal);
    }
    request.actor = caller.actor;
    request.viewer = caller.user;
    return caller.actor;
  }
  return requireActor(request);
}
