/** Liveness, readiness and the instance facts the web client needs at boot. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

export function systemRoutes(config: Config, isReady: () => Promise<boolean>) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      const ready = await isReady().catch(() => false);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready' });
    });

    app.get('/api/instance', async () => ({
      version: config.version,
      devMode: config.devMode,
      requireFederatedLogin: config.requireFederatedLogin,
      premiumUrl: config.premiumUrl ?? null,
    }));
  };
}
