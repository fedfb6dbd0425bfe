/**
 * GET or POST /v3/add (docs/POCKET-COMPATIBILITY.md §3.3): saves `url` with an optional `title` and
 * `tags`; answers {item, status: 1} with the add-item object.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { addSave } from './v3-actions-saves.js';
import { presentAddItem } from './v3-add-item.presenter.js';
import { v3WriteActor } from './v3-actions-actor.js';
import { v3Handler } from './v3-errors.js';
import { paramsOf } from './v3-params.js';

export function v3AddRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const add = (request: FastifyRequest, reply: FastifyReply) =>
      v3Handler(async () => {
        const actor = await v3WriteActor(request, services);
        const saved = await addSave(services, actor, paramsOf(request));
        return { item: presentAddItem(saved), status: 1 };
      })(reply);
    app.get('/v3/add', add);
    app.post('/v3/add', add);
  };
}
