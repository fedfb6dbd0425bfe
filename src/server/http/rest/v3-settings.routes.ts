/**
 * Pocket v3 app settings (docs/PRODUCT.md §7, docs/POCKET-COMPATIBILITY.md §3.6): POST
 * /v3/getAppSettings answers
 * {status: 1, error: null, settings} (the settings also spread at the top level, as Pocket's
 * reply did); POST /v3/putAppSettings takes {data: {...}} (an object, or its JSON as a form
 * field) and merges it.
 */
import type { FastifyInstance } from 'fastify';
import { badInput } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';
import { v3Handler } from './v3-errors.js';

function dataFrom(body: unknown): unknown {
  const data = (body as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    throw badInput('data must be a JSON object of settings.', 'data');
  }
}

export function v3SettingsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.post('/v3/getAppSettings', (request, reply) =>
      v3Handler(async () => {
        const settings = await services.settings.get(requireActor(request));
        return { ...settings, status: 1, error: null, settings };
      })(reply),
    );

    app.post('/v3/putAppSettings', { bodyLimit: 64 * 1024 }, (request, reply) =>
      v3Handler(async () => {
        const settings = await services.settings.put(requireActor(request), dataFrom(request.body));
        return { ...settings, status: 1, error: null, settings };
      })(reply),
    );
  };
}
