/**
 * Pocket v3 connected services (docs/POCKET-COMPATIBILITY.md §3.6): POST /v3/getConnectedServices
 * lists the caller's live access tokens (OAuth grants and personal tokens) as `apps`; POST
 * /v3/setConnectedServices with {revoke: id} (or {action: 'revoke', id}) revokes one and
 * answers the new list, each app with its scopes and last use. Session only: an app's token must
 * not see or revoke other apps.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessToken } from '../../accounts/auth.service.js';
import { canManageConnectedApps } from '../../accounts/accounts.policy.js';
import { authorize } from '../../core/authorize.js';
import { badInput, notFound } from '../../core/errors.js';
import type { Actor } from '../../core/actor.js';
import { knownAppKey } from '../../oauth/known-apps.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';
import { v3Handler } from './v3-errors.js';
import { unixSeconds } from './v3-values.js';

const APP_NAME = /^App (\S+)$/;

function presentApp(row: AccessToken) {
  return {
    id: row.id,
    name: row.name,
    // The key the token was granted to; tokens made without one are read by their name.
    consumer_key: row.consumerKey ?? APP_NAME.exec(row.name)?.[1] ?? knownAppKey(row.name),
    created_at: unixSeconds(row.createdAt),
    last_used_at: row.lastUsedAt ? unixSeconds(row.lastUsedAt) : null,
    /** What the token may do (src/common/token-scopes.ts), fixed when it was granted. */
    scopes: row.scopes,
  };
}

function requireSession(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  authorize(canManageConnectedApps(actor), 'Connected apps can be managed only when signed in.');
  return actor;
}

/** The token id to revoke, from {revoke: id} or {action: 'revoke', id}; form values are strings. */
function revokeIdFrom(body: unknown): number {
  const fields = (body ?? {}) as { revoke?: unknown; action?: unknown; id?: unknown };
  const raw = fields.revoke ?? (fields.action === 'revoke' ? fields.id : undefined);
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw badInput('Give the id of the app to disconnect as revoke.', 'revoke');
  return id;
}

export function v3ConnectedServicesRoutes(services: Services) {
  const reply = async (actor: Actor) => ({
    status: 1,
    error: null,
    official_apps: [],
    apps: (await services.auth.listLiveAccessTokens(actor)).map(presentApp),
    socialServices: [],
    googleServices: [],
  });

  return async (app: FastifyInstance) => {
    app.post('/v3/getConnectedServices', (request, res) =>
      v3Handler(async () => reply(requireSession(request)))(res),
    );

    app.post('/v3/setConnectedServices', (request, res) =>
      v3Handler(async () => {
        const actor = requireSession(request);
        const id = revokeIdFrom(request.body);
        try {
          await services.auth.revokeAccessToken(actor, id);
        } catch {
          // Someone else's token and an already revoked one look the same: not yours to revoke.
          throw notFound(`No connected app ${id}.`);
        }
        return reply(actor);
      })(res),
    );
  };
}
