/**
 * Pocket's OAuth for third-party apps (docs/POCKET-COMPATIBILITY.md §3.2): POST /v3/oauth/request
 * gives an app a code, POST /v3/oauth/authorize trades the user-approved code for an access token.
 * Replies are form-urlencoded unless `X-Accept: application/json` (Pocket's OAuth default);
 * errors are v3 errors with Pocket's codes (138, 152, 181, 182, 185, 158, 159).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { sendV3DomainError, sendV3Error, V3_ERROR_CODE } from './v3-errors.js';
import { paramsOf } from './v3-params.js';

/** Calls per minute from one address to each endpoint: codes are stored rows anyone may create. */
export const OAUTH_CALLS_PER_MINUTE = 60;

const rateLimit = {
  rateLimit: {
    max: OAUTH_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new DomainError('RATE_LIMITED', `Too many OAuth calls. Try again in ${context.after}.`),
  },
};

/** A body that did not parse: a v3 400 (130) through v3OauthErrors. */
function badBody(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * Bodies as published clients send them. Fastify's JSON parser refused (400) an empty body
 * under `Content-Type: application/json` from clients that put the parameters in the query
 * string; `fetch` with a JSON string and no content type sends text/plain, which was read as no
 * parameters at all (400 138). Here an empty body is no body, and text/plain holds JSON or a form.
 */
function parseOauthBody(
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) {
  const text = body.trim();
  if (text === '') return done(null, undefined);
  const json = /json/i.test(request.headers['content-type'] ?? '') || /^[[{]/.test(text);
  if (!json) return done(null, Object.fromEntries(new URLSearchParams(text)));
  try {
    return done(null, JSON.parse(text));
  } catch {
    return done(badBody('The body is not valid JSON.'));
  }
}

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers['x-accept'];
  return typeof accept === 'string' && accept.toLowerCase().includes('application/json');
}

/** JSON or form-urlencoded by X-Accept; null values are left out of the form. */
function sendOauth(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, string | null>,
) {
  if (wantsJson(request)) return reply.send(body);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== null) form.set(key, value);
  return reply.type('application/x-www-form-urlencoded; charset=utf-8').send(form.toString());
}

/** Every error of these routes (domain, bad body, rate limit) as a v3 error. */
function v3OauthErrors(
  error: FastifyError | DomainError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof DomainError) return sendV3DomainError(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendV3Error(reply, status, V3_ERROR_CODE.BAD_USER_INPUT, error.message);
  }
  throw error; // the app's handler logs it and answers 500
}

export function v3OauthRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler(v3OauthErrors);
    // Only for these two routes (Fastify encapsulates parsers per plugin).
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      parseOauthBody,
    );

    app.post('/v3/oauth/request', { config: rateLimit }, async (request, reply) => {
      const { code, state } = await services.oauth.createRequest(paramsOf(request));
      return sendOauth(request, reply, { code, state });
    });

    app.post('/v3/oauth/authorize', { config: rateLimit }, async (request, reply) => {
      const grant = await services.oauth.exchange(paramsOf(request));
      return sendOauth(request, reply, {
        access_token: grant.accessToken,
        username: grant.username,
        state: grant.state,
      });
    });
  };
}
