/**
 * Pocket v3 visitor endpoints (docs/PRODUCT.md §7): GET /v3/guid issues the visitor's session guid;
 * GET /v3/getuser returns the signed-in user's fields or an error code.
 * Like every v3 route they accept `enable_cors` and `consumer_key` (checked against an app's token
 * in v3-auth.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';
import { ensureGuid } from '../guid.js';
import { presentV3User } from '../presenters/user.presenter.js';
import { v3Handler } from './v3-errors.js';

export function v3UserRoutes(services: Services, config: Config) {
  const secure = config.publicUrl.startsWith('https:');
  return async (app: FastifyInstance) => {
    app.get('/v3/guid', async (request, reply) => ({
      status: 1,
      guid: ensureGuid(request, reply, secure),
    }));

    app.get('/v3/getuser', (request, reply) =>
      v3Handler(async () => {
        const user = await services.accounts.me(requireActor(request));
        return { status: 1, user: presentV3User(user) };
      })(reply),
    );
  };
}
