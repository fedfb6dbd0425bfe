/**
 * Turns errors into responses: domain errors keep their message and get a fitting status,
 * Fastify's own 4xx errors (bad JSON, too large) keep theirs, and anything else is logged and
 * answered with a generic 500 — bad input must never end up there.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { DomainError, type ErrorKind } from '../core/errors.js';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  field?: string,
) {
  const body: ErrorBody = { error: { code, message, ...(field ? { field } : {}) } };
  return reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return sendError(reply, STATUS_BY_KIND[error.kind], error.kind, error.message, error.field);
    }
    if (error.validation) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, '') ||
        (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      return sendError(reply, 400, 'BAD_USER_INPUT', `Invalid request: ${error.message}`, field);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.code ?? 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      reply,
      500,
      'INTERNAL_SERVER_ERROR',
      'Something went wrong on our side. Please try again.',
    );
  });
}
