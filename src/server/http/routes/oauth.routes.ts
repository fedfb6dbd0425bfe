/**
 * The consent page's API (docs/POCKET-COMPATIBILITY.md §3.2): GET /api/oauth/requests/:code
 * describes an app's request, POST /api/oauth/requests/:code/decision records the signed-in user's
 * answer. Cookie POSTs pass the app-wide same-origin check (csrf.ts, DECISIONS.md §4).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../core/validate.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';

const decisionSchema = z.object(
  { approve: z.boolean({ error: 'approve must be true or false.' }) },
  { error: 'Send a JSON body {"approve": true} or {"approve": false}.' },
);

interface CodeParams {
  code: string;
}

export function oauthRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: CodeParams }>('/api/oauth/requests/:code', async (request) =>
      services.oauth.describe(requireActor(request), request.params.code),
    );

    app.post<{ Params: CodeParams }>('/api/oauth/requests/:code/decision', async (request) => {
      const actor = requireActor(request);
      const { approve } = parseInput(decisionSchema, request.body ?? undefined);
      return services.oauth.decide(actor, request.params.code, approve);
    });
  };
}
