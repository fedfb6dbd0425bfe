/**
 * Pocket v3 recent searches (spec §7, pocket-api.md §3.4–§3.5): POST /v3/send with `actions`
 * (a JSON array, or its JSON as a form field) records `recent_search` actions — each action gets
 * its own result and error slot, and actions Satchel does not handle yet answer a per-action
 * error with code 130; GET or POST /v3/get?premium=1&forcepremium=1&since=… answers the recent
 * searches (only that part of v3/get exists).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput, DomainError } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';
import { V3_ERROR_CODE, v3Handler } from './v3-errors.js';

const MAX_ACTIONS = 100;

type Params = Record<string, unknown>;

/** Query string and body (JSON or form) as one parameter set; the body wins. */
function paramsOf(request: FastifyRequest): Params {
  const query = (request.query ?? {}) as Params;
  const body = request.body && typeof request.body === 'object' ? (request.body as Params) : {};
  return { ...query, ...body };
}

function actionsFrom(value: unknown): unknown[] {
  let actions = value;
  if (typeof actions === 'string') {
    try {
      actions = JSON.parse(actions);
    } catch {
      throw badInput('actions must be a JSON array.', 'actions');
    }
  }
  if (!Array.isArray(actions)) throw badInput('actions must be a JSON array.', 'actions');
  if (actions.length > MAX_ACTIONS) {
    throw badInput(`At most ${MAX_ACTIONS} actions at once.`, 'actions');
  }
  return actions;
}

const flag = (value: unknown) => value === '1' || value === 1 || value === true || value === 'true';

interface ActionError {
  message: string;
  type: string;
  code: number;
}

const actionError = (message: string, code = 130): ActionError => ({
  message,
  type: code === 130 ? 'Bad request' : 'Error',
  code,
});

export function v3SearchRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.post('/v3/send', { bodyLimit: 256 * 1024 }, (request, reply) =>
      v3Handler(async () => {
        const actor = requireActor(request);
        const actions = actionsFrom(paramsOf(request).actions);
        const results: boolean[] = [];
        const errors: Array<ActionError | null> = [];
        for (const raw of actions) {
          const action = (raw && typeof raw === 'object' ? raw : {}) as Params;
          if (action.action !== 'recent_search') {
            results.push(false);
            errors.push(
              actionError(
                `Action "${(typeof action.action === 'string' ? action.action : '').slice(0, 40)}" is not supported.`,
              ),
            );
            continue;
          }
          try {
            const time = action.time === undefined ? undefined : Number(action.time);
            await services.search.saveRecent(
              actor,
              typeof action.search === 'string' ? action.search : '',
              time,
            );
            results.push(true);
            errors.push(null);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            results.push(false);
            errors.push(actionError(error.message, V3_ERROR_CODE[error.kind]));
          }
        }
        return { status: 1, action_results: results, action_errors: errors };
      })(reply),
    );

    const get = (request: FastifyRequest, reply: Parameters<ReturnType<typeof v3Handler>>[0]) =>
      v3Handler(async () => {
        const actor = requireActor(request);
        const params = paramsOf(request);
        if (!flag(params.premium) && !flag(params.forcepremium)) {
          throw badInput('Only v3/get?premium=1 (recent searches) is supported.', 'premium');
        }
        const recent = await services.search.recent(actor);
        return {
          status: 1,
          complete: 1,
          error: null,
          since: Math.floor(Date.now() / 1000),
          recent_searches: recent.map((search) => ({
            search: search.term,
            context_key: null,
            context_value: null,
            sort_id: search.sortId,
          })),
        };
      })(reply);
    app.get('/v3/get', (request, reply) => get(request, reply));
    app.post('/v3/get', (request, reply) => get(request, reply));
  };
}
