/**
 * Pocket v3 listen (docs/POCKET-COMPATIBILITY.md §3.6): GET or POST /v3/getItemAudio {itemId,
 * version: 2}. Answers {status: 1, files: [{url, duration, size, format: 'opus', voice}]} when the
 * item's audio is ready, {status: 1, files: [], pending: true} while it renders (asking queues it),
 * and a v3 error otherwise: 404 for an item not in the caller's saves, 409 when there is no
 * article text (not parsed yet, failed, a video), 503 when the render failed (retry=1 queues
 * it again). `duration` is in whole seconds, as Pocket's was; `duration_ms` is exact. A GET
 * carrying the session cookie is refused (403): tokens may GET, the web client POSTs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { v3WriteActor } from './v3-actions-actor.js';
import { v3Handler } from './v3-errors.js';
import { flag, paramsOf } from './v3-params.js';

export function v3AudioRoutes(services: Services) {
  const getItemAudio = async (request: FastifyRequest) => {
    // Asking may queue a render: a cookie GET (not CSRF-checked) is refused, as /v3/send does.
    const actor = await v3WriteActor(request, services);
    const params = paramsOf(request);
    const itemId = params.itemId ?? params.item_id;
    if (itemId === undefined || itemId === '') throw badInput('itemId is required.', 'itemId');
    if (params.version !== undefined && params.version !== 2 && params.version !== '2') {
      throw badInput('Only version 2 is supported.', 'version');
    }
    const state = await services.audio.request(actor, itemId, flag(params.retry));
    if (state.status === 'PENDING') {
      return { status: 1, error: null, files: [], pending: true, voice: state.voice };
    }
    const file = state.file;
    return {
      status: 1,
      error: null,
      pending: false,
      files: [
        {
          url: file.url,
          duration: Math.round(file.durationSeconds),
          duration_ms: Math.round(file.durationSeconds * 1000),
          size: file.sizeBytes,
          format: file.format,
          content_type: 'audio/ogg; codecs=opus',
          voice: file.voice,
          truncated: file.truncated,
        },
      ],
    };
  };
  return async (app: FastifyInstance) => {
    app.get('/v3/getItemAudio', (request, reply) => v3Handler(() => getItemAudio(request))(reply));
    app.post('/v3/getItemAudio', (request, reply) => v3Handler(() => getItemAudio(request))(reply));
  };
}
