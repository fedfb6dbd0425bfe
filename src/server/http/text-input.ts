/**
 * Applies src/common/text-rules.ts to everything a request carries as text — its query string,
 * path parameters and parsed JSON or form body (GraphQL variables included) — before any
 * handler runs, so no route can forget it. Literals inside a GraphQL document are checked by
 * graphql/text-literals.ts. Raw bodies (import files, avatars) are files, not text: their
 * readers clean what they take from them.
 *
 * The refusal speaks each transport's error language: GraphQL errors for /graphql, Pocket's
 * X-Error headers for /v3, and Satchel's `{error}` body elsewhere.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findForbiddenCharacter, forbiddenCharacterMessage } from '../../common/text-rules.js';
import { sendError } from './errors.js';
import { sendV3Error, V3_ERROR_CODE } from './rest/v3-errors.js';

function firstProblem(request: FastifyRequest) {
  const sources: Array<[unknown, (path: string) => string]> = [
    [request.params, () => 'The address'],
    [request.query, (path) => `The parameter "${path}"`],
  ];
  // Buffers and streams are files; only parsed JSON and form bodies are text.
  if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
    sources.push([request.body, (path) => (path ? `The field "${path}"` : 'The request')]);
  for (const [value, describe] of sources) {
    const found = findForbiddenCharacter(value, '');
    if (found) return { where: describe(found.path), ...found };
  }
  return undefined;
}

function refuse(request: FastifyRequest, reply: FastifyReply, field: string, message: string) {
  const path = request.url.split('?', 1)[0]!;
  if (path === '/graphql') {
    return reply.status(400).send({
      errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }],
    });
  }
  if (path.startsWith('/v3/'))
    return sendV3Error(reply, 400, V3_ERROR_CODE.BAD_USER_INPUT, message);
  return sendError(reply, 400, 'BAD_USER_INPUT', message, field);
}

export function registerTextInputRule(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const problem = firstProblem(request);
    if (!problem) return;
    return refuse(
      request,
      reply,
      problem.path,
      forbiddenCharacterMessage(problem.where, problem.character),
    );
  });
}
