/** Actors for service-level tests that have a user id but no session (see accounts/actors.ts). */
import { APP_SCOPES, type TokenScope } from '../../common/token-scopes.js';
import { authenticatedActor, systemActorFor } from '../accounts/actors.js';
import type { Actor } from '../core/actor.js';

/**
 * An actor for user `userId`: free, not an administrator, signed in with a session unless told.
 * A token actor gets the Pocket apps' scopes unless `scopes` names others, and never an
 * administrator's or curator's rights (accounts/actors.ts).
 */
export function testActor(
  userId: number,
  rights: {
    isAdmin?: boolean;
    isCurator?: boolean;
    isPremium?: boolean;
    via?: Actor['via'];
    scopes?: readonly TokenScope[];
  } = {},
): Actor {
  const user = {
    id: userId,
    isAdmin: rights.isAdmin ?? false,
    isCurator: rights.isCurator ?? false,
    isPremium: rights.isPremium ?? false,
  };
  const via = rights.via ?? 'session';
  if (via === 'system') return systemActorFor(user);
  if (via === 'token')
    return authenticatedActor(user, 'token', {
      scopes: rights.scopes ?? APP_SCOPES,
      consumerKey: null,
    });
  return authenticatedActor(user, 'session');
}
