/**
 * GET /api/export: the signed-in user's library as a ZIP in Pocket's export format
 * (exports/export.service.ts), streamed as it is made. Session cookie only (401 otherwise);
 * 10 exports per user per hour (429). The reply is never cached.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';

export function exportRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    // No automatic HEAD route: a HEAD would build an export and use up one of the hour's ten.
    app.get('/api/export', { exposeHeadRoute: false }, async (request, reply) => {
      const { fileName, stream } = services.exports.start(requireActor(request));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    });
  };
}
