/**
 * GET /avatars/:userId/:file: users' avatar pictures (accounts/avatars.service.ts), public like
 * Pocket's avatar URLs. The file name is the picture's content hash, so a reply is cached for a
 * year and never revalidated; any other name is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { AVATAR_CONTENT_TYPE } from '../../accounts/avatars.service.js';
import type { Services } from '../../services.js';
import { sendError } from '../errors.js';

export function avatarsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { userId: string; file: string } }>(
      '/avatars/:userId/:file',
      async (request, reply) => {
        const avatar = await services.avatars.read(request.params.userId, request.params.file);
        if (!avatar) return sendError(reply, 404, 'NOT_FOUND', 'There is no such picture.');
        void reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('ETag', avatar.etag);
        if (request.headers['if-none-match'] === avatar.etag) return reply.status(304).send();
        return reply.type(AVATAR_CONTENT_TYPE).send(avatar.bytes);
      },
    );
  };
}
