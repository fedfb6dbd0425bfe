/** Actors for service-level tests that have a user id but no session (see accounts/actors.ts). */
import { authenticatedActor, systemActorFor } from '../accounts/actors.js';
import type { Actor } from '../core/actor.js';

/** An actor for user `userId`: free, not an administrator, signed in with a session unless told. */
export function testActor(
  userId: number,
  rights: { isAdmin?: boolean; isPremium?: boolean; via?: Actor['via'] } = {},
): Actor {
  const user = {
    id: userId,
    isAdmin: rights.isAdmin ?? false,
    isPremium: rights.isPremium ?? false,
  };
  const via = rights.via ?? 'session';
  return via === 'system' ? systemActorFor(user) : authenticatedActor(user, via);
}
