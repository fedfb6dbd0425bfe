/**
 * GET or POST /v3/send and /v3/send_guid (docs/POCKET-COMPATIBILITY.md §3.5): `actions`, each
 * answered in its own result and error slot. The actions themselves live in v3-actions.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { runAction, type ActionOutcome } from './v3-actions.js';
import { v3WriteActor } from './v3-actions-actor.js';
import { v3Handler } from './v3-errors.js';
import { actionsFrom, paramsOf } from './v3-params.js';

export function v3SendRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const send = (request: FastifyRequest, reply: FastifyReply) =>
      v3Handler(async () => {
        const actor = await v3WriteActor(request, services);
        const actions = actionsFrom(paramsOf(request).actions);
        const outcomes: ActionOutcome[] = [];
        // In order: later actions may act on what earlier ones saved.
        for (const action of actions) {
          outcomes.push(
            await runAction(services, actor, action, (error) =>
              request.log.error({ err: error }, 'v3/send action failed'),
            ),
          );
        }
        return {
          status: 1,
          action_results: outcomes.map((outcome) => outcome.result),
          action_errors: outcomes.map((outcome) => outcome.error),
        };
      })(reply);
    for (const url of ['/v3/send', '/v3/send_guid']) {
      app.get(url, send);
      app.post(url, { bodyLimit: 256 * 1024 }, send);
    }
  };
}
