/**
 * Pocket v3's rate limits on every /v3/ route (docs/POCKET-COMPATIBILITY.md §3.1; api-limits/):
 * each call of an app is counted for its user (or, without one, its address) and its consumer key,
 * and the reply carries Pocket's six X-Limit-* headers. Past a limit the call is refused as Pocket
 * did: 403 with an X-Error saying when to try again (and Retry-After).
 *
 * Satchel's own web client is not an app: calls with a valid session cookie are neither counted
 * nor limited (its Listen player polls every two seconds). A signed-out call is counted for its
 * address whatever its headers say: `Sec-Fetch-Site: same-origin` is only a header, which any
 * script outside a browser can send. A preHandler, so the body's access_token and consumer_key
 * are parsed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLimit } from '../../api-limits/api-limits.service.js';
import { DomainError } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { v3Actor } from './v3-auth.js';
import { sendV3Error, V3_ERROR_CODE } from './v3-errors.js';
import { paramsOf } from './v3-params.js';

/** Pocket answered a call past its limits with 403 (its docs: "access denied … rate limiting"). */
export const V3_RATE_LIMITED_STATUS = 403;

const hasBearer = (request: FastifyRequest) =>
  /^bearer\s/i.test(request.headers.authorization ?? '');

/**
 * The user an app calls for; undefined for a call without valid credentials; 'web' for
 * Satchel's own web client, known by the session the auth hook resolved from its cookie.
 */
async function appCaller(
  request: FastifyRequest,
  services: Services,
): Promise<{ userId: number | undefined } | 'web'> {
  if (request.actor && !hasBearer(request)) return 'web';
  try {
    return { userId: (await v3Actor(request, services)).userId };
  } catch (error) {
    // No or bad credentials: the route answers that; the call counts for its address.
    if (!(error instanceof DomainError)) throw error;
    return { userId: undefined };
  }
}

function setLimitHeaders(reply: FastifyReply, who: 'User' | 'Key', limit: ApiLimit) {
  reply.header(`X-Limit-${who}-Limit`, String(limit.limit));
  reply.header(`X-Limit-${who}-Remaining`, String(limit.remaining));
  reply.header(`X-Limit-${who}-Reset`, String(limit.resetSeconds));
}

export function registerV3RateLimit(app: FastifyInstance, services: Services): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith('/v3/')) return;
    const caller = await appCaller(request, services);
    if (caller === 'web') return;
    const state = await services.apiLimits.count({
      userId: caller.userId,
      address: request.ip,
      consumerKey: paramsOf(request).consumer_key,
    });
    setLimitHeaders(reply, 'User', state.user);
    setLimitHeaders(reply, 'Key', state.key);
    if (!state.exceeded) return;
    const limit = state[state.exceeded];
    const who = state.exceeded === 'user' ? 'User' : 'Consumer key';
    reply.header('Retry-After', String(limit.resetSeconds));
    return sendV3Error(
      reply,
      V3_RATE_LIMITED_STATUS,
      V3_ERROR_CODE.RATE_LIMITED,
      `${who} rate limit exceeded (${limit.limit} calls an hour). Try again in ${limit.resetSeconds} seconds.`,
    );
  });
}
