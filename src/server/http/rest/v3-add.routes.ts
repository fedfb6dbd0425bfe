/**
 * GET or POST /v3/add (docs/POCKET-COMPATIBILITY.md §3.3): saves `url` with an optional `title` and
 * `tags`, and Satchel's optional `html` (the page as the browser rendered it, at most 5 MB: it
 * becomes the user's private copy, docs/API.md); answers {item, status: 1} with the add-item
 * object, plus the Satchel-only `satchel` key.
 */
import { CAPTURE_TOO_LARGE } from '../../../common/capture-rules.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { addSave } from './v3-actions-saves.js';
import { presentAddItem } from './v3-add-item.presenter.js';
import { presentSatchelAdd } from './v3-add-satchel.presenter.js';
import { v3WriteActor } from './v3-actions-actor.js';
import { sendV3DomainError, sendV3Error, V3_ERROR_CODE, v3Handler } from './v3-errors.js';
import { paramsOf } from './v3-params.js';

/** Room for a 5 MB capture (MAX_CAPTURE_BYTES, src/common/capture-rules.ts) and its encoding. */
const ADD_BODY_LIMIT = 6 * 1024 * 1024;

/** Body errors (too large, bad JSON) as v3 errors, so a client reads them in X-Error. */
function v3AddErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) return sendV3DomainError(reply, error);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendV3Error(reply, 400, V3_ERROR_CODE.BAD_USER_INPUT, CAPTURE_TOO_LARGE);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendV3Error(reply, 400, V3_ERROR_CODE.BAD_USER_INPUT, error.message);
  }
  throw error; // the app's handler logs it and answers 500
}

export function v3AddRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler(v3AddErrors);
    const add = (request: FastifyRequest, reply: FastifyReply) =>
      v3Handler(async () => {
        const actor = await v3WriteActor(request, services);
        const outcome = await addSave(services, actor, paramsOf(request), { acceptHtml: true });
        return {
          item: presentAddItem(outcome.saved),
          status: 1,
          satchel: await presentSatchelAdd(services, outcome),
        };
      })(reply);
    app.get('/v3/add', add);
    app.post('/v3/add', { bodyLimit: ADD_BODY_LIMIT }, add);
  };
}
