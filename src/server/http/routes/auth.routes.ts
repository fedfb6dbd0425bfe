/** POST /api/auth/signup, /api/auth/login, /api/auth/logout (docs/API.md "Accounts (JSON)"). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginInputSchema } from '../../../common/account-rules.js';
import type { Config } from '../../config.js';
import { DomainError } from '../../core/errors.js';
import { parseInput } from '../../core/validate.js';
import type { Services } from '../../services.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../auth.js';
import { ensureGuid } from '../guid.js';
import { presentUser } from '../presenters/user.presenter.js';

const tooMany = (what: string) => (_request: FastifyRequest, context: { after: string }) =>
  new DomainError('RATE_LIMITED', `Too many ${what}. Try again in ${context.after}.`);

export function authRoutes(services: Services, config: Config) {
  const secure = config.publicUrl.startsWith('https:');
  return async (app: FastifyInstance) => {
    const meta = (request: FastifyRequest) => ({
      userAgent: request.headers['user-agent'] ?? null,
      ip: request.ip,
    });

    app.post(
      '/api/auth/signup',
      {
        config: {
          rateLimit: {
            max: config.rateLimits.signupPerHour,
            timeWindow: '1 hour',
            errorResponseBuilder: tooMany('sign-ups from this address'),
          },
        },
      },
      async (request, reply) => {
        const user = await services.accounts.signup(request.body);
        const session = await services.auth.createSession(user.id, meta(request));
        setSessionCookie(reply, session.cookieValue, session.expiresAt, secure);
        ensureGuid(request, reply, secure);
        return reply.status(201).send({ user: presentUser(user) });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: {
          rateLimit: {
            max: config.rateLimits.loginPerMinute,
            timeWindow: '1 minute',
            errorResponseBuilder: tooMany('login attempts'),
          },
        },
      },
      async (request, reply) => {
        const input = parseInput(loginInputSchema, request.body ?? {});
        const user = await services.accounts.verifyCredentials(input.login, input.password);
        // Rotation: a session from before the login never carries over.
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await services.auth.revokeSession(previous);
        const session = await services.auth.createSession(user.id, meta(request));
        setSessionCookie(reply, session.cookieValue, session.expiresAt, secure);
        ensureGuid(request, reply, secure);
        return { user: presentUser(user) };
      },
    );

    app.post('/api/auth/logout', async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie) await services.auth.revokeSession(cookie);
      clearSessionCookie(reply, secure);
      return reply.status(204).send();
    });
  };
}
