/**
 * Pocket v3 error replies: an HTTP status plus X-Error-Code and X-Error headers, body {error}.
 * Codes follow Pocket's where it had one (docs/POCKET-COMPATIBILITY.md §3.1, §3.5).
 */
import type { FastifyReply } from 'fastify';
import { DomainError, type ErrorKind } from '../../core/errors.js';
import { OauthError } from '../../oauth/oauth.types.js';
import { STATUS_BY_KIND } from '../errors.js';

export const V3_ERROR_CODE: Record<ErrorKind, number> = {
  BAD_USER_INPUT: 130,
  UNAUTHENTICATED: 107,
  FORBIDDEN: 5200,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 199,
};

/** The v3 error headers and status; the body is `{error}` unless a route answers more. */
export function sendV3Error(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  body: object = { error: message },
) {
  return reply
    .status(status)
    .header('X-Error-Code', String(code))
    .header('X-Error', message.replace(/[^\x20-\x7e]/g, '?'))
    .send(body);
}

/** A domain error as a v3 error reply; an OauthError carries Pocket's own code (§3.2). */
export function sendV3DomainError(reply: FastifyReply, error: DomainError) {
  const code = error instanceof OauthError ? error.pocketCode : V3_ERROR_CODE[error.kind];
  return sendV3Error(reply, STATUS_BY_KIND[error.kind], code, error.message);
}

/** Wraps a v3 handler so that domain errors become v3 error replies. */
export function v3Handler<R>(handler: (reply: FastifyReply) => Promise<R>) {
  return async (reply: FastifyReply): Promise<R | FastifyReply> => {
    try {
      return await handler(reply);
    } catch (error) {
      if (error instanceof DomainError) return sendV3DomainError(reply, error);
      throw error;
    }
  };
}
